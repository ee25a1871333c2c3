import { createTheme } from '@mui/material/styles';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { palette, shape, typography } from './primitives';

/** Scout's one MUI theme: primitives plus per-category component customisations. */
export const theme = createTheme({
  palette,
  typography,
  shape,
  components: {
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
