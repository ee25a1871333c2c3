import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportTitle, type Card as ScoutCard, type CardStatus } from '@scout/shared/domain';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useDeleteCard } from '../api/delete-card';
import { useCard } from '../../../entities/cards/get-card';
import { useReportCards } from '../../../entities/cards/list-report-cards';
import { useReport } from '../../../entities/reports/get-report';
import { useUpdateCardStatus } from '../api/update-card-status';
import { neighbours } from '../card-cache';
import { cardLinks } from '../card-links';
import { chainedOffer } from '../chained-spot';
import { failureMessage, type NotifyFn } from '../card-notice';
import { deletedMessage, statusChangedMessage } from '../card-detail-messages';
import { useBreakdownForm } from '../hooks/use-breakdown-form';
import { BreakdownReadOnly } from './breakdown-read-only';
import { CardMedia } from './card-media';
import { CardMediaGallery } from './card-media-gallery';
import { CardStatusChip } from './card-status-chip';
import { CardStatusSelect } from './card-status-select';
import { CardSummary } from './card-summary';
import { DeleteCardDialog } from './delete-card-dialog';
import { CardConcepts } from './card-concepts';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/**
 * The breakdown's form (its pickers are MUI autocompletes with poppers) loads when the card is edited: a phone
 * opens a card for viewing, and the read-only breakdown needs none of it.
 */
const BreakdownForm = lazy(async () => ({ default: (await import('./breakdown-form')).BreakdownForm }));

export type CardDetailMode = 'edit' | 'view';

interface CardDetailProps {
  reportId: string;
  cardId: string;
  internal: boolean;
  mode: CardDetailMode;
  notify: NotifyFn;
  /** The same kind of page for another card (previous/next). */
  cardHref(cardId: string): string;
  /** This card in the other mode (view ↔ edit). */
  switchHref?: string;
  /** Just created: says so and puts the cursor in the first field. */
  justCreated?: boolean;
}

/**
 * One card: its film on top, the play at a glance, then the full breakdown (a form in edit mode,
 * read-only in view mode); status (staff's workflow badge in view mode), previous/next card and activity around
 * it; delete (edit mode) in the header, away from previous/next.
 */
export function CardDetail(props: CardDetailProps) {
  const { reportId, cardId } = props;
  const cardQuery = useCard(reportId, cardId);
  const backToGrid = (
    <Button component={Link} to={paths.reportCards.getHref(reportId)} startIcon={<ArrowBackIcon />}>
      Back to Breakdown
    </Button>
  );

  if (cardQuery.isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading card">
        <Skeleton variant="text" width="40%" height={48} />
        <LinearProgress sx={{ my: 2 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        </Grid>
      </Box>
    );
  }
  if (cardQuery.isError) {
    const notFound = isApiError(cardQuery.error) && cardQuery.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? 'Card not found.' : 'Failed to load the card. Please try again later.'}
        </Alert>
        {backToGrid}
      </Stack>
    );
  }
  return <LoadedCardDetail {...props} card={cardQuery.data} backToGrid={backToGrid} />;
}

