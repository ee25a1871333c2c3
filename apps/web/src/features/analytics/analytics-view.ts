import { readBreakdown } from '@scout/shared/domain';
import {
  DISTANCE_BUCKET_LABELS,
  conceptOf,
  filterPlays,
  formatPlayList,
  type BreakdownFilter,
  type DistanceBucket,
} from '@scout/shared/domain/breakdown-filters';
import {
  BREAKDOWN_COLUMN_NAMES,
  isPressure,
  percentText,
  playKindOf,
  rateCountText,
  ratioText,
  tendencyInputsOfCards,
  topText,
  yardsText,
  type CallRow,
  type ConceptRow,
  type DownDistanceRow,
  type DownDistanceSplitRow,
  type FormationGroupRow,
  type FormationRow,
  type HashRow,
  type TendencyCell,
  type TendencyInput,
  type TendencyReport,
  type TaggedField,
  type TendencyRow,
  type ValueCount,
} from '@scout/shared/domain/tendencies';

/**
 * What the analytics screens show, as plain data (no React): the four views, their columns, how each cell reads
 * and which plays stand behind it, so a click can list them or play them in the scout film.
 */

export const ANALYTICS_VIEWS = ['play-concepts', 'lmr-hash', 'down-distance', 'formation-analysis'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

export const ANALYTICS_VIEW_TITLES: Record<AnalyticsView, string> = {
  'play-concepts': 'Play Concepts',
  'lmr-hash': 'LMR Hash',
  'down-distance': 'Down & Distance',
  'formation-analysis': 'Formation Analysis',
};

/** What an analytics page shows: one of the four views (offense or defense), or the special-teams view. */
export type ScreenView = AnalyticsView | 'special-teams';

export const SCREEN_VIEW_TITLES: Record<ScreenView, string> = { ...ANALYTICS_VIEW_TITLES, 'special-teams': 'Special Teams' };

/** One play as the analytics screens read it: its card and breakdown. */
export interface AnalyticsPlay {
  input: TendencyInput;
  /** The card's id in the app (null on the demo, whose plays are no cards). */
  cardId: string | null;
}

/** A report's cards as engine input, in card-number order. */
export const inputsOfCards = tendencyInputsOfCards;

/** The plays a breakdown filter keeps (the same filter the scout film and export apply). */
export function filterInputs(inputs: readonly TendencyInput[], filter: BreakdownFilter): TendencyInput[] {
  const kept = new Set(
    filterPlays(
      inputs.map((input) => ({ ...input.breakdown, cardId: input.cardId })),
      filter,
    ).map((play) => play.cardId),
  );
  return inputs.filter((input) => kept.has(input.cardId));
}

/** The plays behind a cell: their card ids and a title for the list ('Trips Right · run plays'). */
export interface CellPlays {
  title: string;
  cardIds: readonly string[];
}

/** A table cell as shown: its text and, when it stands for plays, which. */
export interface ViewCell {
  text: string;
  plays: CellPlays | null;
  /** Marked thin (fewer plays than the rules' 5). */
  thin?: boolean;
}

export interface ViewColumn {
  key: string;
  header: string;
  /** Numbers align right. */
  numeric: boolean;
  /** A group's per-game column: its game's snaps under the header ('48 snaps'). */
  game?: { reportId: string; snaps: number };
}

export interface ViewRow {
  key: string;
  label: string;
  n: number;
  thin: boolean;
  run: number;
  pass: number;
  /** Every play of the row. */
  cardIds: readonly string[];
  /** The row's run and pass plays (what the chart's bars open). */
  runPlays: CellPlays;
  passPlays: CellPlays;
  cells: ViewCell[];
  /** A total over rows above it (the 3rd-down total): set apart on screen, never summed. */
  total?: boolean;
}

export interface ViewTable {
  columns: ViewColumn[];
  rows: ViewRow[];
  /** The snaps the table counts. */
  n: number;
}

type PlayIndex = ReadonlyMap<string, TendencyInput>;

export function indexInputs(inputs: readonly TendencyInput[]): Map<string, TendencyInput> {
  return new Map(inputs.map((input) => [input.cardId, input]));
}

function kindOf(input: TendencyInput | undefined): 'run' | 'pass' | null {
  return input ? playKindOf(input.breakdown.playType, input.breakdown.result) : null;
}

function same(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();
}

/** The row's plays of one kind. */
function ofKind(cardIds: readonly string[], index: PlayIndex, kind: 'run' | 'pass'): string[] {
  return cardIds.filter((id) => kindOf(index.get(id)) === kind);
}

/** The row's plays whose text value (concept, formation …) is `value`, whatever its case. */
function withValue(cardIds: readonly string[], index: PlayIndex, read: (input: TendencyInput) => unknown, value: string): string[] {
  return cardIds.filter((id) => {
    const input = index.get(id);
    return input !== undefined && same(read(input), value);
  });
}

const conceptRead = (input: TendencyInput) => conceptOf(input.breakdown);
const formationRead = (input: TendencyInput) => input.breakdown.formation;

function countCell(label: string, row: TendencyRow<unknown>): ViewCell {
  return { text: String(row.cell.n), plays: { title: label, cardIds: row.cell.cardIds }, thin: row.cell.thin };
}

function rateCell(rate: number | null, count: number, plays: CellPlays): ViewCell {
  return { text: rateCountText(rate, count), plays: count > 0 ? plays : null };
}

function allCell(text: string, label: string, row: TendencyRow<unknown>): ViewCell {
  return { text, plays: row.cell.n > 0 ? { title: label, cardIds: row.cell.cardIds } : null };
}

/** The row's most called play, as a link to those plays of the row. */
function topCell(
  top: readonly ValueCount<string | null>[],
  label: string,
  row: TendencyRow<unknown>,
  index: PlayIndex,
  read: (input: TendencyInput) => unknown,
): ViewCell {
  const first = top.find((entry) => entry.value !== null);
  if (!first?.value) return { text: '—', plays: null };
  return {
    text: topText(top),
    plays: { title: `${label} · ${first.value}`, cardIds: withValue(row.cell.cardIds, index, read, first.value) },
  };
}

function commonColumns(): ViewColumn[] {
  return [
    { key: 'n', header: 'Plays', numeric: true },
    { key: 'share', header: '% of snaps', numeric: true },
    { key: 'run', header: 'Run', numeric: true },
    { key: 'pass', header: 'Pass', numeric: true },
  ];
}

function commonCells(row: TendencyRow<unknown>, index: PlayIndex): ViewCell[] {
  const { cell } = row;
  return [
    countCell(row.label, row),
    allCell(percentText(cell.share), row.label, row),
    rateCell(cell.runRate, cell.run, { title: `${row.label} · run plays`, cardIds: ofKind(cell.cardIds, index, 'run') }),
    rateCell(cell.passRate, cell.pass, { title: `${row.label} · pass plays`, cardIds: ofKind(cell.cardIds, index, 'pass') }),
  ];
}

function viewRow(row: TendencyRow<unknown>, cells: ViewCell[], index: PlayIndex): ViewRow {
  return {
    runPlays: { title: `${row.label} · run plays`, cardIds: ofKind(row.cell.cardIds, index, 'run') },
    passPlays: { title: `${row.label} · pass plays`, cardIds: ofKind(row.cell.cardIds, index, 'pass') },
    key: String(row.key),
    label: row.label,
    cardIds: row.cell.cardIds,
    n: row.cell.n,
    thin: row.cell.thin,
    run: row.cell.run,
    pass: row.cell.pass,
    cells,
  };
}

/**
 * The play concepts table; with the organisation's concepts library (`conceptType` of a row's name), a first
 * column says which library concept type each row is ('—' for a play the library does not have).
 */
function conceptTable(report: TendencyReport, index: PlayIndex, conceptType: ConceptTypeOf | null): ViewTable {
  return {
    n: report.concepts.n,
    columns: [
      ...(conceptType ? [{ key: 'type', header: 'Concept type', numeric: false }] : []),
      ...commonColumns(),
      { key: 'ypp', header: 'Yds/play', numeric: true },
      { key: 'success', header: 'Success', numeric: true },
      { key: 'explosive', header: 'Explosive', numeric: true },
      { key: 'formation', header: 'Most common formation', numeric: false },
      { key: 'dd', header: 'Most common D&D', numeric: false },
    ],
    rows: report.concepts.rows.map((row: ConceptRow) =>
      viewRow(
        row,
        [
          ...(conceptType ? [{ text: (row.key === null ? null : conceptType(row.label)) ?? '—', plays: null }] : []),
          ...commonCells(row, index),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          allCell(row.cell.explosives === 0 ? '0' : String(row.cell.explosives), row.label, row),
          row.mostCommonFormation
            ? {
                text: row.mostCommonFormation,
                plays: {
                  title: `${row.label} · ${row.mostCommonFormation}`,
                  cardIds: withValue(row.cell.cardIds, index, formationRead, row.mostCommonFormation),
                },
              }
            : { text: '—', plays: null },
          allCell(row.mostCommonDownDistance ? DISTANCE_BUCKET_LABELS[row.mostCommonDownDistance as DistanceBucket] : '—', row.label, row),
        ],
        index,
      ),
    ),
  };
}

/** Some play of the hash table has a direction (PLAY DIR): only then the hash view says where plays went. */
function hasDirections(report: TendencyReport): boolean {
  return report.hashes.rows.some((row) => row.directions.unknown < row.cell.n);
}

function hashTable(report: TendencyReport, index: PlayIndex): ViewTable {
  const directions = hasDirections(report);
  return {
    n: report.hashes.n,
    columns: [
      ...commonColumns(),
      ...(directions
        ? [
            { key: 'field', header: 'To field', numeric: true },
            { key: 'boundary', header: 'To boundary', numeric: true },
          ]
        : []),
      { key: 'ypp', header: 'Yds/play', numeric: true },
      { key: 'plays', header: 'Top plays', numeric: false },
      { key: 'formations', header: 'Top formations', numeric: false },
    ],
    rows: report.hashes.rows.map((row: HashRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          ...(directions
            ? [allCell(String(row.directions.toField), row.label, row), allCell(String(row.directions.toBoundary), row.label, row)]
            : []),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          topCell(row.cell.topPlays, row.label, row, index, conceptRead),
          topCell(row.cell.topFormations, row.label, row, index, formationRead),
        ],
        index,
      ),
    ),
  };
}

