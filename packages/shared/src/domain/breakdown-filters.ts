import { HASH_VALUES, PLAY_RESULTS, PLAY_TYPES } from './breakdown';
import { SIDES, sideOfPlay, type Side } from './tendencies/sides';

/**
 * Filters over a report's plays (breakdown rows), shared by every screen that narrows plays down: the data
 * export, and the film playlist that follows the same choices. A filter lists the values wanted per
 * dimension; an empty list means "any". Within a dimension any listed value matches, across dimensions every
 * dimension must match. A play without a value in a dimension that is filtered does not match it.
 */

/**
 * Down & distance buckets: first down split at 10 yards to go, second and third down by yards to go
 * (long 7+, medium 4–6, short 1–3), and fourth down as one bucket whatever the distance.
 */
export const DISTANCE_BUCKETS = ['first-10-plus', 'first-under-10', 'long', 'medium', 'short', 'fourth'] as const;
export type DistanceBucket = (typeof DISTANCE_BUCKETS)[number];

export const DISTANCE_BUCKET_LABELS: Record<DistanceBucket, string> = {
  'first-10-plus': '1st & 10+',
  'first-under-10': '1st & <10',
  long: '2nd/3rd & long (7+)',
  medium: '2nd/3rd & medium (4–6)',
  short: '2nd/3rd & short (1–3)',
  fourth: '4th down',
};

/**
 * Field zones by the signed yard line (minus on the offense's own side, 50 midfield, plus on the
 * opponent's): backed up −1…−10, coming out −11…−20, open field −21 through midfield to +40, fringe
 * +39…+21, red zone +20…+6, goal line +5…+1.
 */
export const FIELD_ZONES = ['backed-up', 'coming-out', 'open-field', 'fringe', 'red-zone', 'goal-line'] as const;
export type FieldZone = (typeof FIELD_ZONES)[number];

export const FIELD_ZONE_LABELS: Record<FieldZone, string> = {
  'backed-up': 'Backed up (−1 to −10)',
  'coming-out': 'Coming out (−11 to −20)',
  'open-field': 'Open field (−21 to +40)',
  fringe: 'Fringe (+39 to +21)',
  'red-zone': 'Red zone (+20 to +6)',
  'goal-line': 'Goal line (+5 to +1)',
};

export const FILTER_DOWNS = [1, 2, 3, 4] as const;
/** Quarters 1 to 4, and 5 for overtime (as QTR counts it). */
export const FILTER_QUARTERS = [1, 2, 3, 4, 5] as const;

/** What a filter reads of a play: the breakdown fields, as a card holds them (any may be missing). */
export interface FilterablePlay {
  /** ODK, read with the play type for the play's side (see `sideOfPlay`). */
  odkm?: unknown;
  quarter?: unknown;
  down?: unknown;
  distance?: unknown;
  hash?: unknown;
  yardLine?: unknown;
  formation?: unknown;
  personnel?: unknown;
  playType?: unknown;
  concept?: unknown;
  playConcept?: unknown;
  result?: unknown;
  /** The game a play is from (GAME, or OPPONENT in a sheet of several games). */
  game?: unknown;
}

export interface BreakdownFilter {
  /** The sides of the ball (offense, defense, special teams), by ODK and play type. */
  sides: Side[];
  /** Quarters, 5 being overtime. */
  quarters: number[];
  /** Games, by the name the sheet gave them ('Game 1', 'ASU', …). */
  games: string[];
  downs: number[];
  distanceBuckets: DistanceBucket[];
  hashes: string[];
  fieldZones: FieldZone[];
  formations: string[];
  personnel: string[];
  playTypes: string[];
  concepts: string[];
  results: string[];
}

export type BreakdownFilterDimension = keyof BreakdownFilter;

