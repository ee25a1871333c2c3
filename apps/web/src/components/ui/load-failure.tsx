import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-error';
import { RetryAlert } from './retry-alert';

interface LoadFailureProps {
  error: unknown;
  /** Shown when the server answered 404 (the object is gone, or belongs to another organisation). */
  notFound: string;
  /** Shown for any other failure, with Retry. */
  failed: string;
  onRetry(): void;
}

/** A failed load: 'not found' as a warning when the server answered 404, otherwise the message with Retry. */
export function LoadFailure({ error, notFound, failed, onRetry }: LoadFailureProps) {
  return isApiError(error) && error.status === 404 ? (
    <Alert severity="warning">{notFound}</Alert>
  ) : (
    <RetryAlert message={failed} onRetry={onRetry} />
  );
}

/** A report page whose report could not be loaded: why, and the way back to the dashboard. */
export function ReportLoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <LoadFailure error={error} notFound="Report not found." failed="Failed to load the report. Please try again." onRetry={onRetry} />
      <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />}>
        Back to Dashboard
      </Button>
    </Stack>
  );
}
