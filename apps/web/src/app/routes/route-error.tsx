import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logger } from '../../lib/logger';

/** Shown when a route throws while rendering, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  logger.error('router', 'Route failed to render', error instanceof Error ? error.message : error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.assign('/')}>
            Reload
          </Button>
        }
      >
        Something went wrong on this page.{detail ? ` (${detail})` : ''}
      </Alert>
    </Box>
  );
}
