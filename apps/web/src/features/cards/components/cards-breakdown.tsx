import AddIcon from '@mui/icons-material/Add';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CARD_STATUS_LABELS,
  CARD_STATUSES,
  readBreakdown,
  reportDisplayTitle,
  reportTitleLine,
  type BreakdownPatch,
  type Card as ScoutCard,
} from '@scout/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useReportCards } from '../../../entities/cards/list-report-cards';
import { useReport } from '../../../entities/reports/get-report';
import { conceptsQueryOptions } from '../../../entities/concepts/list-concepts';
import { useSaveConcept } from '../../../entities/concepts/save-concept';
import { useTagCard } from '../../../entities/concepts/tag-card';
import { conceptChoices, conceptTagChange, conceptTypeForPlay, libraryConceptNamed } from '../grid-concepts';
import { useUpdateCardBreakdown } from '../api/update-card-breakdown';
import { useUpdateCardStatus } from '../api/update-card-status';
import { cardsCountLabel, countByStatus, filterCardsByStatus, type CardStatusFilter } from '../card-list-filters';
import { failureMessage, type NotifyFn } from '../card-notice';
import { GRID_VIEW_COLUMNS, GRID_VIEW_LABELS, GRID_VIEWS, gridViewOf, type GridColumn, type GridView } from '../grid-columns';
import { isSameValue, parseFieldInput, parseStatusInput, type ParseResult } from '../grid-cell-values';
import { usePendingCardSaves } from '../hooks/use-pending-card-saves';
import { BreakdownGrid } from './breakdown-grid';

interface CardsBreakdownProps {
  reportId: string;
  /** Administrator-type viewer (reads the report with internal=true). */
  internal: boolean;
  notify: NotifyFn;
}

const NO_CARDS: ScoutCard[] = [];
const OK: ParseResult<unknown> = { ok: true, value: null };

