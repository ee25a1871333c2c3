import { formatDownAndDistance, formatGainLoss, formatSignedYardLine } from '@scout/shared/domain';
import { conceptOf } from '@scout/shared/domain/breakdown-filters';
import {
  averageText,
  computeSpecialTeams,
  computeTendencies,
  isPressure,
  percentText,
  rateCountText,
  ratioText,
  sideOfPlay,
  taggedFields,
  topText,
  yardsText,
  type CallRow,
  type KickCell,
  type KickRow,
  type Side,
  type SpecialTeamsReport,
  type TendencyInput,
  type TendencyReport,
  type TendencyRow,
  type TaggedField,
  type TendencyRules,
} from '@scout/shared/domain/tendencies';

/**
 * The analytics tables as the printed report shows them, as plain data (no React), and how they fall onto pages.
 *
 * The booklet numbers its pages itself ('Page n of m'), so it must know before printing where a long table
 * breaks: every row is one line (two for a long key tendency) of a fixed height, cells never wrap (long text
 * ends in '…'), and `paginateTables` packs the tables onto pages by those heights; a table that goes on to
 * the next page repeats its title ('… (continued)') and its header row there.
 */

export interface PrintColumn {
  header: string;
  /** Share of the page width, in percent (a table's columns add up to 100). */
  width: number;
  numeric: boolean;
}

export interface PrintRow {
  key: string;
  /** The first cell is the row's label; a thin row's label ends in ' *'. */
  cells: string[];
  thin: boolean;
  /** No plays in this bucket (drawn lighter). */
  empty?: boolean;
  /** How many text lines the row takes (1, or 2 for a long key tendency). */
  lines: 1 | 2;
}

export interface PrintTable {
  id: string;
  title: string;
  columns: PrintColumn[];
  rows: PrintRow[];
  /** What the table says when it has no rows. */
  empty: string;
}

/** A key tendency longer than this takes two lines on the page. */
export const ONE_LINE_SENTENCE = 95;
/** The key tendencies printed. */
export const PRINTED_KEY_TENDENCIES = 10;

/** Thin in print: some plays, but fewer than the rules' 5 (a bucket without plays says 0 and needs no mark). */
const isThin = (row: TendencyRow<unknown>) => row.cell.thin && row.cell.n > 0;
const label = (row: TendencyRow<unknown>) => (isThin(row) ? `${row.label} *` : row.label);

function runPass(row: TendencyRow<unknown>): string[] {
  return [rateCountText(row.cell.runRate, row.cell.run), rateCountText(row.cell.passRate, row.cell.pass)];
}

function printRow(row: TendencyRow<unknown>, cells: string[]): PrintRow {
  return { key: String(row.key), cells: [label(row), ...cells], thin: isThin(row), empty: row.cell.n === 0, lines: 1 };
}

const column = (header: string, width: number, numeric = true): PrintColumn => ({ header, width, numeric });

/**
 * Key tendencies, down & distance, field zones, situations, hash, personnel groupings, formations and play
 * concepts: the tables a coach hands out.
 */
function keyTendencyTable(report: TendencyReport): PrintTable {
  const keys = report.keyTendencies.slice(0, PRINTED_KEY_TENDENCIES);
  return {
    id: 'key-tendencies',
    title: 'Key tendencies',
    empty: 'No tendency stands out yet (each needs at least 5 plays).',
    columns: [column('#', 4), column('Tendency', 96, false)],
    rows: keys.map((key, index) => ({
      key: `${index}`,
      cells: [String(index + 1), key.sentence],
      thin: false,
      lines: key.sentence.length > ONE_LINE_SENTENCE ? 2 : 1,
    })),
  };
}

