import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, alignItems: 'center' }),
    },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
};
