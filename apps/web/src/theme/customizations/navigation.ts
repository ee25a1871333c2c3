import { alpha, type Components, type Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundColor: theme.palette.background.paper, borderRightColor: theme.palette.divider }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        marginInline: theme.spacing(1),
        '&.Mui-selected': {
          backgroundColor: alpha(theme.palette.primary.main, 0.1),
          color: theme.palette.primary.main,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 38 } },
  },
  MuiListSubheader: {
    styleOverrides: {
      root: ({ theme }) => ({
        ...theme.typography.overline,
        lineHeight: 2.6,
        color: theme.palette.text.secondary,
        backgroundColor: 'transparent',
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
};
