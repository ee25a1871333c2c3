import type { Components, Theme, ThemeOptions } from '@mui/material/styles';

/** Whether the person asked their system for less motion (read once, when the theme is made). */
export function prefersReducedMotion(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Less motion, for someone whose system asks for it (MUI 7 does not follow the setting itself): transitions end
 * at once (dialogs, menus, drawers and collapses open and close in one frame, and their enter and exit callbacks
 * still run), buttons have no ripple, and looping animations (spinners, skeleton pulses, indeterminate bars) hold
 * still. Everything still shows its state: a spinner is still there while something loads.
 */
export function reducedMotionOptions(): Pick<ThemeOptions, 'transitions'> & { components: Components<Theme> } {
  return {
    transitions: {
      create: () => 'none',
      getAutoHeightDuration: () => 0,
      duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiCssBaseline: {
        styleOverrides: {
          '*, *::before, *::after': {
            animationDuration: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  };
}
