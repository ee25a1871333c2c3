import type { ThemeOptions } from '@mui/material/styles';

/** Brand colours: a deep navy and a field green, with gold for highlights. */
export const brand = {
  navy: '#0b2545',
  navyLight: '#13315c',
  navyDark: '#061a33',
  green: '#1e7b4c',
  greenLight: '#2e9d63',
  greenDark: '#135635',
  gold: '#f2b705',
  ink: '#14213d',
  mist: '#f3f6fa',
  line: '#dde3ec',
} as const;

export const DRAWER_WIDTH = 240;
/** The sticky header the desktop drawer sits under: top bar (toolbar plus its green rule) and banner. */
export const TOP_BAR_HEIGHT = 64;
export const TOP_BAR_RULE = 3;
export const ENVIRONMENT_BANNER_HEIGHT = 32;

export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { main: brand.navy, light: brand.navyLight, dark: brand.navyDark, contrastText: '#ffffff' },
  secondary: { main: brand.green, light: brand.greenLight, dark: brand.greenDark, contrastText: '#ffffff' },
  success: { main: '#2e7d32' },
  // Amber dark enough for white text and for text on white (WCAG AA 4.5:1; MUI's #ed6c02 gives 3.1).
  warning: { main: '#b45309', contrastText: '#ffffff' },
  error: { main: '#c62828' },
  info: { main: '#1565c0' },
  background: { default: brand.mist, paper: '#ffffff' },
  text: { primary: brand.ink, secondary: '#52607a' },
  divider: brand.line,
};

export const typography: ThemeOptions['typography'] = {
  fontFamily: ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  h1: { fontWeight: 800, letterSpacing: '0.04em' },
  h2: { fontWeight: 800 },
  h3: { fontWeight: 700 },
  h4: { fontWeight: 700 },
  h5: { fontWeight: 700 },
  h6: { fontWeight: 700 },
  button: { fontWeight: 600, textTransform: 'none' },
  overline: { fontWeight: 700, letterSpacing: '0.12em' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };
