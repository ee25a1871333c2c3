import { isPressure, sideOfPlay } from './tendencies/sides';

/**
 * The counting behind a printed report: the plays' top formations and calls, their down & distance
 * buckets, and the games they came from; and the facts of one play as a printed card shows them. Pure
 * functions over breakdown values (as readBreakdown returns them), so the web app and any server-side
 * report read the same numbers.
 */

/** Down & distance buckets coaches scout by, in the order a report lists them. */
export const DOWN_DISTANCE_BUCKETS = [
  '1st & 10+',
  '1st & <10',
  '2nd & long (7+)',
  '2nd & medium (4–6)',
  '2nd & short (1–3)',
  '3rd & long (7+)',
  '3rd & medium (4–6)',
  '3rd & short (1–3)',
  '4th down',
] as const;
export type DownDistanceBucket = (typeof DOWN_DISTANCE_BUCKETS)[number];

function asWholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

function asLabel(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The bucket of a down and distance: first downs split at 10 yards to go; second and third downs are long
 * from 7 yards, medium from 4 to 6, short from 1 to 3; every fourth down is one bucket. No down (kicks,
 * tries, an untagged play) has no bucket; a second or third down without a distance has none either.
 */
export function downDistanceBucket(down: unknown, distance: unknown): DownDistanceBucket | null {
  const d = asWholeNumber(down);
  if (d === null || d < 1 || d > 4) return null;
  if (d === 4) return '4th down';
  const yards = asWholeNumber(distance);
  if (d === 1) {
    if (yards === null) return '1st & 10+';
    return yards >= 10 ? '1st & 10+' : '1st & <10';
  }
  if (yards === null || yards < 1) return null;
  const prefix = d === 2 ? '2nd' : '3rd';
  if (yards >= 7) return `${prefix} & long (7+)`;
  if (yards >= 4) return `${prefix} & medium (4–6)`;
  return `${prefix} & short (1–3)`;
}

/** One row of a summary table: a value, how many plays had it, and its share of the plays counted. */
export interface CountRow {
  label: string;
  count: number;
  /** Whole percent of `of`, rounded to the nearest. */
  percent: number;
}

/** A whole percent, rounded to the nearest; 0 of nothing is 0. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((100 * count) / total) : 0;
}

/**
 * The most frequent values, most frequent first (ties in the order first seen), each with its share of all
 * the values given, empty ones included in that share but never listed. Values are compared as written
 * after trimming, so 'TWINS R' and 'TWINS' stay apart.
 */
export function topCounts(values: readonly unknown[], limit: number): CountRow[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    const label = asLabel(value);
    if (label !== null) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([label, count], order) => ({ label, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ label, count }) => ({ label, count, percent: percentOf(count, values.length) }));
}

/** The fields of a play the summary reads. */
export interface SummaryPlay {
  down?: unknown;
  distance?: unknown;
  formation?: unknown;
  concept?: unknown;
  playConcept?: unknown;
  playNumber?: unknown;
}

/** The play called: the concept, or the play-concept field where the concept is empty. */
export function playCall(play: Pick<SummaryPlay, 'concept' | 'playConcept'>): string | null {
  return asLabel(play.concept) ?? asLabel(play.playConcept);
}

/** The fields of a play that say what was called, on any side of the ball. */
export interface CallPlay {
  odkm?: unknown;
  playType?: unknown;
  concept?: unknown;
  playConcept?: unknown;
  front?: unknown;
  coverage?: unknown;
  pressure?: unknown;
  kickType?: unknown;
  kickYards?: unknown;
  hangTime?: unknown;
  returnYards?: unknown;
}

/**
 * What was called, for the side the play belongs to: the offense's concept ('SMASH'); the defense's front,
 * coverage and pressure ('Over · Cover 1 · Mike pressure'); a kick's type and how it went ('Punt · Rugby · 42 yds ·
 * 4.3 s hang · 8 ret'). Null when nothing is tagged.
 */
