import {
  DISTANCE_BUCKETS,
  DISTANCE_BUCKET_LABELS,
  FIELD_ZONES,
  FIELD_ZONE_LABELS,
  type DistanceBucket,
  type FieldZone,
} from '../breakdown-filters';
import { HASH_ROW_LABELS, HASH_VALUES } from '../breakdown';
import { CellBuilder, Tally, rate, type TendencyCell, type TendencyRow, type ValueCount } from './cell';
import type { ScoutPlay, TendencyRules } from './plays';

/**
 * The scouting report's tables over one side's snaps (the offense's, or the defense's: then the plays are the
 * offense's against the defense scouted, and a cell's yards, success and explosives are what the defense gave up). Each table partitions the snaps: its rows' n add up to
 * the table's n, plays without the row's value falling in a row keyed null ('No formation'), listed last and
 * only when it has plays. Fixed scales (hash, down & distance, field zone) list every value in football order,
 * empty ones included; the coach's own names (concepts, formations, personnel) most used first, ties by name,
 * grouped whatever their case (the first spelling seen names the row).
 */

export interface TendencyTable<Row> {
  /** The snaps the table counts. */
  n: number;
  rows: Row[];
}

export interface ConceptRow extends TendencyRow {
  mostCommonFormation: string | null;
  mostCommonDownDistance: DistanceBucket | null;
}

/**
 * Where a hash's plays went. With the ball on the left hash the field (wide side) is to the right, on the right
 * hash to the left; PLAY DIR given as field/boundary (F/B) is taken as written. On the middle (or no) hash there
 * is no field side, so L and R stay left and right.
 */
export interface HashDirections {
  toField: number;
  toBoundary: number;
  middle: number;
  left: number;
  right: number;
  /** No play direction. */
  unknown: number;
}

export interface HashRow extends TendencyRow {
  directions: HashDirections;
}

export interface DownDistanceRow extends TendencyRow<DistanceBucket | null> {
  /** The bucket's 3rd and 4th downs with a distance and gain, how many gained the distance (or scored), and the rate. */
  thirdFourth: number;
  conversions: number;
  conversionRate: number | null;
}

export interface FormationRow extends TendencyRow {
  /** Strength (OFF STR), hash and personnel splits; each adds up to the row's n. */
  strengths: ValueCount<string | null>[];
  hashes: ValueCount<string | null>[];
  personnel: ValueCount<string | null>[];
}

export type FieldZoneRow = TendencyRow<FieldZone | null>;

export const SITUATIONS = [
  'first-play-of-drive',
  'third-down',
  'fourth-down',
  'backed-up',
  'red-zone-and-in',
  'goal-line',
  'two-minute',
] as const;
export type Situation = (typeof SITUATIONS)[number];
export const SITUATION_LABELS: Record<Situation, string> = {
  'first-play-of-drive': 'First play of a drive',
  'third-down': '3rd down',
  'fourth-down': '4th down',
  'backed-up': 'Backed up (−1 to −10)',
  'red-zone-and-in': 'Red zone and in (+20 to +1)',
  'goal-line': 'Goal line (+5 to +1)',
  'two-minute': 'Two-minute (2:00 or less, 2nd or 4th quarter)',
};

/** The clock at or under which a 2nd or 4th quarter play is in the two-minute situation, in seconds. */
export const TWO_MINUTE_SECONDS = 120;

/** The two-minute situation: the 2nd or 4th quarter with `TWO_MINUTE_SECONDS` or less on the clock. */
export function isTwoMinute(quarter: number | null, clock: number | null): boolean {
  return (quarter === 2 || quarter === 4) && clock !== null && clock <= TWO_MINUTE_SECONDS;
}

/**
 * Down & distance as a coordinator reads it: 2nd and 3rd down as rows of their own, and a 3rd-down total
 * ('third-total', which overlaps the three 3rd-down rows).
 */