export function printTables(report: TendencyReport): PrintTable[] {
  return [
    keyTendencyTable(report),
    {
      id: 'down-distance',
      title: 'Down & distance',
      empty: 'No downs broken down yet.',
      columns: [
        column('Situation', 25, false),
        column('Plays', 7),
        column('Run', 9),
        column('Pass', 9),
        column('Success', 11),
        column('Converted', 11),
        column('Top plays', 28, false),
      ],
      rows: report.downDistanceByDown.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          ...runPass(row),
          ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
          ratioText(row.conversionRate, row.conversions, row.thirdFourth),
          topText(row.cell.topPlays),
        ]),
      ),
    },
    {
      id: 'field-zones',
      title: 'Field zones',
      empty: 'No yard lines broken down yet.',
      columns: [
        column('Zone', 24, false),
        column('Plays', 7),
        column('% snaps', 9),
        column('Run', 9),
        column('Pass', 9),
        column('Yds/play', 9),
        column('Success', 11),
        column('Top plays', 22, false),
      ],
      rows: report.fieldZones.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          percentText(row.cell.share),
          ...runPass(row),
          yardsText(row.cell.yardsPerPlay),
          ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
          topText(row.cell.topPlays),
        ]),
      ),
    },
    {
      id: 'situations',
      title: 'Situations',
      empty: 'No plays broken down yet.',
      columns: [
        column('Situation', 26, false),
        column('Plays', 7),
        column('Run', 9),
        column('Pass', 9),
        column('Yds/play', 9),
        column('Success', 11),
        column('Top plays', 29, false),
      ],
      rows: report.situations.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          ...runPass(row),
          yardsText(row.cell.yardsPerPlay),
          ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
          topText(row.cell.topPlays),
        ]),
      ),
    },
    {
      id: 'hash',
      title: 'L/M/R hash',
      empty: 'No hashes broken down yet.',
      columns: [
        column('Hash', 15, false),
        column('Plays', 7),
        column('Run', 9),
        column('Pass', 9),
        column('Top plays', 31, false),
        column('Top formations', 29, false),
      ],
      rows: report.hashes.rows.map((row) =>
        printRow(row, [String(row.cell.n), ...runPass(row), topText(row.cell.topPlays), topText(row.cell.topFormations)]),
      ),
    },
    ...(tagged(report.directions.rows) ? [valueTable('directions', 'Play direction', 'Direction', report.directions.rows)] : []),
    ...(tagged(report.runGaps.rows) ? [valueTable('run-gaps', 'Run gaps', 'Gap', report.runGaps.rows)] : []),
    {
      id: 'personnel',
      title: 'Personnel groupings',
      empty: 'No personnel broken down yet.',
      columns: [
        column('Personnel', 16, false),
        column('Plays', 7),
        column('% snaps', 9),
        column('Run', 9),
        column('Pass', 9),
        column('Yds/play', 9),
        column('Top formations', 20, false),
        column('Top plays', 21, false),
      ],
      rows: report.personnel.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          percentText(row.cell.share),
          ...runPass(row),
          yardsText(row.cell.yardsPerPlay),
          topText(row.cell.topFormations),
          topText(row.cell.topPlays),
        ]),
      ),
    },
    {
      id: 'formations',
      title: 'Formations',
      empty: 'No formations broken down yet.',
      columns: [
        column('Formation', 22, false),
        column('Plays', 7),
        column('% snaps', 10),
        column('Run', 9),
        column('Pass', 9),
        column('Yds/play', 9),
        column('Top plays', 34, false),
      ],
      rows: report.formations.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          percentText(row.cell.share),
          ...runPass(row),
          yardsText(row.cell.yardsPerPlay),
          topText(row.cell.topPlays),
        ]),
      ),
    },
    {
      id: 'concepts',
      title: 'Play concepts',
      empty: 'No plays broken down yet.',
      columns: [
        column('Play', 30, false),
        column('Plays', 8),
        column('% snaps', 11),
        column('Run', 11),
        column('Pass', 11),
        column('Yds/play', 11),
        column('Success', 18),
      ],
      rows: report.concepts.rows.map((row) =>
        printRow(row, [
          String(row.cell.n),
          percentText(row.cell.share),
          ...runPass(row),
          yardsText(row.cell.yardsPerPlay),
          ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
        ]),
      ),
    },
  ];
}