export const EMPTY_BREAKDOWN_FILTER: BreakdownFilter = {
  sides: [],
  quarters: [],
  games: [],
  downs: [],
  distanceBuckets: [],
  hashes: [],
  fieldZones: [],
  formations: [],
  personnel: [],
  playTypes: [],
  concepts: [],
  results: [],
};

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The play's down & distance bucket, or null for a play without a down (kicks, tries) or distance. */
export function distanceBucketOf(play: Pick<FilterablePlay, 'down' | 'distance'>): DistanceBucket | null {
  const down = integer(play.down);
  if (down === 4) return 'fourth';
  const distance = integer(play.distance);
  if (down === null || distance === null || distance < 1) return null;
  if (down === 1) return distance >= 10 ? 'first-10-plus' : 'first-under-10';
  if (down === 2 || down === 3) return distance >= 7 ? 'long' : distance >= 4 ? 'medium' : 'short';
  return null;
}

/** The field zone of a signed yard line, or null when the play has no (valid) yard line. */
export function fieldZoneOf(yardLine: unknown): FieldZone | null {
  const line = integer(yardLine);
  if (line === null || line === 0 || line < -49 || line > 50) return null;
  if (line < 0) return line >= -10 ? 'backed-up' : line >= -20 ? 'coming-out' : 'open-field';
  if (line >= 40) return 'open-field';
  if (line >= 21) return 'fringe';
  return line >= 6 ? 'red-zone' : 'goal-line';
}

/** The play's concept: the called play, or the concept column where only that was filled. */
export function conceptOf(play: Pick<FilterablePlay, 'concept' | 'playConcept'>): string | null {
  return text(play.concept) ?? text(play.playConcept);
}

/** Free-text values (formations, concepts …) match whatever their case or surrounding spaces. */
function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function matchesText(wanted: readonly string[], value: string | null): boolean {
  return wanted.length === 0 || (value !== null && wanted.some((option) => sameText(option, value)));
}

function matchesValue<T>(wanted: readonly T[], value: T | null): boolean {
  return wanted.length === 0 || (value !== null && wanted.includes(value));
}

export function matchesBreakdownFilter(play: FilterablePlay, filter: BreakdownFilter): boolean {
  return (
    (filter.sides.length === 0 || matchesValue(filter.sides, sideOfPlay(play.odkm, play.playType))) &&
    matchesValue(filter.quarters, integer(play.quarter)) &&
    matchesText(filter.games, text(play.game)) &&
    matchesValue(filter.downs, integer(play.down)) &&
    matchesValue(filter.distanceBuckets, distanceBucketOf(play)) &&
    matchesText(filter.hashes, text(play.hash)) &&
    matchesValue(filter.fieldZones, fieldZoneOf(play.yardLine)) &&
    matchesText(filter.formations, text(play.formation)) &&
    matchesText(filter.personnel, text(play.personnel)) &&
    matchesText(filter.playTypes, text(play.playType)) &&
    matchesText(filter.concepts, conceptOf(play)) &&
    matchesText(filter.results, text(play.result))
  );
}

/** The plays a filter keeps, in their order. */
export function filterPlays<Play extends FilterablePlay>(plays: readonly Play[], filter: BreakdownFilter): Play[] {
  return plays.filter((play) => matchesBreakdownFilter(play, filter));
}

export function isEmptyBreakdownFilter(filter: BreakdownFilter): boolean {
  return Object.values(filter).every((values: readonly unknown[]) => values.length === 0);
}

/** One value a dimension can take in a set of plays, with how many plays have it. */
export interface FilterOption<Value> {
  value: Value;
  count: number;
}

export interface BreakdownFilterOptions {
  sides: FilterOption<Side>[];
  quarters: FilterOption<number>[];
  games: FilterOption<string>[];
  downs: FilterOption<number>[];
  distanceBuckets: FilterOption<DistanceBucket>[];
  hashes: FilterOption<string>[];
  fieldZones: FilterOption<FieldZone>[];
  formations: FilterOption<string>[];
  personnel: FilterOption<string>[];
  playTypes: FilterOption<string>[];
  concepts: FilterOption<string>[];
  results: FilterOption<string>[];
}