export const DOWN_DISTANCE_SPLITS = [
  'first-10-plus',
  'first-under-10',
  'second-long',
  'second-medium',
  'second-short',
  'third-long',
  'third-medium',
  'third-short',
  'third-total',
  'fourth',
] as const;
export type DownDistanceSplit = (typeof DOWN_DISTANCE_SPLITS)[number];
export const DOWN_DISTANCE_SPLIT_LABELS: Record<DownDistanceSplit, string> = {
  'first-10-plus': '1st & 10+',
  'first-under-10': '1st & <10',
  'second-long': '2nd & long (7+)',
  'second-medium': '2nd & medium (4–6)',
  'second-short': '2nd & short (1–3)',
  'third-long': '3rd & long (7+)',
  'third-medium': '3rd & medium (4–6)',
  'third-short': '3rd & short (1–3)',
  'third-total': '3rd down total',
  fourth: '4th down',
};

/** 'third-total' overlaps the three 3rd-down rows: the table's rows without it add up to n. */
export interface DownDistanceSplitRow extends TendencyRow<DownDistanceSplit | null> {
  thirdFourth: number;
  conversions: number;
  conversionRate: number | null;
  /** true for 'third-total' (a screen sets it apart, e.g. bold, and never sums it). */
  total: boolean;
}

export interface FormationGroupRow extends TendencyRow {
  /** The full formation names in the group with their counts ('TRIPS RT 7', 'TRIPS LT 4'). */
  formations: ValueCount<string>[];
  /** Strength split, from the strength field (OFF STR) or else the name's own suffix (RT/RIGHT/R, LT/LEFT/L); adds up to n. */
  strengths: { right: number; left: number; none: number };
  hashes: ValueCount<string | null>[];
  personnel: ValueCount<string | null>[];
}

/** A defensive call (front, coverage or pressure) and what it gave up: the cell's yards, success and explosives are the offense's against it. */
export interface CallRow extends TendencyRow {
  /** Most common offensive formation faced and down & distance with this call. */
  mostCommonFormation: string | null;
  mostCommonDownDistance: DistanceBucket | null;
}
/** Situations overlap (a 3rd down in the red zone is in both), so this table does not add up to n. */
export type SituationRow = TendencyRow<Situation>;

/** Groups snaps by a text value, case-insensitively. */
function groupByText(plays: readonly ScoutPlay[], games: number, value: (play: ScoutPlay) => string | null) {
  const groups = new Map<string | null, { label: string | null; builder: CellBuilder; extra: ScoutPlay[] }>();
  for (const play of plays) {
    const raw = value(play);
    const key = raw === null ? null : raw.toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { label: raw, builder: new CellBuilder(games), extra: [] };
      groups.set(key, group);
    }
    group.builder.add(play);
    group.extra.push(play);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.label === null || b.label === null) return a.label === null ? 1 : -1;
    return b.builder.n - a.builder.n || a.label.localeCompare(b.label);
  });
}

/** Groups snaps by a fixed scale, every value listed in order; null last, when it has plays. */
function groupByScale<Key extends string>(
  plays: readonly ScoutPlay[],
  games: number,
  scale: readonly Key[],
  value: (play: ScoutPlay) => Key | null,
) {
  const groups = new Map<Key | null, { builder: CellBuilder; extra: ScoutPlay[] }>();
  for (const key of scale) groups.set(key, { builder: new CellBuilder(games), extra: [] });
  for (const play of plays) {
    const raw = value(play);
    const key = raw !== null && groups.has(raw) ? raw : null;
    let group = groups.get(key);
    if (!group) {
      group = { builder: new CellBuilder(games), extra: [] };
      groups.set(key, group);
    }
    group.builder.add(play);
    group.extra.push(play);
  }
  return [...groups.entries()].map(([key, group]) => ({ key, ...group }));
}

function tally(plays: readonly ScoutPlay[], value: (play: ScoutPlay) => string | null): Tally {
  const counts = new Tally();
  for (const play of plays) counts.add(value(play));
  return counts;
}

function mostCommon(plays: readonly ScoutPlay[], value: (play: ScoutPlay) => string | null): string | null {
  return tally(plays, value).top(1)[0]?.value ?? null;
}

export function conceptTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<ConceptRow> {
  return {
    n: plays.length,
    rows: groupByText(plays, games, (play) => play.concept).map(({ label, builder, extra }) => ({
      key: label,
      label: label ?? 'No play',
      cell: builder.finish(plays.length, rules),
      mostCommonFormation: mostCommon(extra, (play) => play.formation),
      mostCommonDownDistance: mostCommon(extra, (play) => play.bucket) as DistanceBucket | null,
    })),
  };
}