/** Some play has the table's value (a PLAY DIR or GAP table of only 'No direction' is not printed). */
const tagged = (rows: readonly TendencyRow<unknown>[]) => rows.some((row) => row.key !== null && row.cell.n > 0);

/** Snaps by a value the sheet tags (PLAY DIR, GAP): plays, share, run, pass, yards a play, success, top plays. */
function valueTable(id: string, title: string, heading: string, rows: readonly TendencyRow<unknown>[]): PrintTable {
  return {
    id,
    title,
    empty: `No ${title.toLowerCase()} tagged yet.`,
    columns: [
      column(heading, 18, false),
      column('Plays', 7),
      column('% snaps', 9),
      column('Run', 9),
      column('Pass', 9),
      column('Yds/play', 9),
      column('Success', 11),
      column('Top plays', 28, false),
    ],
    rows: rows.map((row) =>
      printRow(row, [
        String(row.cell.n),
        percentText(row.cell.share),
        ...runPass(row),
        yardsText(row.cell.yardsPerPlay),
        ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
        topText(row.cell.topPlays),
      ]),
    ),
  };
}

/** The defense's answers in a row: pressure rate and its most used fronts and coverages, and the success it allowed. */
const ANSWER_COLUMNS = [
  column('Plays', 7),
  column('Run', 9),
  column('Pass', 9),
  column('Pressure', 9),
  column('Top fronts', 16, false),
  column('Top coverages', 19, false),
  column('Success', 12),
];

function answerTable(id: string, title: string, heading: string, empty: string, rows: readonly TendencyRow<unknown>[]): PrintTable {
  return {
    id,
    title,
    empty,
    columns: [column(heading, 19, false), ...ANSWER_COLUMNS],
    rows: rows.map((row) =>
      printRow(row, [
        String(row.cell.n),
        ...runPass(row),
        rateCountText(row.cell.pressureRate, row.cell.pressures),
        topText(row.cell.topFronts),
        topText(row.cell.topCoverages),
        ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
      ]),
    ),
  };
}

function callTable(id: string, title: string, heading: string, rows: readonly CallRow[]): PrintTable {
  return {
    id,
    title,
    empty: `No ${title.toLowerCase()} tagged yet.`,
    columns: [
      column(heading, 18, false),
      column('Plays', 7),
      column('% snaps', 8),
      column('Run', 9),
      column('Pass', 9),
      column('Yds/play', 8),
      column('Success', 11),
      column('Explosive', 9),
      column('Most common formation', 21, false),
    ],
    rows: rows.map((row) =>
      printRow(row, [
        String(row.cell.n),
        percentText(row.cell.share),
        ...runPass(row),
        yardsText(row.cell.yardsPerPlay),
        ratioText(row.cell.successRate, row.cell.successes, row.cell.judged),
        String(row.cell.explosives),
        row.mostCommonFormation ?? '—',
      ]),
    ),
  };
}

/** The formations (or personnel) a defense faced and its answer to each. */
function facedTable(id: string, title: string, heading: string, rows: readonly TendencyRow<unknown>[]): PrintTable {
  return {
    id,
    title,
    empty: `No ${heading.toLowerCase()} broken down yet.`,
    columns: [
      column(heading, 18, false),
      column('Plays', 7),
      column('% snaps', 8),
      column('Run', 9),
      column('Pass', 9),
      column('Pressure', 9),
      column('Top coverages', 20, false),
      column('Top fronts', 20, false),
    ],
    rows: rows.map((row) =>
      printRow(row, [
        String(row.cell.n),
        percentText(row.cell.share),
        ...runPass(row),
        rateCountText(row.cell.pressureRate, row.cell.pressures),
        topText(row.cell.topCoverages),
        topText(row.cell.topFronts),
      ]),
    ),
  };
}

/**
 * The defense's tables: key tendencies, its answers by down & distance, situation, field zone and hash; its
 * fronts, coverages and pressures with what each gave up; the formations and personnel it faced.
 */