/** Counts values; text values that differ only in case count as one, under the spelling seen first. */
function countValues<Value>(values: readonly (Value | null)[], order?: readonly Value[]): FilterOption<Value>[] {
  const counts = new Map<string, FilterOption<Value>>();
  for (const value of values) {
    if (value === null) continue;
    const key = typeof value === 'string' ? value.toLowerCase() : String(value);
    const option = counts.get(key);
    if (option) option.count += 1;
    else counts.set(key, { value, count: 1 });
  }
  const options = [...counts.values()];
  if (order) return options.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return options.sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
}

/** The games the plays come from, in the order their first play appears (the order of the ZIP), with counts. */
function gamesInOrder(plays: readonly FilterablePlay[]): FilterOption<string>[] {
  const values = plays.map((play) => text(play.game));
  const first = new Map<string, number>();
  values.forEach((value, index) => {
    if (value !== null && !first.has(value.toLowerCase())) first.set(value.toLowerCase(), index);
  });
  return countValues(values).sort((a, b) => (first.get(a.value.toLowerCase()) ?? 0) - (first.get(b.value.toLowerCase()) ?? 0));
}

/**
 * The values each dimension takes in the plays, with counts: fixed scales (downs, buckets, hash, zones, play
 * types, results) in their football order, the coach's own names (formations, personnel, concepts) most
 * used first.
 */
export function breakdownFilterOptions(plays: readonly FilterablePlay[]): BreakdownFilterOptions {
  const resultsOrder: readonly string[] = PLAY_RESULTS;
  const typesOrder: readonly string[] = PLAY_TYPES;
  const orderedText = (values: (string | null)[], order: readonly string[]) => {
    const options = countValues(values);
    const rank = (value: string) => {
      const index = order.findIndex((option) => sameText(option, value));
      return index === -1 ? order.length : index;
    };
    return options.sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  };
  return {
    sides: countValues(
      plays.map((play) => sideOfPlay(play.odkm, play.playType)),
      SIDES,
    ),
    quarters: countValues(
      plays.map((play) => integer(play.quarter)),
      FILTER_QUARTERS,
    ),
    games: gamesInOrder(plays),
    downs: countValues(
      plays.map((play) => integer(play.down)),
      FILTER_DOWNS,
    ),
    distanceBuckets: countValues(plays.map(distanceBucketOf), DISTANCE_BUCKETS),
    hashes: orderedText(
      plays.map((play) => text(play.hash)),
      HASH_VALUES,
    ),
    fieldZones: countValues(
      plays.map((play) => fieldZoneOf(play.yardLine)),
      FIELD_ZONES,
    ),
    formations: countValues(plays.map((play) => text(play.formation))),
    personnel: countValues(plays.map((play) => text(play.personnel))),
    playTypes: orderedText(
      plays.map((play) => text(play.playType)),
      typesOrder,
    ),
    concepts: countValues(plays.map(conceptOf)),
    results: orderedText(
      plays.map((play) => text(play.result)),
      resultsOrder,
    ),
  };
}

/**
 * A filter in a page address, so a coach can share or bookmark it: one query parameter per dimension, a
 * value per occurrence (`side=defense&down=3&down=4&form=Trips%20Right`), since free-text names may hold commas. Values a
 * fixed dimension does not know are ignored when read; free text is kept as written (trimmed).
 */
export const BREAKDOWN_FILTER_PARAMS: Record<BreakdownFilterDimension, string> = {
  sides: 'side',
  quarters: 'qtr',
  // Not 'game': a shared group's view names its chosen game (a report) with that parameter.
  games: 'game-name',
  downs: 'down',
  distanceBuckets: 'dist',
  hashes: 'hash',
  fieldZones: 'zone',
  formations: 'form',
  personnel: 'pers',
  playTypes: 'type',
  concepts: 'concept',
  results: 'result',
};

const MAX_FILTER_VALUE_LENGTH = 200;