function directionsOf(hash: string | null, plays: readonly ScoutPlay[]): HashDirections {
  const out: HashDirections = { toField: 0, toBoundary: 0, middle: 0, left: 0, right: 0, unknown: 0 };
  for (const play of plays) {
    const direction = play.direction?.toLowerCase() ?? null;
    if (direction === null) out.unknown += 1;
    else if (direction === 'f' || direction === 'field') out.toField += 1;
    else if (direction === 'b' || direction === 'boundary') out.toBoundary += 1;
    else if (direction === 'm' || direction === 'middle') out.middle += 1;
    else if (direction === 'l' || direction === 'left' || direction === 'r' || direction === 'right') {
      const left = direction.startsWith('l');
      if (hash === 'L') out[left ? 'toBoundary' : 'toField'] += 1;
      else if (hash === 'R') out[left ? 'toField' : 'toBoundary'] += 1;
      else out[left ? 'left' : 'right'] += 1;
    } else out.unknown += 1;
  }
  return out;
}

export function hashTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<HashRow> {
  return {
    n: plays.length,
    rows: groupByScale(plays, games, HASH_VALUES, (play) => play.hash as (typeof HASH_VALUES)[number] | null).map(
      ({ key, builder, extra }) => ({
        key,
        label: key === null ? 'No hash' : (HASH_ROW_LABELS[key] ?? key),
        cell: builder.finish(plays.length, rules),
        directions: directionsOf(key, extra),
      }),
    ),
  };
}

/** The 3rd and 4th downs that can be judged, and how many gained the distance. */
function conversionsOf(plays: readonly ScoutPlay[]): { thirdFourth: number; conversions: number; conversionRate: number | null } {
  let thirdFourth = 0;
  let conversions = 0;
  for (const play of plays) {
    if (play.converted === null) continue;
    thirdFourth += 1;
    if (play.converted) conversions += 1;
  }
  return { thirdFourth, conversions, conversionRate: rate(conversions, thirdFourth) };
}

export function downDistanceTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<DownDistanceRow> {
  return {
    n: plays.length,
    rows: groupByScale(plays, games, DISTANCE_BUCKETS, (play) => play.bucket).map(({ key, builder, extra }) => ({
      key,
      label: key === null ? 'No down & distance' : DISTANCE_BUCKET_LABELS[key],
      cell: builder.finish(plays.length, rules),
      ...conversionsOf(extra),
    })),
  };
}

const BY_DOWN: Record<2 | 3, Record<'long' | 'medium' | 'short', DownDistanceSplit>> = {
  2: { long: 'second-long', medium: 'second-medium', short: 'second-short' },
  3: { long: 'third-long', medium: 'third-medium', short: 'third-short' },
};

/** The play's row in the by-down view (never 'third-total'), null without a down & distance. */
export function downDistanceSplitOf(play: Pick<ScoutPlay, 'down' | 'bucket'>): DownDistanceSplit | null {
  const { bucket, down } = play;
  if (bucket === null) return null;
  if (bucket === 'first-10-plus' || bucket === 'first-under-10' || bucket === 'fourth') return bucket;
  return down === 2 || down === 3 ? BY_DOWN[down][bucket] : null;
}

export function downDistanceByDownTable(
  plays: readonly ScoutPlay[],
  games: number,
  rules: TendencyRules,
): TendencyTable<DownDistanceSplitRow> {
  const groups = groupByScale(plays, games, DOWN_DISTANCE_SPLITS, downDistanceSplitOf);
  // the 3rd-down total: the plays of the three 3rd-down rows again, in their order
  const third = groups.find((group) => group.key === 'third-total');
  for (const play of plays) {
    if (!third || play.down !== 3 || downDistanceSplitOf(play) === null) continue;
    third.builder.add(play);
    third.extra.push(play);
  }
  return {
    n: plays.length,
    rows: groups.map(({ key, builder, extra }) => ({
      key,
      label: key === null ? 'No down & distance' : DOWN_DISTANCE_SPLIT_LABELS[key],
      cell: builder.finish(plays.length, rules),
      ...conversionsOf(extra),
      total: key === 'third-total',
    })),
  };
}

