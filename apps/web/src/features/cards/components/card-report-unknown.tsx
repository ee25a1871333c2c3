import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { OPEN_FROM_REPORT } from '../card-detail-messages';

/** A '/cards/{cardId}/…' page whose report could not be found out: the card can only be opened from it. */
export function CardReportUnknown({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{OPEN_FROM_REPORT}</Alert>
        <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />} variant="outlined">
          Back to Dashboard
        </Button>
      </Stack>
    </>
  );
}

export function CardReportResolving({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <LinearProgress aria-label="Finding the card's report" />
    </>
  );
}