/** '/reports/{reportId}/cards': the breakdown grid with its toolbar (status filter, count, New card). */
export function CardsBreakdown({ reportId, internal, notify }: CardsBreakdownProps) {
  const navigate = useNavigate();
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCards(reportId);
  const updateBreakdown = useUpdateCardBreakdown(reportId);
  const updateStatus = useUpdateCardStatus(reportId);
  const [filter, setFilter] = useState<CardStatusFilter>('all');
  // The columns shown (every field, or one side of the ball's) are kept in the address: ?columns=defense.
  const [searchParams, setSearchParams] = useSearchParams();
  const view = gridViewOf(searchParams.get('columns'));
  const setView = (next: GridView) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('columns');
        else params.set('columns', next);
        return params;
      },
      { replace: true },
    );
  const pendingSaves = usePendingCardSaves(reportId);
  const organizationId = reportQuery.data?.organizationId ?? null;
  const libraryQuery = useQuery({ ...conceptsQueryOptions(organizationId), enabled: organizationId !== null });
  const library = libraryQuery.data?.concepts;
  const conceptOptions = useMemo(() => (library ? conceptChoices(library) : undefined), [library]);
  const saveConcept = useSaveConcept();
  const tagCard = useTagCard();

  const allCards = cardsQuery.data?.cards ?? NO_CARDS;
  const cards = useMemo(() => filterCardsByStatus(allCards, filter), [allCards, filter]);
  const counts = useMemo(() => countByStatus(allCards), [allCards]);

  /** Keeps the card's library tags in step with its concept cell, adding the concept first when asked to. */
  const followConcept = useCallback(
    async (card: ScoutCard, before: unknown, after: string | null, create: boolean) => {
      const concepts = library ?? [];
      const { tag, untag } = conceptTagChange(concepts, before, after);
      let tagged = tag;
      if (!tagged && create && after && organizationId) {
        tagged = await saveConcept.mutateAsync({
          fields: { name: after, conceptType: conceptTypeForPlay(readBreakdown(card).playType), description: '' },
          organizationId,
        });
        notify({ severity: 'success', message: `Added “${tagged.name}” to the concepts library and tagged card ${card.cardNumber}` });
      }
      if (tagged) await tagCard.mutateAsync({ cardId: card.id, conceptId: tagged.id });
      if (untag) await tagCard.mutateAsync({ cardId: card.id, conceptId: untag.id, remove: true });
    },
    // mutateAsync is stable; the mutation objects are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [library, organizationId, saveConcept.mutateAsync, tagCard.mutateAsync, notify],
  );

  const onCommit = useCallback(
    (card: ScoutCard, column: GridColumn, typed: string, createConcept: boolean): ParseResult<unknown> => {
      // A concept the library has is saved in the library's spelling, so plays group under one name.
      const text = column.id === 'concept' ? (libraryConceptNamed(library ?? [], typed)?.name ?? typed) : typed;
      const what = `Saving ${column.header} of card ${card.cardNumber}`;
      if (column.id === 'cardNumber') return OK;
      if (column.id === 'status') {
        const parsed = parseStatusInput(text);
        if (!parsed.ok || parsed.value === card.status) return parsed;
        updateStatus.mutateAsync({ cardId: card.id, status: parsed.value }).catch((error: unknown) => {
          notify({ severity: 'error', message: failureMessage(error, `Changing the status of card ${card.cardNumber}`) });
        });
        return parsed;
      }
      const field = column.id;
      const parsed = parseFieldInput(field, text);
      if (!parsed.ok) return parsed;
      const before = readBreakdown(card)[field];
      const unchanged = isSameValue(before, parsed.value);
      if (unchanged && !createConcept) return parsed;
      const patch = { [field]: parsed.value } as BreakdownPatch;
      const saved = unchanged ? Promise.resolve() : updateBreakdown.mutateAsync({ cardId: card.id, patch }).then(() => undefined);
      saved
        .then(async () => {
          if (field !== 'concept') return;
          await followConcept(card, before, (parsed.value as string | null) ?? null, createConcept).catch((error: unknown) => {
            notify({ severity: 'error', message: failureMessage(error, `Tagging card ${card.cardNumber} with its concept`) });
          });
        })
        .catch((error: unknown) => {
          notify({ severity: 'error', message: failureMessage(error, what) });
        });
      return parsed;
    },
    // mutateAsync is stable; the mutation objects are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [updateBreakdown.mutateAsync, updateStatus.mutateAsync, notify, library, followConcept],
  );

  const onMessage = useCallback((message: string) => notify({ severity: 'warning', message }), [notify]);
  const cardHref = useCallback((card: ScoutCard) => paths.reportCardDetail.getHref(reportId, card.id), [reportId]);
  const onOpenCard = useCallback((card: ScoutCard) => void navigate(cardHref(card)), [navigate, cardHref]);

  const report = reportQuery.data;
  const back = (
    <Button component={Link} to={paths.report.getHref(reportId)} startIcon={<ArrowBackIcon />}>
      Back to Report
    </Button>
  );
  const newCard = (
    <Button component={Link} to={paths.reportNewCard.getHref(reportId)} variant="contained" color="secondary" startIcon={<AddIcon />}>
      New card
    </Button>
  );

  const header = (
    <PageHeader
      title="Breakdown"
      subtitle={report ? `${reportTitleLine(report)} · Opponent: ${report.opponentName?.trim() || 'Unknown Opponent'}` : ' '}
      actions={back}
    />
  );

  if (cardsQuery.isPending) {
    return (
      <>
        {header}
        <Box aria-busy="true" aria-label="Loading cards">
          <LinearProgress sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={420} />
        </Box>
      </>
    );
  }
  if (cardsQuery.isError) {
    const notFound = isApiError(cardsQuery.error) && cardsQuery.error.status === 404;
    return (
      <>
        {header}
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? null : (
              <Button color="inherit" size="small" onClick={() => void cardsQuery.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {notFound ? 'Report not found.' : 'Failed to load the cards. Please try again later.'}
        </Alert>
      </>
    );
  }

  return (
    <>
      {header}
      <Stack direction="row" spacing={1.5} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, minWidth: 96 }} aria-live="polite">
          {cardsCountLabel(cards.length, allCards.length)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_event, value: CardStatusFilter | null) => value && setFilter(value)}
          aria-label="Filter by status"
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          <ToggleButton value="all" sx={{ px: 1.5, py: 0.4 }}>
            All
          </ToggleButton>
          {CARD_STATUSES.map((status) => (
            <ToggleButton key={status} value={status} sx={{ px: 1.5, py: 0.4, gap: 0.75 }}>
              {CARD_STATUS_LABELS[status]}
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                {counts[status]}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: GridView | null) => value && setView(value)}
          aria-label="Columns"
          sx={{ maxWidth: '100%', overflowX: 'auto', '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
        >
          {GRID_VIEWS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.5, py: 0.4 }}>
              {GRID_VIEW_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }} role="status">
          {pendingSaves > 0 ? <CircularProgress size={14} color="inherit" /> : <CloudDoneOutlinedIcon fontSize="small" />}
          <Typography variant="caption">{pendingSaves > 0 ? 'Saving…' : 'All changes saved'}</Typography>
        </Stack>
        <Tooltip title="Click a cell or press Enter/F2 to edit · type to replace · Enter saves and moves down · Tab moves right · arrows move · Esc cancels · Delete clears">
          <Box
            component="span"
            tabIndex={0}
            aria-label="Keyboard help"
            sx={{ display: 'inline-flex', color: 'text.secondary', borderRadius: 1 }}
          >
            <KeyboardIcon fontSize="small" />
          </Box>
        </Tooltip>
        {newCard}
      </Stack>
      {allCards.length === 0 ? (
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <StyleOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              No cards yet
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Cards appear here when the game film is processed, or add one by hand.
            </Typography>
            {newCard}
          </CardContent>
        </Card>
      ) : (
        <BreakdownGrid
          label={`Breakdown of ${report ? reportDisplayTitle(report) : 'the report'}`}
          cards={cards}
          onCommit={onCommit}
          onMessage={onMessage}
          cardHref={cardHref}
          onOpenCard={onOpenCard}
          conceptOptions={conceptOptions}
          columns={GRID_VIEW_COLUMNS[view]}
        />
      )}
      {cards.length === 0 && allCards.length > 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No cards with this status.
        </Typography>
      ) : null}
    </>
  );
}