/** A page address's query as name/value pairs: its text ('a=1&b=2', with or without '?') or a URLSearchParams. */
export type QueryInput = string | Iterable<readonly [string, string]>;

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return part;
  }
}

/** Query text split into name/value pairs, as a browser reads it ('+' is a space). */
function queryPairs(query: QueryInput): [string, string][] {
  if (typeof query !== 'string') return [...query].map(([name, value]) => [name, value]);
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals === -1 ? [decodePart(part), ''] : [decodePart(part.slice(0, equals)), decodePart(part.slice(equals + 1))];
    });
}

function encodePart(part: string): string {
  return encodeURIComponent(part).replaceAll('%20', '+');
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function parseBreakdownFilter(query: QueryInput): BreakdownFilter {
  const pairs = queryPairs(query);
  const all = (dimension: BreakdownFilterDimension) =>
    unique(
      pairs
        .filter(([name]) => name === BREAKDOWN_FILTER_PARAMS[dimension])
        .map(([, value]) => value.trim())
        .filter((value) => value !== '' && value.length <= MAX_FILTER_VALUE_LENGTH),
    );
  const oneOf = <T extends string | number>(dimension: BreakdownFilterDimension, allowed: readonly T[]): T[] =>
    unique(all(dimension).flatMap((value) => allowed.filter((option) => String(option).toLowerCase() === value.toLowerCase())));
  return {
    sides: oneOf('sides', SIDES),
    quarters: oneOf('quarters', FILTER_QUARTERS),
    games: all('games'),
    downs: oneOf('downs', FILTER_DOWNS),
    distanceBuckets: oneOf('distanceBuckets', DISTANCE_BUCKETS),
    hashes: oneOf('hashes', HASH_VALUES),
    fieldZones: oneOf('fieldZones', FIELD_ZONES),
    formations: all('formations'),
    personnel: all('personnel'),
    playTypes: all('playTypes'),
    concepts: all('concepts'),
    results: all('results'),
  };
}

/**
 * The filter as query text without '?' (dimensions in a fixed order, empty ones left out). Parameters that
 * are not the filter's (a tab, a page) are kept, first, when `base` is given.
 */
export function formatBreakdownFilter(filter: BreakdownFilter, base: QueryInput = ''): string {
  const names = new Set(Object.values(BREAKDOWN_FILTER_PARAMS));
  const kept = queryPairs(base).filter(([name]) => !names.has(name));
  const own = (Object.entries(BREAKDOWN_FILTER_PARAMS) as [BreakdownFilterDimension, string][]).flatMap(([dimension, name]) =>
    filter[dimension].map((value): [string, string] => [name, String(value)]),
  );
  return [...kept, ...own].map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join('&');
}

/**
 * An explicit list of plays by card number (`plays=3,7,12`), as an analytics cell hands the film its plays: applied
 * on top of the filter. Numbers are positive integers, kept unique in the order given; anything else is ignored.
 */
export const PLAY_LIST_PARAM = 'plays';

/** At most this many numbers are read from an address (a whole report's plays fit). */
const MAX_PLAY_LIST = 2000;

export function parsePlayList(query: QueryInput): number[] {
  const numbers = queryPairs(query)
    .filter(([name]) => name === PLAY_LIST_PARAM)
    .flatMap(([, value]) => value.split(','))
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((number) => number > 0);
  return unique(numbers).slice(0, MAX_PLAY_LIST);
}

/** The query with the play list set (an empty list removes the parameter), every other parameter kept. */
export function formatPlayList(numbers: readonly number[], base: QueryInput = ''): string {
  const kept = queryPairs(base).filter(([name]) => name !== PLAY_LIST_PARAM);
  const own: [string, string][] = numbers.length > 0 ? [[PLAY_LIST_PARAM, unique(numbers).join(',')]] : [];
  return [...kept, ...own].map(([name, value]) => `${encodePart(name)}=${encodePart(value).replaceAll('%2C', ',')}`).join('&');
}