function downDistanceTable(report: TendencyReport, index: PlayIndex): ViewTable {
  return {
    n: report.downDistance.n,
    columns: [
      ...commonColumns(),
      { key: 'success', header: 'Success', numeric: true },
      { key: 'conversion', header: '3rd/4th converted', numeric: true },
      { key: 'plays', header: 'Top plays', numeric: false },
      { key: 'formations', header: 'Top formations', numeric: false },
    ],
    rows: report.downDistance.rows.map((row: DownDistanceRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          allCell(ratioText(row.conversionRate, row.conversions, row.thirdFourth), row.label, row),
          topCell(row.cell.topPlays, row.label, row, index, conceptRead),
          topCell(row.cell.topFormations, row.label, row, index, formationRead),
        ],
        index,
      ),
    ),
  };
}

function splitText(values: readonly ValueCount<string | null>[]): string {
  const named = values.filter((entry) => entry.value !== null);
  return named.length === 0 ? '—' : named.map((entry) => `${entry.value} ${entry.n}`).join(', ');
}

function formationTable(report: TendencyReport, index: PlayIndex): ViewTable {
  return {
    n: report.formations.n,
    columns: [
      ...commonColumns(),
      { key: 'ypp', header: 'Yds/play', numeric: true },
      { key: 'plays', header: 'Top plays', numeric: false },
      { key: 'hash', header: 'Hash (L/M/R)', numeric: false },
      { key: 'strength', header: 'Strength', numeric: false },
      { key: 'personnel', header: 'Personnel', numeric: false },
    ],
    rows: report.formations.rows.map((row: FormationRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          topCell(row.cell.topPlays, row.label, row, index, conceptRead),
          allCell(splitText(row.hashes), row.label, row),
          allCell(splitText(row.strengths), row.label, row),
          allCell(splitText(row.personnel), row.label, row),
        ],
        index,
      ),
    ),
  };
}

