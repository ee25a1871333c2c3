import { createTheme } from '@mui/material/styles';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { prefersReducedMotion, reducedMotionOptions } from './motion';
import { palette, shape, typography } from './primitives';

const reducedMotion = prefersReducedMotion() ? reducedMotionOptions() : null;

/**
 * Scout's one MUI theme: primitives plus per-category component customisations, with less motion for someone
 * whose system asks for it (theme/motion.ts).
 */
export const theme = createTheme({
  palette,
  typography,
  shape,
  ...(reducedMotion ? { transitions: reducedMotion.transitions } : {}),
  components: {
    ...reducedMotion?.components,
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
    // A client-only app: media queries are read on the first render. With MUI's default (false until an
    // effect runs) every mobile page rendered the desktop layout first and then again for mobile.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  },
});