export function callLine(play: CallPlay): string | null {
  const side = sideOfPlay(play.odkm, play.playType);
  const parts: (string | null)[] = [];
  if (side === 'defense') {
    const pressure = asLabel(play.pressure);
    parts.push(asLabel(play.front), asLabel(play.coverage), pressure && isPressure(pressure) ? `${pressure} pressure` : null);
  } else if (side === 'special-teams') {
    const yards = asWholeNumber(play.kickYards);
    const hang = typeof play.hangTime === 'number' && Number.isFinite(play.hangTime) ? play.hangTime : null;
    const returned = asWholeNumber(play.returnYards);
    parts.push(
      asLabel(play.playType),
      asLabel(play.kickType),
      yards === null ? null : `${yards} yds`,
      hang === null ? null : `${hang.toFixed(1)} s hang`,
      returned === null ? null : `${returned} ret`,
    );
  } else {
    parts.push(playCall(play));
  }
  const line = parts.filter((part): part is string => part !== null).join(' · ');
  return line === '' ? null : line;
}

/**
 * How many games the plays came from, in card order: play numbers restart at 1 when a new game starts in the
 * same breakdown, so each drop in the play number begins another game. Null when no play is numbered.
 */
export function countGames(plays: readonly Pick<SummaryPlay, 'playNumber'>[]): number | null {
  let games = 0;
  let previous: number | null = null;
  for (const play of plays) {
    const number = asWholeNumber(play.playNumber);
    if (number === null) continue;
    if (previous === null || number < previous) games += 1;
    previous = number;
  }
  return games === 0 ? null : games;
}

export interface BreakdownSummary {
  /** Every play (card) counted. */
  snaps: number;
  games: number | null;
  /** The top formations and calls, as shares of all snaps. */
  topFormations: CountRow[];
  topPlays: CountRow[];
  /** Every bucket, in order, as shares of the snaps that had a down. */
  downDistance: CountRow[];
  /** Snaps with a down (the down & distance table's whole). */
  snapsWithDown: number;
}

/** The summary tables of a report's plays; `limit` rows for the top formations and plays. */
export function summarizeBreakdowns(plays: readonly SummaryPlay[], limit = 5): BreakdownSummary {
  const buckets = new Map<DownDistanceBucket, number>();
  let snapsWithDown = 0;
  for (const play of plays) {
    const bucket = downDistanceBucket(play.down, play.distance);
    if (bucket === null) continue;
    snapsWithDown += 1;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return {
    snaps: plays.length,
    games: countGames(plays),
    topFormations: topCounts(
      plays.map((play) => play.formation),
      limit,
    ),
    topPlays: topCounts(plays.map(playCall), limit),
    downDistance: DOWN_DISTANCE_BUCKETS.map((label) => {
      const count = buckets.get(label) ?? 0;
      return { label, count, percent: percentOf(count, snapsWithDown) };
    }),
    snapsWithDown,
  };
}

/** 1st, 2nd, 3rd, 4th. */
export function ordinalDown(down: number): string {
  const suffix = down === 1 ? 'st' : down === 2 ? 'nd' : down === 3 ? 'rd' : 'th';
  return `${down}${suffix}`;
}

/** Down & distance as coaches say it: '3rd & 7'; '3rd down' without a distance; null without a down. */
export function formatDownAndDistance(down: unknown, distance: unknown): string | null {
  const d = asWholeNumber(down);
  if (d === null || d < 1) return null;
  const yards = asWholeNumber(distance);
  return yards === null ? `${ordinalDown(d)} down` : `${ordinalDown(d)} & ${yards}`;
}

/** A signed yard line as coaches write it: '-35' (own 35), '50', '+20' (opponent 20); null when empty. */
export function formatSignedYardLine(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  if (value === 50) return '50';
  return value < 0 ? `-${Math.abs(value)}` : `+${value}`;
}

/** Yards gained or lost with their sign: '+7', '-3', '0'. */
export function formatGainLoss(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return value > 0 ? `+${value}` : String(value);
}