/** The library concept type of a concept name as it reads on screen, or null when the library lacks it. */
export type ConceptTypeOf = (name: string) => string | null;

/** The view's table; fixed scales keep their empty rows (a coach sees 'no plays from the left hash'). */
export function viewTable(
  view: AnalyticsView,
  report: TendencyReport,
  index: PlayIndex,
  conceptType: ConceptTypeOf | null = null,
): ViewTable {
  switch (view) {
    case 'play-concepts':
      return conceptTable(report, index, conceptType);
    case 'lmr-hash':
      return hashTable(report, index);
    case 'down-distance':
      return downDistanceTable(report, index);
    case 'formation-analysis':
      return formationTable(report, index);
  }
}

/*
 * Sides. A defensive report reads the defense's snaps: what it called (front, coverage, pressure) and what each
 * call gave up, by hash, by situation and against each formation it faced. The cells' run and pass are the
 * offense's plays against it, their yards, success and explosives the offense's (what the defense allowed).
 */

/** How a view lays its main table out: down & distance by down (2nd and 3rd apart) or merged; formations by name or grouped. */
export const TABLE_LAYOUTS = ['by-down', 'merged', 'names', 'groups'] as const;
export type TableLayout = (typeof TABLE_LAYOUTS)[number];

/** The layouts a view offers, the first its default (none: one layout). */
export const VIEW_LAYOUTS: Record<AnalyticsView, readonly TableLayout[]> = {
  'play-concepts': [],
  'lmr-hash': [],
  'down-distance': ['by-down', 'merged'],
  'formation-analysis': ['names', 'groups'],
};

export const TABLE_LAYOUT_LABELS: Record<TableLayout, string> = {
  'by-down': '2nd and 3rd apart',
  merged: '2nd/3rd merged',
  names: 'Full names',
  groups: 'Grouped',
};

/** The layout a `?layout=` value names for the view, or the view's default. */
export function layoutOf(view: AnalyticsView, value: string | null): TableLayout | null {
  const offered = VIEW_LAYOUTS[view];
  return offered.find((layout) => layout === value) ?? offered[0] ?? null;
}

/** One table of a view, with its title and what its first column heads. */
export interface TitledTable {
  id: string;
  title: string;
  /** The first column's header ('Front', 'Formation faced'). */
  heading: string;
  table: ViewTable;
  /**
   * The sheet lacks the column this table stands on: what to say in its place ('This breakdown has no HASH
   * column: tag hashes to see this view'). Null when the table reads.
   */
  missing?: string | null;
}

/** A play with a pressure tagged, as the engine counts a cell's `pressures`. */
function pressured(input: TendencyInput | undefined): boolean {
  return input !== undefined && isPressure(input.breakdown.pressure);
}

const frontRead = (input: TendencyInput) => input.breakdown.front;
const coverageRead = (input: TendencyInput) => input.breakdown.coverage;
const pressureRead = (input: TendencyInput) => input.breakdown.pressure;

function pressureCell(row: TendencyRow<unknown>, index: PlayIndex): ViewCell {
  const cell: TendencyCell = row.cell;
  return rateCell(cell.pressureRate, cell.pressures, {
    title: `${row.label} · pressure`,
    cardIds: cell.cardIds.filter((id) => pressured(index.get(id))),
  });
}

/** What a call gave up: yards per play, success rate and explosives of the offense's plays against it. */
function allowedColumns(): ViewColumn[] {
  return [
    { key: 'ypp', header: 'Yds/play allowed', numeric: true },
    { key: 'success', header: 'Success allowed', numeric: true },
    { key: 'explosive', header: 'Explosives allowed', numeric: true },
  ];
}

function allowedCells(row: TendencyRow<unknown>): ViewCell[] {
  return [
    allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
    allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
    allCell(String(row.cell.explosives), row.label, row),
  ];
}

/** The defense's answers in a row: its pressure rate and most used fronts, coverages and pressures. */
function answerColumns(): ViewColumn[] {
  return [
    { key: 'pressure', header: 'Pressure', numeric: true },
    { key: 'fronts', header: 'Top fronts', numeric: false },
    { key: 'coverages', header: 'Top coverages', numeric: false },
    { key: 'pressures', header: 'Top pressures', numeric: false },
  ];
}

function answerCells(row: TendencyRow<unknown>, index: PlayIndex): ViewCell[] {
  return [
    pressureCell(row, index),
    topCell(row.cell.topFronts, row.label, row, index, frontRead),
    topCell(row.cell.topCoverages, row.label, row, index, coverageRead),
    topCell(row.cell.topPressures, row.label, row, index, pressureRead),
  ];
}

/** A table of the defense's calls (fronts, coverages or pressures) and what each gave up. */
function callTable(rows: readonly CallRow[], n: number, index: PlayIndex): ViewTable {
  return {
    n,
    columns: [
      ...commonColumns(),
      ...allowedColumns(),
      { key: 'formation', header: 'Most common formation faced', numeric: false },
      { key: 'dd', header: 'Most common D&D', numeric: false },
    ],
    rows: rows.map((row) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          ...allowedCells(row),
          row.mostCommonFormation
            ? {
                text: row.mostCommonFormation,
                plays: {
                  title: `${row.label} · ${row.mostCommonFormation}`,
                  cardIds: withValue(row.cell.cardIds, index, formationRead, row.mostCommonFormation),
                },
              }
            : { text: '—', plays: null },
          allCell(row.mostCommonDownDistance ? DISTANCE_BUCKET_LABELS[row.mostCommonDownDistance] : '—', row.label, row),
        ],
        index,
      ),
    ),
  };
}

/** Rows with the defense's answers (hash, situation, field zone, personnel faced). */
function answerTable(rows: readonly TendencyRow<unknown>[], n: number, index: PlayIndex, extra: 'allowed' | 'none' = 'allowed'): ViewTable {
  return {
    n,
    columns: [...commonColumns(), ...answerColumns(), ...(extra === 'allowed' ? allowedColumns().slice(0, 2) : [])],
    rows: rows.map((row) =>
      viewRow(
        row,
        [...commonCells(row, index), ...answerCells(row, index), ...(extra === 'allowed' ? allowedCells(row).slice(0, 2) : [])],
        index,
      ),
    ),
  };
}

