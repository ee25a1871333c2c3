import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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
import Typography from '@mui/material/Typography';
import { breakdownFilterOptions, isEmptyBreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import {
  computeTendencies,
  describeTendencyRules,
  type KeyTendency,
  type TendencyInput,
  type TendencyRules,
} from '@scout/shared/domain/tendencies';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { FilterPanel, FiltersToggleButton } from '../../../components/ui/breakdown-filter-panel';
import { perGameCounts } from '../../../entities/report-groups/group-games';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import {
  ANALYTICS_VIEWS,
  ANALYTICS_VIEW_TITLES,
  chartRows,
  filterInputs,
  indexInputs,
  viewTable,
  withGameColumns,
  withPageQuery,
  type AnalyticsGame,
  type AnalyticsView,
  type CellPlays,
  type ViewCell,
  type ViewTable,
  type ConceptTypeOf,
} from '../analytics-view';
import { KeyTendencyList } from './key-tendency-list';
import { PlaysDialog } from './plays-dialog';

/** The charts library loads on its own, after the table (it is the heaviest part of these pages). */
const TendencyChart = lazy(async () => ({ default: (await import('./tendency-chart')).TendencyChart }));

interface AnalyticsScreenProps {
  view: AnalyticsView;
  /** Every play of the report (or the demo game), in card order. */
  inputs: readonly TendencyInput[];
  /** The address of each view (the filter in the address goes along). */
  viewHref(view: AnalyticsView): string;
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

function TendencyTableView({ table, title, onShowPlays }: { table: ViewTable; title: string; onShowPlays(plays: CellPlays): void }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={`${title} table`} sx={{ minWidth: 720, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: 700, minWidth: 130 }}>
              {title.replace(/ Analysis$/, '')}
            </TableCell>
            {table.columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...(column.game ? GAME_COLUMN : {}) }}
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
            <TableRow key={row.key} hover data-row={row.label} sx={row.n === 0 ? { '& td': { color: 'text.disabled' } } : undefined}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                  fontWeight: 600,
                  whiteSpace: { xs: 'normal', sm: 'nowrap' },
                  maxWidth: { xs: 128, sm: 'none' },
                  boxShadow: { xs: '1px 0 0 rgba(0,0,0,0.08)', sm: 'none' },
                }}
              >
                {row.label}
                {row.thin && row.n > 0 ? (
                  <Chip
                    label="thin"
                    size="small"
                    variant="outlined"
                    color="warning"
                    title="Fewer than 5 plays: read with care"
                    sx={{
                      ml: { xs: 0, sm: 1 },
                      mt: { xs: 0.25, sm: 0 },
                      display: { xs: 'flex', sm: 'inline-flex' },
                      width: 'fit-content',
                      height: 18,
                      fontSize: '0.68rem',
                    }}
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
                      whiteSpace: 'nowrap',
                      ...(row.thin && column?.numeric ? { fontStyle: 'italic' } : {}),
                      ...(column?.game ? GAME_COLUMN : {}),
                    }}
                    data-column={column?.header}
                  >
                    <CellButton cell={cell} onShowPlays={onShowPlays} label={`${row.label}, ${column?.header ?? ''}`} />
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

/**
 * One analytics view (play concepts, hash, down & distance, formations) of a set of plays: the views' tabs, the
 * breakdown filters (in the address, as the scout film reads them), the key tendencies, a chart and the table.
 * Every number opens the plays behind it. Computed in the browser from the cards' breakdowns.
 */
export function AnalyticsScreen({
  view,
  inputs,
  viewHref,
  filmPath,
  cardHref,
  header,
  group,
  conceptTypeOf = null,
  rules,
}: AnalyticsScreenProps) {
  const [filter, setFilter] = useBreakdownFilter();
  const [filtersOpen, setFiltersOpen] = useState(() => !isEmptyBreakdownFilter(filter));
  const [shown, setShown] = useState<CellPlays | null>(null);
  const location = useLocation();

  const index = useMemo(() => indexInputs(inputs), [inputs]);
  const options = useMemo(() => breakdownFilterOptions(inputs.map((input) => input.breakdown)), [inputs]);
  const kept = useMemo(() => filterInputs(inputs, filter), [inputs, filter]);
  const report = useMemo(() => computeTendencies(kept, { rules }), [kept, rules]);
  const table = useMemo(() => {
    const single = viewTable(view, report, index, conceptTypeOf);
    if (!group) return single;
    const snaps = new Map(report.games.map((game) => [game.reportId, game.snaps]));
    return withGameColumns(single, group.games, (reportId) => snaps.get(reportId) ?? 0, index);
  }, [view, report, index, group, conceptTypeOf]);
  const title = ANALYTICS_VIEW_TITLES[view];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {header}
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
            to={withPageQuery(viewHref(option), location.search)}
          />
        ))}
      </Tabs>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FiltersToggleButton filter={filter} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
        <Typography sx={{ fontWeight: 600 }} data-testid="analytics-snaps">
          {report.snaps} offensive snaps
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kept.length} of {inputs.length} plays
        </Typography>
      </Stack>
      <Collapse in={filtersOpen} unmountOnExit>
        <FilterPanel filter={filter} options={options} matching={kept.length} total={inputs.length} onChange={setFilter} />
      </Collapse>
      {report.snaps === 0 ? (
        <Alert severity="info">
          {inputs.length === 0
            ? group
              ? 'These reports have no plays yet.'
              : 'This report has no plays yet.'
            : 'No offensive snaps match these filters.'}
        </Alert>
      ) : (
        <>
          <KeyTendencyList
            tendencies={report.keyTendencies}
            limit={10}
            onShowPlays={setShown}
            perGame={group ? (tendency: KeyTendency) => perGameCounts(tendency, report.games) : undefined}
          />
          <Card>
            <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
              <Typography variant="h6" component="h2" sx={{ px: { xs: 1, sm: 0 } }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 0 }, mb: 1 }}>
                Rates are of the row&apos;s run and pass plays, with the count. Rows under 5 plays are marked thin. Select a number or a bar
                to see its plays.{group ? " Each game's column counts the row's plays in that game." : ''}
              </Typography>
              <Suspense
                fallback={<Skeleton variant="rounded" height={Math.min(table.rows.length, 10) * 34 + 70} aria-label="Loading the chart" />}
              >
                <TendencyChart
                  bars={chartRows(table)}
                  title={title}
                  onSelect={(position, kind) => {
                    const row = chartRows(table)[position];
                    if (row) setShown(kind === 'run' ? row.runPlays : row.passPlays);
                  }}
                />
              </Suspense>
              <Box sx={{ mt: 2 }}>
                <TendencyTableView table={table} title={title} onShowPlays={setShown} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, px: { xs: 1, sm: 0 } }}>
                {describeTendencyRules(report.rules)}
              </Typography>
            </CardContent>
          </Card>
        </>
      )}
      <PlaysDialog
        plays={shown}
        index={index}
        filmPath={filmPath}
        cardHref={cardHref}
        games={group?.games}
        gameFilmPath={group?.filmPath}
        onClose={() => setShown(null)}
      />
    </Stack>
  );
}