export function formationTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<FormationRow> {
  return {
    n: plays.length,
    rows: groupByText(plays, games, (play) => play.formation).map(({ label, builder, extra }) => ({
      key: label,
      label: label ?? 'No formation',
      cell: builder.finish(plays.length, rules),
      strengths: tally(extra, (play) => play.strength).list(),
      hashes: tally(extra, (play) => play.hash).list(),
      personnel: tally(extra, (play) => play.personnel).list(),
    })),
  };
}

const RIGHT = new Set(['r', 'rt', 'rgt', 'right']);
const LEFT = new Set(['l', 'lt', 'lft', 'left']);

function strengthWord(word: string): 'right' | 'left' | null {
  const lower = word.toLowerCase();
  return RIGHT.has(lower) ? 'right' : LEFT.has(lower) ? 'left' : null;
}

/**
 * A formation's base word and strength: 'TRIPS RT' → TRIPS, right; 'Bunch Left' → Bunch, left; 'Doubles' →
 * Doubles, none. The strength field (OFF STR: R, RT, RIGHT …) decides when tagged; else a later word of the name.
 */
export function formationBaseOf(formation: string, strength: string | null): { base: string; strength: 'right' | 'left' | 'none' } {
  const words = formation.split(/\s+/).filter((word) => word !== '');
  const base = words[0] ?? formation;
  if (strength !== null) return { base, strength: strengthWord(strength.trim()) ?? 'none' };
  let side: 'right' | 'left' | null = null;
  for (let index = 1; index < words.length && side === null; index += 1) side = strengthWord(words[index] as string);
  return { base, strength: side ?? 'none' };
}

export function formationGroupTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<FormationGroupRow> {
  // each name is split once (a report uses a few dozen names over hundreds of plays)
  const names = new Map<string, { base: string; strength: 'right' | 'left' | 'none' }>();
  const nameOf = (formation: string) => {
    let read = names.get(formation);
    if (!read) {
      read = formationBaseOf(formation, null);
      names.set(formation, read);
    }
    return read;
  };
  return {
    n: plays.length,
    rows: groupByText(plays, games, (play) => (play.formation === null ? null : nameOf(play.formation).base)).map(
      ({ label, builder, extra }) => {
        const strengths = { right: 0, left: 0, none: 0 };
        for (const play of extra) {
          // the strength field decides when tagged (as formationBaseOf), else the name
          if (play.formation === null) strengths.none += 1;
          else if (play.strength !== null) strengths[strengthWord(play.strength.trim()) ?? 'none'] += 1;
          else strengths[nameOf(play.formation).strength] += 1;
        }
        return {
          key: label,
          label: label ?? 'No formation',
          cell: builder.finish(plays.length, rules),
          formations: tally(extra, (play) => play.formation).list(false) as ValueCount<string>[],
          strengths,
          hashes: tally(extra, (play) => play.hash).list(),
          personnel: tally(extra, (play) => play.personnel).list(),
        };
      },
    ),
  };
}

/** A defensive call's table: rows by the call, 'No …' (keyed null) last for the plays without one. */
function callTable(
  plays: readonly ScoutPlay[],
  games: number,
  rules: TendencyRules,
  value: (play: ScoutPlay) => string | null,
  none: string,
): TendencyTable<CallRow> {
  return {
    n: plays.length,
    rows: groupByText(plays, games, value).map(({ label, builder, extra }) => ({
      key: label,
      label: label ?? none,
      cell: builder.finish(plays.length, rules),
      mostCommonFormation: mostCommon(extra, (play) => play.formation),
      mostCommonDownDistance: mostCommon(extra, (play) => play.bucket) as DistanceBucket | null,
    })),
  };
}

export function frontTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<CallRow> {
  return callTable(plays, games, rules, (play) => play.front, 'No front');
}

export function coverageTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<CallRow> {
  return callTable(plays, games, rules, (play) => play.coverage, 'No coverage');
}