/** Down & distance with 2nd and 3rd down apart and the 3rd-down total set apart; offense or defense columns. */
function downDistanceByDownTable(report: TendencyReport, index: PlayIndex): ViewTable {
  const defense = report.side === 'defense';
  return {
    n: report.downDistanceByDown.n,
    columns: [
      ...commonColumns(),
      ...(defense ? answerColumns() : []),
      { key: 'success', header: defense ? 'Success allowed' : 'Success', numeric: true },
      { key: 'conversion', header: '3rd/4th converted', numeric: true },
      ...(defense
        ? []
        : [
            { key: 'plays', header: 'Top plays', numeric: false },
            { key: 'formations', header: 'Top formations', numeric: false },
          ]),
    ],
    rows: report.downDistanceByDown.rows.map((row: DownDistanceSplitRow) => ({
      ...viewRow(
        row,
        [
          ...commonCells(row, index),
          ...(defense ? answerCells(row, index) : []),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          allCell(ratioText(row.conversionRate, row.conversions, row.thirdFourth), row.label, row),
          ...(defense
            ? []
            : [
                topCell(row.cell.topPlays, row.label, row, index, conceptRead),
                topCell(row.cell.topFormations, row.label, row, index, formationRead),
              ]),
        ],
        index,
      ),
      total: row.total,
    })),
  };
}

/** The merged down & distance (2nd and 3rd down together by distance), the defense's answers in place of top plays. */
function defenseDownDistanceTable(report: TendencyReport, index: PlayIndex): ViewTable {
  return {
    n: report.downDistance.n,
    columns: [
      ...commonColumns(),
      ...answerColumns(),
      { key: 'success', header: 'Success allowed', numeric: true },
      { key: 'conversion', header: '3rd/4th converted', numeric: true },
    ],
    rows: report.downDistance.rows.map((row: DownDistanceRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          ...answerCells(row, index),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          allCell(ratioText(row.conversionRate, row.conversions, row.thirdFourth), row.label, row),
        ],
        index,
      ),
    ),
  };
}

/** 'R 7 · L 4' (and '· 2 none' when some have no strength). */
export function strengthText(strengths: FormationGroupRow['strengths']): string {
  const parts = [
    ...(strengths.right > 0 ? [`R ${strengths.right}`] : []),
    ...(strengths.left > 0 ? [`L ${strengths.left}`] : []),
    ...(strengths.none > 0 ? [`${strengths.none} none`] : []),
  ];
  return parts.length === 0 ? '—' : parts.join(' · ');
}

/** Formations grouped by their base word (TRIPS RT / TRIPS LT → TRIPS), with the right/left split and the names. */
function formationGroupTable(report: TendencyReport, index: PlayIndex): ViewTable {
  const defense = report.side === 'defense';
  return {
    n: report.formationGroups.n,
    columns: [
      ...commonColumns(),
      { key: 'strength', header: 'Right / left', numeric: false },
      { key: 'names', header: 'Formations', numeric: false },
      ...(defense
        ? answerColumns().slice(0, 3)
        : [
            { key: 'ypp', header: 'Yds/play', numeric: true },
            { key: 'plays', header: 'Top plays', numeric: false },
          ]),
      { key: 'hash', header: 'Hash (L/M/R)', numeric: false },
      { key: 'personnel', header: 'Personnel', numeric: false },
    ],
    rows: report.formationGroups.rows.map((row: FormationGroupRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          allCell(strengthText(row.strengths), row.label, row),
          allCell(splitText(row.formations), row.label, row),
          ...(defense
            ? answerCells(row, index).slice(0, 3)
            : [allCell(yardsText(row.cell.yardsPerPlay), row.label, row), topCell(row.cell.topPlays, row.label, row, index, conceptRead)]),
          allCell(splitText(row.hashes), row.label, row),
          allCell(splitText(row.personnel), row.label, row),
        ],
        index,
      ),
    ),
  };
}

/** The offensive formations a defense faced and its response to each (coverage, front, pressure). */
function formationsFacedTable(report: TendencyReport, index: PlayIndex): ViewTable {
  return {
    n: report.formations.n,
    columns: [
      ...commonColumns(),
      { key: 'coverages', header: 'Top coverages', numeric: false },
      { key: 'fronts', header: 'Top fronts', numeric: false },
      { key: 'pressure', header: 'Pressure', numeric: true },
      { key: 'pressures', header: 'Top pressures', numeric: false },
      { key: 'ypp', header: 'Yds/play allowed', numeric: true },
      { key: 'personnel', header: 'Personnel', numeric: false },
    ],
    rows: report.formations.rows.map((row: FormationRow) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          topCell(row.cell.topCoverages, row.label, row, index, coverageRead),
          topCell(row.cell.topFronts, row.label, row, index, frontRead),
          pressureCell(row, index),
          topCell(row.cell.topPressures, row.label, row, index, pressureRead),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          allCell(splitText(row.personnel), row.label, row),
        ],
        index,
      ),
    ),
  };
}

