import {
  DISTANCE_BUCKETS,
  DISTANCE_BUCKET_LABELS,
  FIELD_ZONES,
  FIELD_ZONE_LABELS,
  type DistanceBucket,
  type FieldZone,
} from '../breakdown-filters';
import { HASH_VALUES } from '../breakdown';
import { CellBuilder, Tally, rate, type TendencyCell, type TendencyRow, type ValueCount } from './cell';
import type { ScoutPlay, TendencyRules } from './plays';

/**
 * The scouting report's tables over the offense's snaps. Each table partitions the snaps: its rows' n add up to
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
  /** OFF STR (a custom field in Scout's breakdown), hash and personnel splits; each adds up to the row's n. */
  strengths: ValueCount<string | null>[];
  hashes: ValueCount<string | null>[];
  personnel: ValueCount<string | null>[];
}

export type FieldZoneRow = TendencyRow<FieldZone | null>;

export const SITUATIONS = ['first-play-of-drive', 'third-down', 'fourth-down', 'red-zone-and-in', 'goal-line'] as const;
export type Situation = (typeof SITUATIONS)[number];
export const SITUATION_LABELS: Record<Situation, string> = {
  'first-play-of-drive': 'First play of a drive',
  'third-down': '3rd down',
  'fourth-down': '4th down',
  'red-zone-and-in': 'Red zone and in (+20 to +1)',
  'goal-line': 'Goal line (+5 to +1)',
};
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

const HASH_LABELS: Record<string, string> = { L: 'Left hash', M: 'Middle', R: 'Right hash' };

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
        label: key === null ? 'No hash' : (HASH_LABELS[key] ?? key),
        cell: builder.finish(plays.length, rules),
        directions: directionsOf(key, extra),
      }),
    ),
  };
}

export function downDistanceTable(plays: readonly ScoutPlay[], games: number, rules: TendencyRules): TendencyTable<DownDistanceRow> {
  return {
    n: plays.length,
    rows: groupByScale(plays, games, DISTANCE_BUCKETS, (play) => play.bucket).map(({ key, builder, extra }) => {
      let thirdFourth = 0;
      let conversions = 0;
      for (const play of extra) {
        if (play.converted === null) continue;
        thirdFourth += 1;
        if (play.converted) conversions += 1;
      }
      return {
        key,
        label: key === null ? 'No down & distance' : DISTANCE_BUCKET_LABELS[key],
        cell: builder.finish(plays.length, rules),
        thirdFourth,
        conversions,
        conversionRate: rate(conversions, thirdFourth),
      };
    }),
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

/** Which situations a snap is in; `firstOfDrive` comes from the drive rule (see drives.ts). */
export function situationsOf(play: ScoutPlay, firstOfDrive: boolean): Situation[] {
  const out: Situation[] = [];
  if (firstOfDrive) out.push('first-play-of-drive');
  if (play.down === 3) out.push('third-down');
  if (play.down === 4) out.push('fourth-down');
  if (play.zone === 'red-zone' || play.zone === 'goal-line') out.push('red-zone-and-in');
  if (play.zone === 'goal-line') out.push('goal-line');
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
