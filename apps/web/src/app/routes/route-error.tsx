import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadFailure } from '../../features/updates/chunk-recovery';
import { ChunkFailureScreen } from '../../features/updates/components/app-updated-screen';
import { logger } from '../../lib/logger';

/**
 * Shown when a route throws while rendering, instead of a blank page. A page whose code did not load (a deploy
 * replaced it, or it timed out) is not a bug of the page: it gets the reload-once recovery instead.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadFailure(error);
  logger.error(
    'router',
    chunkFailure ? "A page's code failed to load" : 'Route failed to render',
    error instanceof Error ? error.message : error,
  );
  if (chunkFailure) return <ChunkFailureScreen />;
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
