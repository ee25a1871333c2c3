import { alpha, type Components, type Theme } from '@mui/material/styles';
import { TOP_BAR_RULE } from '../primitives';

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    defaultProps: { elevation: 0 },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: (theme.shape.borderRadius as number) * 1.4,
        borderColor: theme.palette.divider,
        boxShadow: `0 1px 2px ${alpha(theme.palette.primary.main, 0.06)}`,
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'primary' },
    styleOverrides: {
      root: ({ theme }) => ({ borderBottom: `${TOP_BAR_RULE}px solid ${theme.palette.secondary.main}` }),
    },
  },
};
