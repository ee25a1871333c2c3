import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_STATUS_LABELS, CARD_STATUSES, reportTitleLine, type Card as ScoutCard, type CardStatus } from '@scout/shared/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCreateCard } from '../api/create-card';
import { useReport } from '../../../entities/reports/get-report';
import { failureMessage } from '../card-notice';

interface NewCardFormProps {
  reportId: string;
  internal: boolean;
  onCreated(card: ScoutCard): void;
}

/** '/reports/{reportId}/cards/new': the report's next numbered card, with an optional title and status. */
export function NewCardForm({ reportId, internal, onCreated }: NewCardFormProps) {
  const reportQuery = useReport(reportId, internal);
  const createCard = useCreateCard(reportId);
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<CardStatus>('pending');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    createCard
      .mutateAsync({ title: title.trim() || undefined, status })
      .then(onCreated)
      .catch((cause: unknown) => setError(failureMessage(cause, 'Creating the card')));
  };

  return (
    <>
      <PageHeader
        title="New Card"
        subtitle={reportQuery.data ? reportTitleLine(reportQuery.data) : ' '}
        actions={
          <Button component={Link} to={paths.reportCards.getHref(reportId)} startIcon={<ArrowBackIcon />}>
            Back to Breakdown
          </Button>
        }
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Box
            component="form"
            aria-label="New card"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack spacing={2.5}>
              <Typography color="text.secondary">
                The card gets the report’s next number. Its breakdown is filled in on the next page, or in the breakdown grid.
              </Typography>
              <TextField
                label="Title (optional)"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                helperText="e.g. 'Opening drive, 1st play'"
                autoFocus
              />
              <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as CardStatus)}>
                {CARD_STATUSES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {CARD_STATUS_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button component={Link} to={paths.reportCards.getHref(reportId)}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" color="secondary" startIcon={<AddIcon />} disabled={createCard.isPending}>
                  {createCard.isPending ? 'Creating…' : 'Create card'}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
