import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { breakdownFilterOptions, isEmptyBreakdownFilter, type BreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import {
  SIDES,
  SIDE_LABELS,
  computeSpecialTeams,
  computeTendencies,
  describeTendencyRules,
  parseSide,
  taggedFields,
  type KeyTendency,
  type Side,
  type TendencyInput,
  type TendencyRules,
} from '@scout/shared/domain/tendencies';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { FiltersToggleButton, LazyFilterPanel } from '../../../components/ui/breakdown-filters';
import { perGameCounts } from '../../../entities/report-groups/group-games';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import { openingSide, sideCounts, sideNoun, snapsText, withQueryParam, type SideCounts } from '../analytics-sides';
import {
  ANALYTICS_VIEWS,
  ANALYTICS_VIEW_TITLES,
  SCREEN_VIEW_TITLES,
  TABLE_LAYOUT_LABELS,
  VIEW_LAYOUTS,
  cardNumbersOf,
  chartRows,
  filterInputs,
  indexInputs,
  layoutOf,
  scoutFilmHref,
  viewTables,
  withGameColumns,
  withPageQuery,
  type AnalyticsGame,
  type AnalyticsView,
  type CellPlays,
  type ScreenView,
  type TitledTable,
  type ViewCell,
  type ViewRow,
  type ViewTable,
  type ConceptTypeOf,
} from '../analytics-view';
import { printHref } from '../print-link';
import { EMPTY_SITUATION, rowFillsSituation, type SituationForm } from '../situation-fill';
import { specialTeamsView, type PhaseView } from '../special-teams-view';
import { whosePlaysText, type WhosePlays } from '../whose-plays';
import { KeyTendencyList } from './key-tendency-list';

/** Loaded when a number is first opened: the list of plays is not needed to read the tables. */
const PlaysDialog = lazy(() => import('./plays-dialog').then((module) => ({ default: module.PlaysDialog })));

/**
 * "What's next" and the call sheet load on their own, with the predictor (the route's chunk is budgeted): the
 * tables do not wait for them.
 */
const WhatsNextPanel = lazy(async () => ({ default: (await import('./whats-next-panel')).WhatsNextPanel }));
const CallSheet = lazy(async () => ({ default: (await import('./call-sheet')).CallSheet }));

/** The charts library loads on its own, after the table (it is the heaviest part of these pages). */
const TendencyChart = lazy(async () => ({ default: (await import('./tendency-chart')).TendencyChart }));

interface AnalyticsScreenProps {
  view: ScreenView;
  /** Every play of the report (or the demo game), in card order. */
  inputs: readonly TendencyInput[];
  /** The side the page opens on without `?side=`: the report type's (see analytics-sides.ts). */
  preferredSide: Side;
  /** The address of each view (the filter in the address goes along). */
  viewHref(view: ScreenView): string;
  filmPath: string | null;
  cardHref: ((cardId: string, reportId: string | null) => string) | null;
  header: ReactNode;
  /**
   * A group of reports: its games in the group's order. The table gains a column per game, the key tendencies
   * their counts game by game, and the plays list each play's game, with the film offered game by game.
   */
  group?: {
    games: readonly AnalyticsGame[];
    /** The film of one game (none: no film offered). */
    filmPath?: (reportId: string) => string;
  };
  /** The organisation's concepts library: the play concepts view then shows each row's concept type. */
  conceptTypeOf?: ConceptTypeOf | null;
  /** The organisation's metric definitions (success, explosive); the engine's defaults when none. */
  rules?: TendencyRules;
  /** Whose plays the inputs are (already oriented by each report's tag): the line beside the side switch names them. */
  whose?: WhosePlays | null;
  /** The printout's address ('/reports/{id}/print'): a Print link then prints the side and filters shown. */
  printPath?: string | null;
  /** What the call sheet is headed with (the report's title line, the group's name). */
  sheetTitle?: string;
}

function CellButton({ cell, onShowPlays, label }: { cell: ViewCell; onShowPlays(plays: CellPlays): void; label?: string }) {
  if (!cell.plays || cell.plays.cardIds.length === 0) return <>{cell.text}</>;
  const plays = cell.plays;
  return (
    <ButtonBase
      onClick={() => onShowPlays(plays)}
      aria-label={label ? `${label}: ${cell.text}, show the plays` : undefined}
      sx={{
        font: 'inherit',
        color: 'primary.main',
        textAlign: 'inherit',
        borderRadius: 0.5,
        // A target a finger can hit (WCAG 2.5.8: at least 24 × 24 px) without making the table's rows taller.
        minHeight: 24,
        minWidth: 24,
        px: 0.5,
        mx: -0.5,
        textDecoration: 'underline dotted',
        textUnderlineOffset: '3px',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {cell.text}
    </ButtonBase>
  );
}

/** A group's per-game columns stand together on a light band. */
const GAME_COLUMN = { bgcolor: 'action.hover' } as const;

/** On a phone a row's cells come in this order after its label: plays, run, pass, success, then the rest. */
const PHONE_ORDER: Record<string, number> = { n: 1, run: 2, pass: 3, success: 4 };

/**
 * A table of a view. From the sm breakpoint up a plain table (numbers never wrap, names wrap within their
 * column so nothing runs off at 1400 px); on a phone each row stacks into a block — its label, then 'Plays 12 ·
 * Run 50% (6) · Pass 50% (6) · Success …' and the other cells, each named — so nothing is off-screen.
 */
function TendencyTableView({
  table,
  title,
  heading,
  onShowPlays,
  tableId,
  onPickRow,
}: {
  table: ViewTable;
  title: string;
  heading: string;
  onShowPlays(plays: CellPlays): void;
  /** The table's id: a situation table's row names fill "What's next" (see `rowFillsSituation`). */
  tableId?: string;
  onPickRow?: ((tableId: string, row: ViewRow) => void) | null;
}) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: { xs: 'visible', sm: 'auto' } }}>
      <Table
        size="small"
        aria-label={`${title} table`}
        sx={{
          '& td, & th': { px: { xs: 1, lg: 1.5 } },
          // Phone: the table's rows become stacked blocks (the header row is hidden, each cell names its column).
          '@media (max-width: 599.95px)': {
            display: 'block',
            '& thead': { display: 'none' },
            '& tbody': { display: 'block' },
            '& tbody tr': {
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              columnGap: 1.5,
              rowGap: 0.25,
              py: 1,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& tbody th, & tbody td': {
              display: 'block',
              p: 0,
              border: 0,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              textAlign: 'left',
              position: 'static',
              maxWidth: '100%',
              boxShadow: 'none',
            },
            '& tbody th': { flexBasis: '100%', order: 0 },
            '& tbody td::before': {
              content: 'attr(data-column) " "',
              color: 'text.secondary',
              fontSize: '0.75rem',
              fontWeight: 600,
            },
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: 700 }}>{heading}</TableCell>
            {table.columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, lineHeight: 1.25, verticalAlign: 'bottom', ...(column.game ? GAME_COLUMN : {}) }}
              >
                {column.header}
                {column.game ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                    {column.game.snaps} {column.game.snaps === 1 ? 'snap' : 'snaps'}
                  </Typography>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow
              key={row.key}
              hover
              data-row={row.label}
              sx={{
                ...(row.n === 0 ? { '& td': { color: 'text.disabled' } } : {}),
                ...(row.total ? { '& td, & th': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } } : {}),
              }}
            >
              <TableCell
                component="th"
                scope="row"
                // A long situation ('Two-minute (2:00 or less, …)') wraps rather than push the table wide.
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: 600, minWidth: 112 }}
              >
                {onPickRow && tableId && rowFillsSituation(tableId, row.key) ? (
                  <ButtonBase
                    onClick={() => onPickRow(tableId, row)}
                    aria-label={`${row.label}: predict what's next`}
                    title="Predict what's next in this situation"
                    sx={{
                      font: 'inherit',
                      textAlign: 'inherit',
                      borderRadius: 0.5,
                      minHeight: 24,
                      textDecoration: 'underline dotted',
                      textUnderlineOffset: '3px',
                      '&:hover': { textDecoration: 'underline', color: 'primary.main' },
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                    }}
                  >
                    {row.label}
                  </ButtonBase>
                ) : (
                  row.label
                )}
                {row.thin && row.n > 0 ? (
                  <Chip
                    label="thin"
                    size="small"
                    variant="outlined"
                    color="warning"
                    title="Fewer than 5 plays: read with care"
                    sx={{ ml: 1, height: 18, fontSize: '0.68rem' }}
                  />
                ) : null}
              </TableCell>
              {row.cells.map((cell, position) => {
                const column = table.columns[position];
                return (
                  <TableCell
                    key={column?.key ?? position}
                    align={column?.numeric ? 'right' : 'left'}
                    sx={{
                      // Numbers stay on one line; names wrap inside a bounded column rather than push the table wide.
                      ...(column?.numeric ? { whiteSpace: 'nowrap' } : { minWidth: 96, overflowWrap: 'anywhere' }),
                      order: PHONE_ORDER[column?.key ?? ''] ?? 5,
                      ...(row.thin && column?.numeric ? { fontStyle: 'italic' } : {}),
                      ...(column?.game ? GAME_COLUMN : {}),
                    }}
                    data-column={column?.header}
                  >
                    {column?.numeric ? (
                      <CellButton cell={cell} onShowPlays={onShowPlays} label={`${row.label}, ${column.header}`} />
                    ) : (
                      // A table cell ignores max-width: the box inside bounds a long name so it wraps.
                      <Box component="span" sx={{ display: 'inline-block', maxWidth: { xs: 'none', sm: 200 } }}>
                        <CellButton cell={cell} onShowPlays={onShowPlays} label={`${row.label}, ${column?.header ?? ''}`} />
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The side switch (Offense / Defense / Special teams, each a link) and which plays the page reads. */
function SideSwitch({
  side,
  counts,
  href,
  whose,
}: {
  side: Side;
  counts: SideCounts;
  href(side: Side): string;
  whose?: WhosePlays | null;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      <ButtonGroup component="nav" role="navigation" aria-label="Side of the ball" size="small" sx={{ flexWrap: 'nowrap' }}>
        {SIDES.map((option) => (
          <Button
            key={option}
            component={RouterLink}
            to={href(option)}
            replace
            variant={option === side ? 'contained' : 'outlined'}
            aria-current={option === side ? 'page' : undefined}
            sx={{ whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } }}
          >
            {SIDE_LABELS[option]}
          </Button>
        ))}
      </ButtonGroup>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="analytics-side">
        {whosePlaysText(side, counts, whose)}
      </Typography>
    </Stack>
  );
}

/** A view's choice of layout for its main table (down & distance by down or merged; formations by name or grouped). */
function LayoutSwitch({ view }: { view: AnalyticsView }) {
  const [params, setParams] = useSearchParams();
  const offered = VIEW_LAYOUTS[view];
  const layout = layoutOf(view, params.get('layout'));
  if (offered.length === 0 || layout === null) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={layout}
      aria-label="Table layout"
      onChange={(_event, next: string | null) => {
        if (next === null) return;
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === offered[0]) updated.delete('layout');
            else updated.set('layout', next);
            return updated;
          },
          { replace: true },
        );
      }}
      sx={{ mb: 1, px: { xs: 1, sm: 0 } }}
    >
      {offered.map((option) => (
        <ToggleButton key={option} value={option} sx={{ textTransform: 'none', py: 0.25 }}>
          {TABLE_LAYOUT_LABELS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function TableCard({
  titled,
  caption,
  chart,
  footer,
  controls,
  onShowPlays,
  onPickRow,
}: {
  titled: TitledTable;
  caption?: string;
  chart?: ReactNode;
  footer?: ReactNode;
  controls?: ReactNode;
  onShowPlays(plays: CellPlays): void;
  onPickRow?: ((tableId: string, row: ViewRow) => void) | null;
}) {
  return (
    <Card component="section" aria-label={titled.title}>
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h2" sx={{ px: { xs: 1, sm: 0 } }}>
          {titled.title}
        </Typography>
        {caption && !titled.missing ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 0 }, mb: 1 }}>
            {caption}
          </Typography>
        ) : null}
        {titled.missing ? (
          <Alert severity="info" data-testid="missing-column" sx={{ mt: 1 }}>
            {titled.missing}
          </Alert>
        ) : (
          <>
            {controls}
            {chart}
            <Box sx={{ mt: chart ? 2 : 0 }}>
              <TendencyTableView
                table={titled.table}
                title={titled.title}
                heading={titled.heading}
                onShowPlays={onShowPlays}
                tableId={titled.id}
                onPickRow={onPickRow}
              />
            </Box>
            {footer}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The kicking game phase by phase: each phase's total line and split tables; an empty phase says so in a line. */
function SpecialTeamsPhases({
  phases,
  withGames,
  onShowPlays,
}: {
  phases: readonly PhaseView[];
  withGames(table: ViewTable): ViewTable;
  onShowPlays(plays: CellPlays): void;
}) {
  const empty = phases.filter((phase) => phase.n === 0);
  return (
    <Stack spacing={2}>
      {phases
        .filter((phase) => phase.n > 0)
        .map((phase) => (
          <Card component="section" key={phase.key} aria-label={phase.label}>
            <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
              <Typography variant="h6" component="h2" sx={{ px: { xs: 1, sm: 0 } }}>
                {phase.label}{' '}
                <Typography component="span" color="text.secondary">
                  · {phase.n} {phase.n === 1 ? 'play' : 'plays'}
                </Typography>
              </Typography>
              <Stack spacing={2} sx={{ mt: 1 }}>
                {phase.tables.map((titled, position) => (
                  <Box key={titled.id}>
                    {position > 0 ? (
                      <Typography variant="subtitle2" component="h3" sx={{ px: { xs: 1, sm: 0 }, mb: 0.5 }}>
                        {titled.title}
                      </Typography>
                    ) : null}
                    <TendencyTableView
                      table={withGames(titled.table)}
                      title={position === 0 ? phase.label : `${phase.label} · ${titled.title}`}
                      heading={titled.heading}
                      onShowPlays={onShowPlays}
                    />
                  </Box>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      {empty.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="empty-phases">
          No plays tagged for: {empty.map((phase) => phase.label.toLowerCase()).join(', ')}.
        </Typography>
      ) : null}
    </Stack>
  );
}

const RATES_CAPTION: Record<'offense' | 'defense', string> = {
  offense: "Rates are of the row's run and pass plays, with the count.",
  defense:
    "Run and pass are the offense's plays against the defense; yards, success and explosives are what the defense allowed; pressure is the share of the row's snaps with a pressure (BLITZ) tagged.",
};

/**
 * One analytics view of a set of plays for one side of the ball: the side switch (in the address, `?side=`),
 * the views' tabs, the breakdown filters (in the address, as the scout film reads them), the key tendencies, a
 * chart and the view's tables; or, for the special-teams view, the kicking game phase by phase. Every number
 * opens the plays behind it. Computed in the browser from the cards' breakdowns.
 */
export function AnalyticsScreen({
  view,
  inputs,
  preferredSide,
  viewHref,
  filmPath,
  cardHref,
  header,
  group,
  conceptTypeOf = null,
  rules,
  whose = null,
  printPath = null,
  sheetTitle = 'Call sheet',
}: AnalyticsScreenProps) {
  // The address's `side=` is the side switch's (the filter's URL form reads it too, so the scout film and export
  // links the page gives carry the side): the filter panel works on the other dimensions and keeps the side.
  const [addressFilter, setAddressFilter] = useBreakdownFilter();
  const filter = useMemo(() => ({ ...addressFilter, sides: [] }), [addressFilter]);
  const setFilter = (next: BreakdownFilter) => setAddressFilter({ ...next, sides: addressFilter.sides });
  const [filtersOpen, setFiltersOpen] = useState(() => !isEmptyBreakdownFilter(filter));
  const [shown, setShown] = useState<CellPlays | null>(null);
  const [situation, setSituation] = useState<SituationForm>(EMPTY_SITUATION);
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();
  const [params] = useSearchParams();

  const counts = useMemo(() => sideCounts(inputs), [inputs]);
  const side: Side = view === 'special-teams' ? 'special-teams' : (parseSide(params.get('side')) ?? openingSide(preferredSide, counts));
  const tableSide = side === 'defense' ? 'defense' : 'offense';
  const layout = view === 'special-teams' ? null : layoutOf(view, params.get('layout'));

  const index = useMemo(() => indexInputs(inputs), [inputs]);
  // The columns the sheet has are read from every play of the side shown, before the filter (inputs come oriented).
  const tagged = useMemo(() => taggedFields(inputs, tableSide), [inputs, tableSide]);
  const options = useMemo(() => breakdownFilterOptions(inputs.map((input) => input.breakdown)), [inputs]);
  const kept = useMemo(() => filterInputs(inputs, filter), [inputs, filter]);
  const report = useMemo(
    () => (view === 'special-teams' ? null : computeTendencies(kept, { side: tableSide, rules })),
    [view, kept, tableSide, rules],
  );
  const kicking = useMemo(() => (view === 'special-teams' ? computeSpecialTeams(kept, { rules }) : null), [view, kept, rules]);
  const gameSnaps = useMemo(
    () => new Map((report?.games ?? kicking?.games ?? []).map((game) => [game.reportId, game.snaps])),
    [report, kicking],
  );
  const withGames = (table: ViewTable) => (group ? withGameColumns(table, group.games, (id) => gameSnaps.get(id) ?? 0, index) : table);
  const tables = (
    report && view !== 'special-teams' ? viewTables(view, report, index, { conceptType: conceptTypeOf, layout, tagged }) : []
  ).map((titled) => ({ ...titled, table: withGames(titled.table) }));
  const phases = useMemo(() => (kicking ? specialTeamsView(kicking) : []), [kicking]);

  /** The address of a side: the special-teams view, or this view (the first from the special-teams view) on that side. */
  const sideHref = (option: Side) => {
    if (option === 'special-teams') {
      // The side and a view's table layout mean nothing there; the filters go along.
      return withQueryParam(withQueryParam(withPageQuery(viewHref('special-teams'), location.search), 'side', null), 'layout', null);
    }
    const target: AnalyticsView = view === 'special-teams' ? ANALYTICS_VIEWS[0] : view;
    return withPageQuery(withQueryParam(viewHref(target), 'side', option), location.search);
  };
  if (view !== 'special-teams' && side === 'special-teams') return <Navigate to={sideHref('special-teams')} replace />;

  const snaps = report?.snaps ?? kicking?.n ?? 0;
  // "What's next" reads every play of the side shown (the filters narrow the tables, its situation is its own).
  const predicts = view !== 'special-teams' && counts[tableSide] > 0;
  const showWhatsNext = () => document.getElementById('whats-next')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  /** A table row's situation or a play's fills the panel (the words for it load with the panel). */
  const pickRow = (tableId: string, row: ViewRow) =>
    void import('../whats-next').then(({ formPatchOfRow }) => {
      const patch = formPatchOfRow(tableId, row, index);
      if (!patch) return;
      setSituation((current) => ({ ...current, ...patch }));
      showWhatsNext();
    });
  const pickPlay = (cardId: string) =>
    void import('../whats-next').then(({ formOfInput }) => {
      const input = index.get(cardId);
      if (!input) return;
      setSituation(formOfInput(input));
      setShown(null);
      showWhatsNext();
    });
  const [main, ...more] = tables;
  const noneMessage =
    inputs.length === 0
      ? group
        ? 'These reports have no plays yet.'
        : 'This report has no plays yet.'
      : counts[side] === 0
        ? `${group ? 'These reports have' : 'This report has'} no ${sideNoun(side)} (${whosePlaysText(side, counts, whose)}).`
        : `No ${sideNoun(side)} match these filters.`;
  const caption = `${RATES_CAPTION[tableSide]} Rows under 5 plays are marked thin. Select a number or a bar to see its plays.${
    group ? " Each game's column counts the row's plays in that game." : ''
  }`;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {header}
      <SideSwitch side={side} counts={counts} href={sideHref} whose={whose} />
      {view !== 'special-teams' ? (
        <Tabs
          value={view}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Analytics views"
          sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}
        >
          {ANALYTICS_VIEWS.map((option) => (
            <Tab
              key={option}
              value={option}
              label={ANALYTICS_VIEW_TITLES[option]}
              component={RouterLink}
              to={withQueryParam(withPageQuery(viewHref(option), location.search), 'layout', null)}
            />
          ))}
        </Tabs>
      ) : (
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {SCREEN_VIEW_TITLES[view]}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FiltersToggleButton filter={filter} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
        <Typography sx={{ fontWeight: 600 }} data-testid="analytics-snaps">
          {snapsText(side, snaps)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kept.length} of {inputs.length} plays
        </Typography>
        {printPath && snaps > 0 ? (
          <Button
            component={RouterLink}
            to={printHref(printPath, location.search, side)}
            size="small"
            variant="outlined"
            startIcon={<PrintOutlinedIcon />}
            sx={{ ml: { sm: 'auto' } }}
          >
            Print these
          </Button>
        ) : null}
        {predicts ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ListAltOutlinedIcon />}
            onClick={() => setSheetOpen(true)}
            sx={printPath && snaps > 0 ? undefined : { ml: { sm: 'auto' } }}
          >
            Call sheet
          </Button>
        ) : null}
      </Stack>
      <Collapse in={filtersOpen} unmountOnExit>
        <LazyFilterPanel filter={filter} options={options} matching={kept.length} total={inputs.length} onChange={setFilter} />
      </Collapse>
      {snaps === 0 ? (
        <Alert severity="info">{noneMessage}</Alert>
      ) : kicking ? (
        <SpecialTeamsPhases phases={phases} withGames={withGames} onShowPlays={setShown} />
      ) : report && main && view !== 'special-teams' ? (
        <>
          {predicts ? (
            <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Loading What's next" />}>
              <WhatsNextPanel
                inputs={inputs}
                side={tableSide}
                rules={rules}
                form={situation}
                onFormChange={setSituation}
                onShowPlays={setShown}
                filmHref={filmPath ? (cardIds) => scoutFilmHref(filmPath, cardNumbersOf(cardIds, index)) : null}
              />
            </Suspense>
          ) : null}
          <KeyTendencyList
            tendencies={report.keyTendencies}
            limit={10}
            onShowPlays={setShown}
            perGame={group ? (tendency: KeyTendency) => perGameCounts(tendency, report.games) : undefined}
          />
          <TableCard
            titled={main}
            caption={caption}
            onShowPlays={setShown}
            onPickRow={pickRow}
            controls={<LayoutSwitch view={view} />}
            chart={
              <Suspense
                fallback={
                  <Skeleton variant="rounded" height={Math.min(main.table.rows.length, 10) * 34 + 70} aria-label="Loading the chart" />
                }
              >
                <TendencyChart
                  bars={chartRows(main.table)}
                  title={main.title}
                  onSelect={(position, kind) => {
                    const row = chartRows(main.table)[position];
                    if (row) setShown(kind === 'run' ? row.runPlays : row.passPlays);
                  }}
                />
              </Suspense>
            }
            footer={
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, px: { xs: 1, sm: 0 } }}>
                {describeTendencyRules(report.rules)}
              </Typography>
            }
          />
          {more.map((titled) => (
            <TableCard
              key={titled.id}
              titled={titled}
              caption={titled.id === 'situations' ? 'Situations overlap (a 3rd down in the red zone counts in both).' : undefined}
              onShowPlays={setShown}
              onPickRow={pickRow}
            />
          ))}
        </>
      ) : null}
      {shown ? (
        <Suspense fallback={null}>
          <PlaysDialog
            plays={shown}
            index={index}
            filmPath={filmPath}
            cardHref={cardHref}
            games={group?.games}
            gameFilmPath={group?.filmPath}
            onPredict={predicts ? pickPlay : undefined}
            onClose={() => setShown(null)}
          />
        </Suspense>
      ) : null}
      {sheetOpen && predicts ? (
        <Suspense fallback={null}>
          <CallSheet inputs={inputs} side={tableSide} rules={rules} title={sheetTitle} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