function LoadedCardDetail({
  reportId,
  internal,
  mode,
  notify,
  cardHref,
  switchHref,
  justCreated,
  card,
  backToGrid,
}: CardDetailProps & { card: ScoutCard; backToGrid: ReactNode }) {
  const navigate = useNavigate();
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCards(reportId);
  const statusMutation = useUpdateCardStatus(reportId);
  const deleteMutation = useDeleteCard(reportId);
  const form = useBreakdownForm(reportId, card, notify);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const { previous, next } = neighbours(cardsQuery.data?.cards ?? [], card.id);
  const editing = mode === 'edit';
  const unsaved = editing && form.dirty;

  // Unsaved edits: leaving for another page asks first; closing or reloading the tab warns.
  const deleted = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !deleted.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const leave = (href: string) => void navigate(href);

  const onStatus = (status: CardStatus) => {
    if (status === card.status) return;
    statusMutation
      .mutateAsync({ cardId: card.id, status })
      .then(() => notify({ severity: 'success', message: statusChangedMessage(card.cardNumber, status) }))
      .catch((error: unknown) =>
        notify({ severity: 'error', message: failureMessage(error, `Changing the status of card #${card.cardNumber}`) }),
      );
  };

  const onDelete = () => {
    deleteMutation
      .mutateAsync(card.id)
      .then(() => {
        deleted.current = true;
        notify({ severity: 'success', message: deletedMessage(card.cardNumber) });
        void navigate(paths.reportCards.getHref(reportId), { replace: true });
      })
      .catch((error: unknown) => {
        setConfirmingDelete(false);
        notify({ severity: 'error', message: failureMessage(error, `Deleting card #${card.cardNumber}`) });
      });
  };

  const report = reportQuery.data;
  const subtitle = [report ? reportTitle(report) : null, card.title.trim() || null].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader
        title={`Card #${card.cardNumber}`}
        subtitle={subtitle || ' '}
        actions={
          <>
            {backToGrid}
            <Button component={Link} to={cardLinks.activity(card.id, reportId)} startIcon={<HistoryIcon />}>
              Activity
            </Button>
            <Button component={Link} to={paths.reportCardPrint.getHref(reportId, card.id)} startIcon={<PrintOutlinedIcon />}>
              Print
            </Button>
            {switchHref ? (
              <Button
                component={Link}
                to={switchHref}
                variant="outlined"
                startIcon={editing ? <VisibilityOutlinedIcon /> : <EditOutlinedIcon />}
              >
                {editing ? 'View' : 'Edit'}
              </Button>
            ) : null}
            {/* Up here, away from previous/next: one tap there must never delete a play. */}
            {editing ? (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmingDelete(true)}>
                Delete card
              </Button>
            ) : null}
          </>
        }
      />
      {justCreated ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Card #{card.cardNumber} created. Fill in its breakdown below and save.
        </Alert>
      ) : null}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 7, lg: 7 }}>
          <CardMedia card={card} notify={notify} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
              <CardSummary card={card} />
              <Divider />
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
                {editing ? (
                  <CardStatusSelect value={card.status} disabled={statusMutation.isPending} onChange={onStatus} />
                ) : internal ? (
                  <CardStatusChip status={card.status} />
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  Version {card.version} · updated {new Date(card.updatedAt).toLocaleString()}
                </Typography>
              </Stack>
              <Divider />
              <CardConcepts card={card} />
              <Box sx={{ flex: 1 }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  startIcon={<ChevronLeftIcon />}
                  disabled={!previous}
                  onClick={() => previous && leave(cardHref(previous.id))}
                  aria-label={previous ? `Previous card (#${previous.cardNumber})` : 'Previous card'}
                >
                  {previous ? `#${previous.cardNumber}` : 'Previous'}
                </Button>
                <Button
                  variant="outlined"
                  endIcon={<ChevronRightIcon />}
                  disabled={!next}
                  onClick={() => next && leave(cardHref(next.id))}
                  aria-label={next ? `Next card (#${next.cardNumber})` : 'Next card'}
                >
                  {next ? `#${next.cardNumber}` : 'Next'}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <CardMediaGallery card={card} editable={editing} notify={notify} />
      {editing ? <ChainedSpotOffer card={card} previous={previous} form={form} /> : null}
      {editing ? (
        <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
          <BreakdownForm form={form} autoFocus={justCreated} />
        </Suspense>
      ) : (
        <BreakdownReadOnly card={card} />
      )}
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
      <DeleteCardDialog
        open={confirmingDelete}
        cardNumber={card.cardNumber}
        deleting={deleteMutation.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={onDelete}
      />
    </>
  );
}

/**
 * A play whose situation is still empty: the down, distance and yard line chained from the play before,
 * offered to fill in with one click (and left alone once the form has any of them).
 */
function ChainedSpotOffer({
  card,
  previous,
  form,
}: {
  card: ScoutCard;
  previous: ScoutCard | null;
  form: ReturnType<typeof useBreakdownForm>;
}) {
  const offer = chainedOffer(card, previous);
  const typed = ['down', 'distance', 'yardLine'].some((field) => (form.values.fields[field as 'down'] ?? '').trim() !== '');
  if (!offer || typed) return null;
  const use = () => {
    form.setField('down', String(offer.spot.down));
    form.setField('distance', String(offer.spot.distance));
    form.setField('yardLine', String(offer.spot.yardLine));
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={use}>
          Use these
        </Button>
      }
    >
      Chained from play #{offer.from}: this play is <strong>{offer.text}</strong>.
    </Alert>
  );
}