function situationTable(report: TendencyReport, index: PlayIndex): ViewTable {
  if (report.side === 'defense') return answerTable(report.situations.rows, report.situations.n, index);
  return {
    n: report.situations.n,
    columns: [
      ...commonColumns(),
      { key: 'ypp', header: 'Yds/play', numeric: true },
      { key: 'success', header: 'Success', numeric: true },
      { key: 'plays', header: 'Top plays', numeric: false },
      { key: 'formations', header: 'Top formations', numeric: false },
    ],
    rows: report.situations.rows.map((row) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          topCell(row.cell.topPlays, row.label, row, index, conceptRead),
          topCell(row.cell.topFormations, row.label, row, index, formationRead),
        ],
        index,
      ),
    ),
  };
}

interface ViewTablesOptions {
  conceptType?: ConceptTypeOf | null;
  /** The main table's layout (see VIEW_LAYOUTS); the view's default when not given. */
  layout?: TableLayout | null;
  /**
   * The columns the sheet has for the side shown (`taggedFields` of every play of the side, before any filter):
   * a table standing on a column not there says so instead of its rows, and the PLAY DIR and GAP tables show
   * only when their column is there. When not given, every table reads and those two show when they have rows.
   */
  tagged?: ReadonlySet<TaggedField> | null;
}

/** What a coach tags to fill each column, as the missing-column message says it. */
const TAG_WORDS: Partial<Record<TaggedField, string>> = {
  hash: 'hashes',
  formation: 'formations',
  concept: 'plays (OFF PLAY)',
  down: 'downs and distances',
  yardLine: 'yard lines',
  personnel: 'personnel',
  front: 'fronts',
  coverage: 'coverages',
  pressure: 'pressures (BLITZ)',
  playDirection: 'play directions',
  runGap: 'run gaps',
};

/** The column each table stands on (tables not named here read whatever the sheet has). */
const TABLE_COLUMN: Record<string, TaggedField> = {
  concepts: 'concept',
  hash: 'hash',
  'down-distance': 'down',
  'field-zones': 'yardLine',
  formations: 'formation',
  personnel: 'personnel',
  fronts: 'front',
  coverages: 'coverage',
  pressures: 'pressure',
  directions: 'playDirection',
  'run-gaps': 'runGap',
};

/** 'This breakdown has no HASH column: tag hashes to see this view'. */
export function missingColumnText(field: TaggedField, what: 'view' | 'table'): string {
  return `This breakdown has no ${BREAKDOWN_COLUMN_NAMES[field]} column: tag ${TAG_WORDS[field] ?? BREAKDOWN_COLUMN_NAMES[field]} to see this ${what}`;
}

/** A cell that says nothing: '—' or empty. */
const blank = (cell: ViewCell | undefined) => cell === undefined || cell.text.trim() === '' || cell.text === '—';

/** The table without the columns no row has a value in (a per-game column stays: its 0 is a count). */
export function dropEmptyColumns(table: ViewTable): ViewTable {
  if (table.rows.length === 0) return table;
  const keep = table.columns.map((column, position) => column.game !== undefined || table.rows.some((row) => !blank(row.cells[position])));
  if (keep.every(Boolean)) return table;
  return {
    ...table,
    columns: table.columns.filter((_, position) => keep[position]),
    rows: table.rows.map((row) => ({ ...row, cells: row.cells.filter((_, position) => keep[position]) })),
  };
}

/** A table of snaps by a value (PLAY DIR, GAP): the offense's numbers, or the defense's answers. */
function valueTable(report: TendencyReport, rows: readonly TendencyRow<unknown>[], n: number, index: PlayIndex): ViewTable {
  if (report.side === 'defense') return answerTable(rows, n, index);
  return {
    n,
    columns: [
      ...commonColumns(),
      { key: 'ypp', header: 'Yds/play', numeric: true },
      { key: 'success', header: 'Success', numeric: true },
      { key: 'plays', header: 'Top plays', numeric: false },
      { key: 'formations', header: 'Top formations', numeric: false },
    ],
    rows: rows.map((row) =>
      viewRow(
        row,
        [
          ...commonCells(row, index),
          allCell(yardsText(row.cell.yardsPerPlay), row.label, row),
          allCell(ratioText(row.cell.successRate, row.cell.successes, row.cell.judged), row.label, row),
          topCell(row.cell.topPlays, row.label, row, index, conceptRead),
          topCell(row.cell.topFormations, row.label, row, index, formationRead),
        ],
        index,
      ),
    ),
  };
}

type UnsaidTable = Omit<TitledTable, 'missing'>;

