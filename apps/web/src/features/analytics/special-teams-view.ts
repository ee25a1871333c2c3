import {
  averageText,
  percentText,
  type KickCell,
  type KickPhase,
  type KickPhaseKey,
  type KickRow,
  type SpecialTeamsReport,
  type ValueCount,
} from '@scout/shared/domain/tendencies';
import type { TitledTable, ViewCell, ViewColumn, ViewRow, ViewTable } from './analytics-view';

/**
 * The special-teams view as plain data: each phase of the kicking game (kickoffs, returns, punts, field goals,
 * tries, blocks) with its total line and its split tables, every number opening the plays behind it.
 */

/** A phase as the page shows it: its tables (the total first), or none when no play of the phase is tagged. */
export interface PhaseView {
  key: KickPhaseKey;
  label: string;
  n: number;
  tables: TitledTable[];
}

/** 'Return 5, Touchback 3'; '—' without a result. */
function resultsText(results: readonly ValueCount<string | null>[]): string {
  const named = results.filter((entry) => entry.value !== null);
  return named.length === 0 ? '—' : named.map((entry) => `${entry.value} ${entry.n}`).join(', ');
}

interface KickColumn extends ViewColumn {
  text(cell: KickCell): string;
}

const KICK_COLUMN = {
  share: { key: 'share', header: 'Share', numeric: true, text: (cell: KickCell) => percentText(cell.share) },
  kickYards: { key: 'kick', header: 'Kick yds', numeric: true, text: (cell: KickCell) => averageText(cell.kickYards, cell.kickYardsN) },
  hangTime: { key: 'hang', header: 'Hang time', numeric: true, text: (cell: KickCell) => averageText(cell.hangTime, cell.hangTimeN) },
  returnYards: {
    key: 'return',
    header: 'Return yds',
    numeric: true,
    text: (cell: KickCell) => averageText(cell.returnYards, cell.returnYardsN),
  },
  touchbacks: { key: 'touchbacks', header: 'Touchbacks', numeric: true, text: (cell: KickCell) => String(cell.touchbacks) },
  touchdowns: { key: 'touchdowns', header: 'TDs', numeric: true, text: (cell: KickCell) => String(cell.touchdowns) },
  onside: {
    key: 'onside',
    header: 'Onside (recovered)',
    numeric: true,
    text: (cell: KickCell) => (cell.onside === 0 ? '0' : `${cell.onside} (${cell.onsideRecovered})`),
  },
  made: { key: 'made', header: 'Made', numeric: true, text: (cell: KickCell) => String(cell.made) },
  missed: { key: 'missed', header: 'Missed', numeric: true, text: (cell: KickCell) => String(cell.missed) },
  blocked: { key: 'blocked', header: 'Blocked', numeric: true, text: (cell: KickCell) => String(cell.blocked) },
  makeRate: {
    key: 'rate',
    header: 'Made %',
    numeric: true,
    text: (cell: KickCell) =>
      cell.makeRate === null ? '—' : `${percentText(cell.makeRate)} (${cell.made}/${cell.made + cell.missed + cell.blocked})`,
  },
  results: { key: 'results', header: 'Results', numeric: false, text: (cell: KickCell) => resultsText(cell.results) },
} satisfies Record<string, KickColumn>;

/** What each phase's tables show beside the plays. */
const PHASE_COLUMNS: Record<KickPhaseKey, KickColumn[]> = {
  kickoff: [
    KICK_COLUMN.share,
    KICK_COLUMN.kickYards,
    KICK_COLUMN.hangTime,
    KICK_COLUMN.returnYards,
    KICK_COLUMN.touchbacks,
    KICK_COLUMN.onside,
    KICK_COLUMN.results,
  ],
  'kickoff-return': [KICK_COLUMN.share, KICK_COLUMN.returnYards, KICK_COLUMN.touchdowns, KICK_COLUMN.results],
  punt: [
    KICK_COLUMN.share,
    KICK_COLUMN.kickYards,
    KICK_COLUMN.hangTime,
    KICK_COLUMN.returnYards,
    KICK_COLUMN.touchbacks,
    KICK_COLUMN.results,
  ],
  'punt-return': [KICK_COLUMN.share, KICK_COLUMN.returnYards, KICK_COLUMN.touchdowns, KICK_COLUMN.results],
  'field-goal': [KICK_COLUMN.share, KICK_COLUMN.made, KICK_COLUMN.missed, KICK_COLUMN.blocked, KICK_COLUMN.makeRate, KICK_COLUMN.kickYards],
  'extra-point': [KICK_COLUMN.share, KICK_COLUMN.made, KICK_COLUMN.missed, KICK_COLUMN.blocked, KICK_COLUMN.makeRate],
  'two-point': [KICK_COLUMN.share, KICK_COLUMN.made, KICK_COLUMN.missed, KICK_COLUMN.makeRate, KICK_COLUMN.results],
  blocks: [KICK_COLUMN.share, KICK_COLUMN.touchdowns, KICK_COLUMN.results],
};

/** The columns a phase's tables show, for a screen or a printout. */
export function phaseColumns(key: KickPhaseKey): readonly { header: string; numeric: boolean; text(cell: KickCell): string }[] {
  return PHASE_COLUMNS[key];
}

function kickRow(row: KickRow, title: string, columns: readonly KickColumn[]): ViewRow {
  const { cell } = row;
  const plays = cell.n > 0 ? { title, cardIds: cell.cardIds } : null;
  const cells: ViewCell[] = [
    { text: String(cell.n), plays, thin: cell.thin },
    ...columns.map((column) => ({ text: column.text(cell), plays })),
  ];
  return {
    key: String(row.key),
    label: row.label,
    n: cell.n,
    thin: cell.thin,
    run: 0,
    pass: 0,
    cardIds: cell.cardIds,
    runPlays: { title, cardIds: [] },
    passPlays: { title, cardIds: [] },
    cells,
  };
}

function kickTable(rows: readonly KickRow[], phase: KickPhase, columns: readonly KickColumn[]): ViewTable {
  return {
    n: phase.total.n,
    columns: [{ key: 'n', header: 'Plays', numeric: true }, ...columns.map(({ key, header, numeric }) => ({ key, header, numeric }))],
    rows: rows.map((row) => kickRow(row, `${phase.label} · ${row.label}`, columns)),
  };
}

/** Every phase in KICK_PHASES order: a total line, then its splits (kickoffs by direction and kick type …). */
export function specialTeamsView(report: SpecialTeamsReport): PhaseView[] {
  return report.phases.map((phase) => {
    const columns = PHASE_COLUMNS[phase.key];
    if (phase.total.n === 0) return { key: phase.key, label: phase.label, n: 0, tables: [] };
    const total: KickRow = { key: 'total', label: `All ${phase.label.toLowerCase()}`, cell: phase.total };
    return {
      key: phase.key,
      label: phase.label,
      n: phase.total.n,
      tables: [
        { id: `${phase.key}-total`, title: phase.label, heading: phase.label, table: kickTable([total], phase, columns) },
        ...phase.splits.map((split) => ({
          id: `${phase.key}-${split.key}`,
          title: split.title,
          heading: split.title.replace(/^By /, '').replace(/^./, (first) => first.toUpperCase()),
          table: kickTable(split.rows, phase, columns),
        })),
      ],
    };
  });
}