export function defensePrintTables(report: TendencyReport): PrintTable[] {
  return [
    keyTendencyTable(report),
    answerTable('down-distance', 'Down & distance', 'Situation', 'No downs broken down yet.', report.downDistanceByDown.rows),
    answerTable('situations', 'Situations', 'Situation', 'No plays broken down yet.', report.situations.rows),
    answerTable('field-zones', 'Field zones', 'Zone', 'No yard lines broken down yet.', report.fieldZones.rows),
    answerTable('hash', 'L/M/R hash', 'Hash', 'No hashes broken down yet.', report.hashes.rows),
    ...(tagged(report.directions.rows)
      ? [answerTable('directions', 'Play direction', 'Direction', 'No play directions tagged yet.', report.directions.rows)]
      : []),
    ...(tagged(report.runGaps.rows) ? [answerTable('run-gaps', 'Run gaps', 'Gap', 'No run gaps tagged yet.', report.runGaps.rows)] : []),
    callTable('fronts', 'Fronts', 'Front', report.fronts.rows),
    callTable('coverages', 'Coverages', 'Coverage', report.coverages.rows),
    callTable('pressures', 'Pressures', 'Pressure', report.pressures.rows),
    facedTable('formations', 'Formations faced', 'Formation', report.formations.rows),
    facedTable('personnel', 'Personnel faced', 'Personnel', report.personnel.rows),
  ];
}

function kickRow(row: KickRow): PrintRow {
  const cell: KickCell = row.cell;
  const thin = cell.thin && cell.n > 0;
  const results = cell.results.filter((entry) => entry.value !== null);
  return {
    key: String(row.key),
    cells: [
      thin ? `${row.label} *` : row.label,
      String(cell.n),
      averageText(cell.kickYards, cell.kickYardsN),
      averageText(cell.hangTime, cell.hangTimeN),
      averageText(cell.returnYards, cell.returnYardsN),
      cell.made + cell.missed + cell.blocked === 0 ? '—' : `${cell.made}/${cell.made + cell.missed + cell.blocked}`,
      String(cell.touchbacks),
      String(cell.touchdowns),
      results.length === 0 ? '—' : results.map((entry) => `${entry.value} ${entry.n}`).join(', '),
    ],
    thin,
    empty: cell.n === 0,
    lines: 1,
  };
}

const KICK_COLUMNS = [
  column('Plays', 7),
  column('Kick yds', 9),
  column('Hang', 8),
  column('Return yds', 11),
  column('Made', 7),
  column('TB', 5),
  column('TD', 5),
  column('Results', 30, false),
];