function rawViewTables(view: AnalyticsView, report: TendencyReport, index: PlayIndex, options: ViewTablesOptions): UnsaidTable[] {
  const layout = options.layout ?? layoutOf(view, null);
  const title = ANALYTICS_VIEW_TITLES[view];
  const defense = report.side === 'defense';
  switch (view) {
    case 'play-concepts':
      if (!defense) return [{ id: 'concepts', title, heading: 'Play', table: conceptTable(report, index, options.conceptType ?? null) }];
      return [
        { id: 'fronts', title: 'Fronts', heading: 'Front', table: callTable(report.fronts.rows, report.fronts.n, index) },
        { id: 'coverages', title: 'Coverages', heading: 'Coverage', table: callTable(report.coverages.rows, report.coverages.n, index) },
        { id: 'pressures', title: 'Pressures', heading: 'Pressure', table: callTable(report.pressures.rows, report.pressures.n, index) },
      ];
    case 'lmr-hash':
      return [
        {
          id: 'hash',
          title,
          heading: 'Hash',
          table: defense ? answerTable(report.hashes.rows, report.hashes.n, index) : hashTable(report, index),
        },
        {
          id: 'directions',
          title: 'Play direction',
          heading: 'Direction',
          table: valueTable(report, report.directions.rows, report.directions.n, index),
        },
        { id: 'run-gaps', title: 'Run gaps', heading: 'Gap', table: valueTable(report, report.runGaps.rows, report.runGaps.n, index) },
      ];
    case 'down-distance': {
      const main =
        layout === 'merged'
          ? defense
            ? defenseDownDistanceTable(report, index)
            : downDistanceTable(report, index)
          : downDistanceByDownTable(report, index);
      return [
        { id: 'down-distance', title, heading: 'Down & distance', table: main },
        { id: 'situations', title: 'Situations', heading: 'Situation', table: situationTable(report, index) },
        ...(defense
          ? [
              {
                id: 'field-zones',
                title: 'Field zones',
                heading: 'Field zone',
                table: answerTable(report.fieldZones.rows, report.fieldZones.n, index),
              },
            ]
          : []),
      ];
    }
    case 'formation-analysis': {
      const heading = defense ? 'Formation faced' : 'Formation';
      const main =
        layout === 'groups'
          ? formationGroupTable(report, index)
          : defense
            ? formationsFacedTable(report, index)
            : formationTable(report, index);
      return [
        { id: 'formations', title: defense ? 'Formations faced' : title, heading, table: main },
        ...(defense
          ? [
              {
                id: 'personnel',
                title: 'Personnel faced',
                heading: 'Personnel',
                table: answerTable(report.personnel.rows, report.personnel.n, index),
              },
            ]
          : []),
      ];
    }
  }
}

/** Tables shown only when their column has data (never as a 'missing' message): PLAY DIR and GAP. */
const OPTIONAL_TABLES = new Set(['directions', 'run-gaps']);

/**
 * The tables a view shows for the report's side, the first the main one (the chart draws it). Offense: play
 * concepts; hash, with play direction and run gaps where the sheet has them; down & distance (by down, or
 * merged) with the situations; formations (by name, or grouped). Defense: its fronts, coverages and pressures;
 * its answers by hash (and direction, gap); by down & distance, situation and field zone; the formations (by
 * name, or grouped) and personnel it faced. A table whose column the sheet lacks carries the words to say so
 * (`missing`); columns no row has a value in are left out.
 */
export function viewTables(view: AnalyticsView, report: TendencyReport, index: PlayIndex, options: ViewTablesOptions = {}): TitledTable[] {
  const tagged = options.tagged ?? null;
  return rawViewTables(view, report, index, options).flatMap((titled, position): TitledTable[] => {
    const field = TABLE_COLUMN[titled.id];
    const present = field === undefined || (tagged ? tagged.has(field) : true);
    if (OPTIONAL_TABLES.has(titled.id)) {
      const hasRows = titled.table.rows.some((row) => row.key !== 'null' && row.n > 0);
      if (!(tagged ? present : hasRows)) return [];
    }
    if (!present && field !== undefined) {
      return [{ ...titled, missing: missingColumnText(field, position === 0 ? 'view' : 'table') }];
    }
    return [{ ...titled, table: dropEmptyColumns(titled.table), missing: null }];
  });
}

/** A game of a group of reports: its report and how its column is headed ('CEN Nov 22'). */
export interface AnalyticsGame {
  reportId: string;
  label: string;
}

/**
 * A group's table with one column per game right after 'Plays', in the group's order: how many of the row's
 * plays came from that game (each count opening those plays), so a coach reads the trend from game to game.
 * `snaps` gives each game's snaps under the filter (a game with none left still has its column, at 0).
 */
export function withGameColumns(
  table: ViewTable,
  games: readonly AnalyticsGame[],
  snaps: (reportId: string) => number,
  index: PlayIndex,
): ViewTable {
  const columns: ViewColumn[] = games.map((game) => ({
    key: `game:${game.reportId}`,
    header: game.label,
    numeric: true,
    game: { reportId: game.reportId, snaps: snaps(game.reportId) },
  }));
  const at = Math.max(0, table.columns.findIndex((column) => column.key === 'n') + 1);
  return {
    ...table,
    columns: [...table.columns.slice(0, at), ...columns, ...table.columns.slice(at)],
    rows: table.rows.map((row) => {
      const cells = games.map((game): ViewCell => {
        const cardIds = row.cardIds.filter((id) => index.get(id)?.reportId === game.reportId);
        return { text: String(cardIds.length), plays: cardIds.length > 0 ? { title: `${row.label} · ${game.label}`, cardIds } : null };
      });
      return { ...row, cells: [...row.cells.slice(0, at), ...cells, ...row.cells.slice(at)] };
    }),
  };
}

