import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: {
    styleOverrides: {
      root: { fontWeight: 600 },
      sizeSmall: { height: 22, fontSize: '0.72rem' },
    },
  },
};
