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
  },
});