/** By who or how many pressured (BLITZ); plays without a pressure ('None', empty) in 'No pressure'. */
export function pressureTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<CallRow> {
  return callTable(plays, games, rules, (play) => (play.pressured ? play.pressure : null), 'No pressure');
}

export function personnelTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<TendencyRow> {
  return {
    n: plays.length,
    rows: groupByText(plays, games, (play) => play.personnel).map(({ label, builder }) => ({
      key: label,
      label: label === null ? 'No personnel' : `${label} personnel`,
      cell: builder.finish(plays.length, rules),
    })),
  };
}

export function fieldZoneTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<FieldZoneRow> {
  return {
    n: plays.length,
    rows: groupByScale(plays, games, FIELD_ZONES, (play) => play.zone).map(({ key, builder }) => ({
      key,
      label: key === null ? 'No yard line' : FIELD_ZONE_LABELS[key],
      cell: builder.finish(plays.length, rules),
    })),
  };
}

/** Which situations a snap is in; `firstOfDrive` comes from the drive rule (see chain.ts). */
export function situationsOf(play: ScoutPlay, firstOfDrive: boolean): Situation[] {
  const out: Situation[] = [];
  if (firstOfDrive) out.push('first-play-of-drive');
  if (play.down === 3) out.push('third-down');
  if (play.down === 4) out.push('fourth-down');
  if (play.zone === 'backed-up') out.push('backed-up');
  if (play.zone === 'red-zone' || play.zone === 'goal-line') out.push('red-zone-and-in');
  if (play.zone === 'goal-line') out.push('goal-line');
  if (isTwoMinute(play.quarter, play.clock)) out.push('two-minute');
  return out;
}

export function situationTable(
  plays: readonly ScoutPlay[],
  firstOfDrive: ReadonlySet<ScoutPlay>,
  games: number,
  rules: TendencyRules,
): TendencyTable<SituationRow> {
  const builders = new Map(SITUATIONS.map((situation) => [situation, new CellBuilder(games)]));
  for (const play of plays) for (const situation of situationsOf(play, firstOfDrive.has(play))) builders.get(situation)?.add(play);
  return {
    n: plays.length,
    rows: SITUATIONS.map((situation) => ({
      key: situation,
      label: SITUATION_LABELS[situation],
      cell: (builders.get(situation) as CellBuilder).finish(plays.length, rules),
    })),
  };
}

export type { TendencyCell };

const DIRECTION_LABELS: Record<string, string> = {
  l: 'Left',
  left: 'Left',
  m: 'Middle',
  middle: 'Middle',
  r: 'Right',
  right: 'Right',
  f: 'To the field',
  field: 'To the field',
  b: 'To the boundary',
  boundary: 'To the boundary',
};

/** PLAY DIR: where the snaps went (L, M, R or field/boundary as tagged), most used first; 'No direction' last. */
export function playDirectionTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<TendencyRow> {
  const groups = new Map<string | null, { label: string; builder: CellBuilder }>();
  for (const play of plays) {
    const raw = play.direction;
    const label = raw === null ? null : (DIRECTION_LABELS[raw.toLowerCase()] ?? raw);
    const key = label === null ? null : label.toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { label: label ?? 'No direction', builder: new CellBuilder(games) };
      groups.set(key, group);
    }
    group.builder.add(play);
  }
  return {
    n: plays.length,
    rows: [...groups.entries()]
      .sort(([keyA, a], [keyB, b]) => {
        if (keyA === null || keyB === null) return keyA === null ? 1 : -1;
        return b.builder.n - a.builder.n || a.label.localeCompare(b.label);
      })
      .map(([key, group]) => ({ key, label: group.label, cell: group.builder.finish(plays.length, rules) })),
  };
}

/**
 * GAP: the runs by the hole they went through (and any other snap with a gap tagged), most used first; runs
 * without a gap in 'No gap'. Shares are of these plays.
 */
export function runGapTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<TendencyRow> {
  const runs = plays.filter((play) => play.kind === 'run' || play.runGap !== null);
  return {
    n: runs.length,
    rows: groupByText(runs, games, (play) => play.runGap).map(({ label, builder }) => ({
      key: label,
      label: label === null ? 'No gap' : `${label} gap`,
      cell: builder.finish(runs.length, rules),
    })),
  };
}