/** The card numbers of a list of plays game by game, in the games' order (a group's film is one per report). */
export function cardNumbersByGame(
  cardIds: readonly string[],
  index: PlayIndex,
  games: readonly AnalyticsGame[],
): { game: AnalyticsGame; cardNumbers: number[] }[] {
  return games
    .map((game) => ({
      game,
      cardNumbers: cardNumbersOf(
        cardIds.filter((id) => index.get(id)?.reportId === game.reportId),
        index,
      ),
    }))
    .filter((entry) => entry.cardNumbers.length > 0);
}

/** How many rows the chart shows (the most used; fixed scales all of theirs). */
export const CHART_ROWS = 10;

/** The chart's bars: run and pass plays per row. */
export function chartRows(table: ViewTable): ViewRow[] {
  return table.rows.slice(0, CHART_ROWS);
}

/** The card numbers of a list of card ids, in card order (what the film's play list takes). */
export function cardNumbersOf(cardIds: readonly string[], index: PlayIndex): number[] {
  return cardIds
    .map((id) => index.get(id)?.cardNumber)
    .filter((number): number is number => number !== undefined)
    .sort((a, b) => a - b);
}

/** '/reports/{id}/scoutfilm?plays=3,7,12'. */
export function scoutFilmHref(filmPath: string, cardNumbers: readonly number[]): string {
  const [path = '', own = ''] = filmPath.split('?');
  const query = formatPlayList(cardNumbers, own);
  return query === '' ? path : `${path}?${query}`;
}

/**
 * A view's address with the page's query kept along (its filters): the address's own parameters win, so a view
 * named by a parameter (the shared page's `?view=analytics&analysis=…`) switches while the filters stay.
 */
export function withPageQuery(href: string, pageQuery: string): string {
  const [path = '', own = ''] = href.split('?');
  if (own === '') return `${path}${pageQuery}`;
  const query = new URLSearchParams(pageQuery);
  for (const [name, value] of new URLSearchParams(own)) query.set(name, value);
  return `${path}?${query.toString().replaceAll('%2C', ',')}`;
}

/** A play as the plays list shows it. */
export interface PlayLine {
  cardId: string;
  cardNumber: number;
  /** The play's report and game label (a group's plays list names each play's game). */
  reportId: string | null;
  game: string | null;
  downDistance: string;
  hash: string;
  formation: string;
  play: string;
  result: string;
  gain: string;
}

function textOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : '—';
}

const ORDINALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' };

/** '3rd & 5'; '—' without a down. */
export function downDistanceText(down: unknown, distance: unknown): string {
  const d = typeof down === 'number' ? ORDINALS[down] : undefined;
  if (!d) return '—';
  return typeof distance === 'number' ? `${d} & ${distance}` : d;
}

/** The plays in card order; a group's game by game in the order of `games`, then by card. */
export function playLines(cardIds: readonly string[], index: PlayIndex, games: readonly AnalyticsGame[] = []): PlayLine[] {
  const rank = new Map(games.map((game, position) => [game.reportId, position]));
  const rankOf = (input: TendencyInput) => rank.get(input.reportId ?? '') ?? games.length;
  return cardIds
    .map((id) => index.get(id))
    .filter((input): input is TendencyInput => input !== undefined)
    .sort((a, b) => rankOf(a) - rankOf(b) || a.cardNumber - b.cardNumber)
    .map((input) => {
      const b = input.breakdown;
      return {
        cardId: input.cardId,
        cardNumber: input.cardNumber,
        reportId: input.reportId ?? null,
        game: input.gameLabel ?? null,
        downDistance: downDistanceText(b.down, b.distance),
        hash: textOf(b.hash),
        formation: textOf(b.formation),
        play: conceptOf(b) ?? '—',
        result: textOf(b.result),
        gain: typeof b.gainLoss === 'number' ? String(b.gainLoss) : '—',
      };
    });
}

/** The demo game's plays as engine input (card ids 'demo-{n}'). */
export function demoInputs(plays: readonly { cardNumber: number; breakdown: Record<string, unknown> }[]): TendencyInput[] {
  return plays.map((play) => ({
    cardId: `demo-${play.cardNumber}`,
    cardNumber: play.cardNumber,
    reportId: 'demo',
    breakdown: readBreakdown(play.breakdown),
  }));
}