/** The kicking game: each phase with plays, its total line then its splits (by direction, kick type, distance …). */
export function specialTeamsPrintTables(report: SpecialTeamsReport): PrintTable[] {
  return report.phases
    .filter((phase) => phase.total.n > 0)
    .flatMap((phase) => [
      {
        id: `${phase.key}-total`,
        title: phase.label,
        empty: '',
        columns: [column(phase.label, 18, false), ...KICK_COLUMNS],
        rows: [kickRow({ key: 'total', label: `All ${phase.label.toLowerCase()}`, cell: phase.total })],
      },
      ...phase.splits.map((split) => ({
        id: `${phase.key}-${split.key}`,
        title: `${phase.label} · ${split.title}`,
        empty: '',
        columns: [column(split.title.replace(/^By /, ''), 18, false), ...KICK_COLUMNS],
        rows: split.rows.map(kickRow),
      })),
    ]);
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : '—';

/** What a play's line names as its call: the offense's play, the defense's front / coverage / pressure, the kick. */
function callOf(input: TendencyInput, side: Side | null): string {
  const b = input.breakdown;
  if (side === 'defense') {
    const parts = [b.front, b.coverage, isPressure(b.pressure) ? b.pressure : null].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length === 0 ? '—' : parts.join(' / ');
  }
  if (side === 'special-teams')
    return [b.playType, b.kickType].filter((part) => typeof part === 'string' && part !== '').join(' · ') || '—';
  return conceptOf(b) ?? '—';
}

/** Every play in card order, one line each: the full play list at the end of the booklet. */
export function playListTable(inputs: readonly TendencyInput[]): PrintTable {
  return {
    id: 'play-list',
    title: 'All plays',
    empty: 'No plays yet.',
    columns: [
      column('#', 5),
      column('ODK', 5, false),
      column('Qtr', 5),
      column('D&D', 10, false),
      column('Hash', 6, false),
      column('Yard', 6),
      column('Formation', 18, false),
      column('Play / call', 24, false),
      column('Result', 13, false),
      column('Gain', 8),
    ],
    rows: [...inputs]
      .sort((a, b) => a.cardNumber - b.cardNumber)
      .map((input) => {
        const b = input.breakdown;
        const side = sideOfPlay(b.odkm, b.playType);
        return {
          key: input.cardId,
          cells: [
            String(input.cardNumber),
            text(b.odkm),
            text(b.quarter),
            formatDownAndDistance(b.down, b.distance) ?? '—',
            text(b.hash),
            formatSignedYardLine(b.yardLine) ?? '—',
            text(b.formation),
            callOf(input, side),
            text(b.result),
            formatGainLoss(b.gainLoss) ?? '—',
          ],
          thin: false,
          lines: 1 as const,
        };
      }),
  };
}

/** The column each printed table stands on: left out of the print when no printed play of its side has it. */
const PRINT_TABLE_COLUMN: Record<string, TaggedField> = {
  'down-distance': 'down',
  'field-zones': 'yardLine',
  hash: 'hash',
  directions: 'playDirection',
  'run-gaps': 'runGap',
  personnel: 'personnel',
  formations: 'formation',
  concepts: 'concept',
  fronts: 'front',
  coverages: 'coverage',
  pressures: 'pressure',
};

/** The tables whose column the sheet has (key tendencies and situations always print). */
export function tablesWithColumns(tables: readonly PrintTable[], tagged: ReadonlySet<TaggedField>): PrintTable[] {
  return tables.filter((table) => {
    const field = PRINT_TABLE_COLUMN[table.id];
    return field === undefined || tagged.has(field);
  });
}

/** The printable width of a sheet in CSS pixels: A4's 8.27 in less half-inch margins (Letter is wider). */
export const PRINT_WIDTH = 698;
/** What a character of the printed tables (11 px) takes at most, in CSS pixels, and a cell's padding. */
const CHAR_WIDTH = 6.6;
const HEADER_CHAR_WIDTH = 7.2;
const CELL_PADDING = 13;

/** A text's width at `perChar`, a '%' (the widest sign in these tables) counting half as much again. */
function textWidth(text: string, perChar: number): number {
  return (text.length + 0.6 * (text.split('%').length - 1)) * perChar;
}

/** The width a numeric column needs for its header and its longest number never to be cut, in CSS pixels. */
export function numericWidthNeeded(table: PrintTable, position: number): number {
  const header = table.columns[position]?.header ?? '';
  const longest = Math.max(0, ...table.rows.map((row) => (row.cells[position] ?? '').length));
  const widest = Math.max(0, ...table.rows.map((row) => textWidth(row.cells[position] ?? '', CHAR_WIDTH)));
  return Math.ceil(Math.max(textWidth(header, HEADER_CHAR_WIDTH), widest, longest * CHAR_WIDTH) + CELL_PADDING);
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '' || text === '—';

/**
 * A table as printed: without the columns no row has a value in (the label column stays), and with its numeric
 * columns as wide as their numbers need (a number is never cut to '…'); the text columns share the rest in
 * their given proportions.
 */
export function fitTable(table: PrintTable): PrintTable {
  const keep = table.columns.map(
    (_, position) => position === 0 || table.rows.length === 0 || table.rows.some((row) => !isBlank(row.cells[position])),
  );
  const kept: PrintTable = {
    ...table,
    columns: table.columns.filter((_, position) => keep[position]),
    rows: table.rows.map((row) => ({ ...row, cells: row.cells.filter((_, position) => keep[position]) })),
  };
  // A numeric column keeps its given width when its numbers fit in it, and widens when they do not.
  const textGiven = kept.columns.reduce((sum, entry) => sum + entry.width, 0) || 100;
  const numeric = kept.columns.map((entry, position) =>
    entry.numeric ? Math.max((entry.width / textGiven) * PRINT_WIDTH, numericWidthNeeded(kept, position)) : 0,
  );
  const numericTotal = numeric.reduce((sum, width) => sum + width, 0);
  const textShares = kept.columns.reduce((sum, entry) => sum + (entry.numeric ? 0 : entry.width), 0);
  const rest = Math.max(0, PRINT_WIDTH - numericTotal);
  const widths = kept.columns.map((entry, position) =>
    entry.numeric ? (numeric[position] ?? 0) : textShares === 0 ? 0 : (rest * entry.width) / textShares,
  );
  // Numbers alone wider than the page (never in these tables): scale everything down to fit.
  const total = widths.reduce((sum, width) => sum + width, 0) || 1;
  const scale = Math.min(1, PRINT_WIDTH / total) * (100 / PRINT_WIDTH);
  return {
    ...kept,
    columns: kept.columns.map((entry, position) => ({ ...entry, width: Math.round((widths[position] ?? 0) * scale * 100) / 100 })),
  };
}

/**
 * The call list of the tendency sheet: one line per play in card order — number, situation (down & distance,
 * hash, yard line), formation, play (the side's call) and result with the gain.
 */
export function callListTable(inputs: readonly TendencyInput[]): PrintTable {
  return {
    id: 'call-list',
    title: 'Every play printed',
    empty: 'No plays yet.',
    columns: [
      column('#', 6),
      column('Situation', 24, false),
      column('Formation', 22, false),
      column('Play', 28, false),
      column('Result', 20, false),
    ],
    rows: [...inputs]
      .sort((a, b) => a.cardNumber - b.cardNumber)
      .map((input) => {
        const b = input.breakdown;
        const situation = [formatDownAndDistance(b.down, b.distance), text(b.hash), formatSignedYardLine(b.yardLine)].filter(
          (part): part is string => part !== null && part !== '—',
        );
        const gain = formatGainLoss(b.gainLoss);
        const result = [text(b.result), gain].filter((part): part is string => part !== null && part !== '—');
        return {
          key: input.cardId,
          cells: [
            String(input.cardNumber),
            situation.join(' · ') || '—',
            text(b.formation),
            callOf(input, sideOfPlay(b.odkm, b.playType)),
            result.join(' ') || '—',
          ],
          thin: false,
          lines: 1 as const,
        };
      }),
  };
}

/** One side's part of the booklet's tables, starting on a new page under its heading. */
export interface PrintSection {
  id: Side;
  heading: string;
  note: string;
  /** Shown in the heading's rules line (the metric definitions), when the section has them. */
  rules: TendencyReport['rules'] | null;
  pages: TablePage[];
}

const SECTION_HEADINGS: Record<Side, string> = {
  offense: 'Tendencies · Offense',
  defense: 'Tendencies · Defense',
  'special-teams': 'Special teams',
};

/** How a report prints: the booklet (cover, every table, the cards, the play list) or the tendency sheet + call list. */
export const PRINT_LAYOUTS = ['booklet', 'sheet'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];
export const PRINT_LAYOUT_LABELS: Record<PrintLayout, string> = { booklet: 'Booklet', sheet: 'Tendency sheet + call list' };
export const PRINT_LAYOUT_PARAM = 'print';

/** The layout a `?print=` value names; the booklet otherwise (what a coach has been handing out). */
export function parsePrintLayout(value: string | null | undefined): PrintLayout {
  return value === 'sheet' ? 'sheet' : 'booklet';
}

/** The tables of the tendency sheet: the ones a coordinator reads first, on one or two pages a side. */
const SHEET_TABLES: Record<'offense' | 'defense', readonly string[]> = {
  offense: ['key-tendencies', 'down-distance', 'hash', 'directions', 'run-gaps', 'formations', 'concepts'],
  defense: ['key-tendencies', 'down-distance', 'hash', 'fronts', 'coverages', 'pressures', 'formations'],
};
/** Key tendencies on the sheet, and the rows of a table of the coach's own names (formations, plays, calls). */
const SHEET_KEY_TENDENCIES = 5;
const SHEET_NAMED_ROWS = 12;
const NAMED_TABLES = new Set(['formations', 'concepts', 'fronts', 'coverages', 'pressures']);

/** A table cut for the sheet: the top key tendencies, buckets with plays, the most used names ('Formations (top 12 of 31)'). */
function sheetTable(printed: PrintTable): PrintTable {
  if (printed.id === 'key-tendencies') return { ...printed, rows: printed.rows.slice(0, SHEET_KEY_TENDENCIES) };
  // The sheet is short: a bucket without plays (1st & <10 when only 3rd downs print) is left out.
  const table = printed.rows.some((row) => !row.empty) ? { ...printed, rows: printed.rows.filter((row) => !row.empty) } : printed;
  if (!NAMED_TABLES.has(table.id) || table.rows.length <= SHEET_NAMED_ROWS) return table;
  return {
    ...table,
    title: `${table.title} (top ${SHEET_NAMED_ROWS} of ${table.rows.length})`,
    rows: table.rows.slice(0, SHEET_NAMED_ROWS),
  };
}

interface SectionOptions {
  rules?: Partial<TendencyRules>;
  layout?: PrintLayout;
}

/**
 * The printout's tables side by side of the ball, as the plays hold them: the report type's side first, then
 * the other, then the kicking game; each side on pages of its own. A table whose column no printed play of its
 * side has is left out (no 'No hash 205' row), as are columns no row has a value in. The tendency sheet keeps
 * the tables a coordinator reads first and leaves the kicking game out unless the plays are only kicks.
 */
export function bookletSections(inputs: readonly TendencyInput[], preferred: Side, options: SectionOptions = {}): PrintSection[] {
  const layout = options.layout ?? 'booklet';
  const counts: Record<Side, number> = { offense: 0, defense: 0, 'special-teams': 0 };
  for (const input of inputs) {
    const side = sideOfPlay(input.breakdown.odkm, input.breakdown.playType);
    if (side) counts[side] += 1;
  }
  const order: Side[] = preferred === 'offense' ? ['offense', 'defense', 'special-teams'] : ['defense', 'offense', 'special-teams'];
  const shown = order.filter((side) => counts[side] > 0);
  const sheetShown =
    layout === 'sheet' && shown.some((side) => side !== 'special-teams') ? shown.filter((side) => side !== 'special-teams') : shown;
  // A report without plays still prints its (empty) tables for its own side.
  const sides = sheetShown.length > 0 ? sheetShown : [order[0] as Side];
  return sides.map((side): PrintSection => {
    if (side === 'special-teams') {
      const kicking = computeSpecialTeams(inputs, options);
      return {
        id: side,
        heading: SECTION_HEADINGS[side],
        note: `${kicking.n} kicking plays; averages over the plays where tagged, with how many; made of the field goals and tries tried.`,
        rules: null,
        pages: paginateTables(specialTeamsPrintTables(kicking).map(fitTable)),
      };
    }
    // The inputs come here oriented by the report's tag (report-booklet.tsx).
    const report = computeTendencies(inputs, { rules: options.rules, side });
    const note =
      side === 'offense'
        ? `${report.snaps} offensive snaps; run and pass rates of the run and pass plays; converted: 3rd and 4th downs that gained the distance; situations overlap (a 3rd down in the red zone counts in both).`
        : `${report.snaps} defensive snaps; run and pass: the offense's plays faced; pressure: snaps with a pressure (BLITZ) tagged; yards a play, success and explosives: what the offense gained against the call; situations overlap.`;
    const all = tablesWithColumns(side === 'offense' ? printTables(report) : defensePrintTables(report), taggedFields(inputs, side));
    const tables = layout === 'sheet' ? all.filter((table) => SHEET_TABLES[side].includes(table.id)).map(sheetTable) : all;
    return { id: side, heading: SECTION_HEADINGS[side], note, rules: report.rules, pages: paginateTables(tables.map(fitTable)) };
  });
}

/** Heights in CSS pixels (96 to the inch) that the printed tables are drawn with and packed by. */
export const TABLE_METRICS = {
  /** The body of a printed sheet: 9.9 in less the footer (about 0.45 in), with room to spare. */
  page: 880,
  /** The first tables page's heading and rules note. */
  heading: 76,
  title: 26,
  header: 20,
  /** A row of one line; each further line adds `extraLine`. */
  row: 18,
  extraLine: 13,
  /** The footnote under a table with thin rows, the 'no rows' line, and the space after a table. */
  footnote: 18,
  empty: 20,
  gap: 16,
} as const;

export type TableMetrics = { [Key in keyof typeof TABLE_METRICS]: number };

/** One table's rows [from, to) on a page. */
export interface TablePart {
  table: PrintTable;
  from: number;
  to: number;
  /** Rows of this table were on an earlier page. */
  continued: boolean;
  /** Some of this part's rows are thin: the part ends with the footnote. */
  footnote: boolean;
}

export interface TablePage {
  parts: TablePart[];
}

export function rowHeight(row: PrintRow, metrics: TableMetrics = TABLE_METRICS): number {
  return metrics.row + (row.lines - 1) * metrics.extraLine;
}

/** Rows a table keeps together at its start on a page, and at its end on a page it is continued on. */
const KEPT_TOGETHER = 3;

/**
 * The tables packed onto pages in order, the first page under the heading. A table starts on the page it
 * follows when its title, header and first rows (up to 3) fit; otherwise on a new page. A row never splits, and
 * a table that breaks leaves at least 3 rows (or all, when fewer) for the page it goes on to.
 */
export function paginateTables(tables: readonly PrintTable[], metrics: TableMetrics = TABLE_METRICS): TablePage[] {
  const pages: TablePage[] = [{ parts: [] }];
  let used = metrics.heading;
  const newPage = () => {
    pages.push({ parts: [] });
    used = 0;
  };
  const current = () => pages[pages.length - 1] as TablePage;
  for (const table of tables) {
    const thin = table.rows.some((row) => row.thin);
    const fixed = metrics.title + (table.rows.length === 0 ? metrics.empty : metrics.header) + (thin ? metrics.footnote : 0);
    if (table.rows.length === 0) {
      if (used + fixed > metrics.page && current().parts.length > 0) newPage();
      current().parts.push({ table, from: 0, to: 0, continued: false, footnote: false });
      used += fixed + metrics.gap;
      continue;
    }
    let from = 0;
    while (from < table.rows.length) {
      const firstRows = table.rows.slice(from, from + KEPT_TOGETHER).reduce((sum, row) => sum + rowHeight(row, metrics), 0);
      if (used + fixed + firstRows > metrics.page && current().parts.length > 0) newPage();
      let to = from;
      let height = used + fixed;
      while (to < table.rows.length) {
        const next = rowHeight(table.rows[to] as PrintRow, metrics);
        if (height + next > metrics.page && to > from) break;
        height += next;
        to += 1;
      }
      // No last row or two alone under a repeated title: the break moves up so the next page takes three rows.
      const kept = Math.max(from + KEPT_TOGETHER, table.rows.length - KEPT_TOGETHER);
      if (to < table.rows.length && kept < to) {
        for (const row of table.rows.slice(kept, to)) height -= rowHeight(row, metrics);
        to = kept;
      }
      const footnote = table.rows.slice(from, to).some((row) => row.thin);
      current().parts.push({ table, from, to, continued: from > 0, footnote });
      used = height + metrics.gap;
      from = to;
      if (from < table.rows.length) newPage();
    }
  }
  return pages;
}
