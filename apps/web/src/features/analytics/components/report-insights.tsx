import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import InsightsIcon from '@mui/icons-material/Insights';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SIDES,
  SIDE_LABELS,
  computeSpecialTeams,
  computeTendencies,
  defaultSideOf,
  orientPlays,
  type ChainFlag,
  type Side,
} from '@scout/shared/domain/tendencies';
import type { OpponentOffenseTag } from '@scout/shared/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { useMetricRules } from '../../../entities/organizations/get-metric-rules';
import { openingSide, sideCounts, withQueryParam } from '../analytics-sides';
import { ANALYTICS_VIEWS, ANALYTICS_VIEW_TITLES, SCREEN_VIEW_TITLES, indexInputs, inputsOfCards, type CellPlays } from '../analytics-view';
import { whosePlaysText } from '../whose-plays';
import { KeyTendencyList } from './key-tendency-list';
import { PlaysDialog } from './plays-dialog';
import { REPORT_VIEW_PATHS } from './report-view-paths';

function ChecksDialog({
  reportId,
  flagged,
  open,
  onClose,
}: {
  reportId: string;
  flagged: readonly ChainFlag[];
  open: boolean;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="plays-to-check-title">
      <DialogTitle id="plays-to-check-title">Plays to check</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Down, distance and yard line should follow from the play before (1st &amp; 10 at −20, gain 5 → 2nd &amp; 5 at −25). These plays
          break that chain.
        </Typography>
        <List dense>
          {flagged.map((flag) => (
            <ListItem key={flag.cardId} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.reportCardDetail.getHref(reportId, flag.cardId)}>
                    Card {flag.cardNumber}
                  </Link>
                }
                secondary={flag.message}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={paths.reportCards.getHref(reportId)}>
          Open the breakdown grid
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Kickoffs 4 · Punts 3 · Field goals 2': the kicking phases the plays hold. */
function kickingSummary(inputs: Parameters<typeof computeSpecialTeams>[0]): string {
  const phases = computeSpecialTeams(inputs).phases.filter((phase) => phase.total.n > 0);
  return phases.map((phase) => `${phase.label} ${phase.total.n}`).join(' · ');
}

/**
 * The report page's answers for one side of the ball (the report type's side, switchable): links to that
 * side's analytics views (and the special-teams view), its three strongest tendencies, and how many plays break
 * the down/distance chain. Uses the engine only (the charts load with the analytics pages), over the cards the
 * page's grid already loads.
 */
export function ReportInsights({
  reportId,
  organizationId,
  reportType,
  opponentOffenseTag = 'O',
  opponent = null,
}: {
  reportId: string;
  organizationId: string;
  reportType: string | null | undefined;
  /** Which rows hold the opponent's offense: the cards are oriented by it before anything is counted. */
  opponentOffenseTag?: OpponentOffenseTag;
  /** The opponent as the report names it (abbreviation, else name), for the line saying whose plays are read. */
  opponent?: string | null;
}) {
  const cardsQuery = useReportCardThumbnails(reportId);
  const { rules, loading } = useMetricRules(organizationId);
  // The engine's pass over the cards runs as a deferred render of its own, after the page has painted, so the
  // report's first render is not one long task on a phone.
  const cards = useDeferredValue(loading ? undefined : cardsQuery.data?.cards);
  const inputs = useMemo(() => (cards ? orientPlays(inputsOfCards(cards), opponentOffenseTag) : []), [cards, opponentOffenseTag]);
  const index = useMemo(() => indexInputs(inputs), [inputs]);
  const counts = useMemo(() => sideCounts(inputs), [inputs]);
  const opening = openingSide(defaultSideOf(reportType), counts);
  const [chosen, setChosen] = useState<Side | null>(null);
  const side = chosen ?? opening;
  const tableSide = side === 'defense' ? 'defense' : 'offense';
  const tendencies = useMemo(() => computeTendencies(inputs, { side: tableSide, keyTendencies: 3, rules }), [inputs, tableSide, rules]);
  const kicking = useMemo(() => (side === 'special-teams' ? kickingSummary(inputs) : ''), [inputs, side]);
  const [shown, setShown] = useState<CellPlays | null>(null);
  const [checksOpen, setChecksOpen] = useState(false);
  const flagged = tendencies.checks.flagged;
  /** A view's address on the chosen side (the address names the side only when it is not the one a page opens on). */
  const onSide = (href: string) => (side === opening ? href : withQueryParam(href, 'side', side));

  return (
    <Card component="section" aria-labelledby="report-analytics-title" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <InsightsIcon color="primary" />
          <Typography variant="h6" component="h2" id="report-analytics-title" sx={{ flex: 1 }}>
            Analytics
          </Typography>
          {cards ? (
            flagged.length > 0 ? (
              <Button color="warning" variant="outlined" size="small" startIcon={<WarningAmberIcon />} onClick={() => setChecksOpen(true)}>
                {flagged.length} {flagged.length === 1 ? 'play' : 'plays'} to check
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <CheckCircleOutlineIcon fontSize="small" color="success" /> 0 plays to check
              </Typography>
            )
          ) : null}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={side}
            aria-label="Side of the ball"
            onChange={(_event, next: Side | null) => {
              if (next !== null) setChosen(next);
            }}
          >
            {SIDES.map((option) => (
              <ToggleButton key={option} value={option} sx={{ textTransform: 'none', py: 0.25, whiteSpace: 'nowrap' }}>
                {SIDE_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {cards ? (
            <Typography variant="body2" color="text.secondary" data-testid="insights-side">
              {whosePlaysText(side, counts, { team: opponent, tags: [opponentOffenseTag] })}
            </Typography>
          ) : null}
        </Stack>
        <Box component="nav" aria-label="Analytics views" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          {side === 'special-teams' ? (
            <Button component={RouterLink} to={REPORT_VIEW_PATHS['special-teams'](reportId)} variant="outlined" size="small">
              {SCREEN_VIEW_TITLES['special-teams']}
            </Button>
          ) : (
            ANALYTICS_VIEWS.map((view) => (
              <Button key={view} component={RouterLink} to={onSide(REPORT_VIEW_PATHS[view](reportId))} variant="outlined" size="small">
                {ANALYTICS_VIEW_TITLES[view]}
              </Button>
            ))
          )}
        </Box>
        {cards && side === 'special-teams' ? (
          <Typography color="text.secondary">{kicking === '' ? 'No kicking plays tagged yet.' : kicking}</Typography>
        ) : cards ? (
          <Box sx={{ '& > .MuiCard-root': { boxShadow: 'none', border: 0 }, '& .MuiCardContent-root': { p: 0 } }}>
            <KeyTendencyList
              tendencies={tendencies.keyTendencies}
              limit={3}
              onShowPlays={setShown}
              empty={
                inputs.length === 0
                  ? 'Key tendencies appear once the plays are broken down.'
                  : counts[side] === 0
                    ? `No ${SIDE_LABELS[side].toLowerCase()} plays in this report.`
                    : undefined
              }
            />
          </Box>
        ) : null}
      </CardContent>
      <PlaysDialog
        plays={shown}
        index={index}
        filmPath={paths.reportScoutFilm.getHref(reportId)}
        cardHref={(cardId) => paths.reportCardDetail.getHref(reportId, cardId)}
        onClose={() => setShown(null)}
      />
      <ChecksDialog reportId={reportId} flagged={flagged} open={checksOpen} onClose={() => setChecksOpen(false)} />
    </Card>
  );
}
