import { EMPTY_BREAKDOWN_FILTER, FIELD_ZONE_LABELS, type BreakdownFilter, type DistanceBucket, type FieldZone } from '../breakdown-filters';
import { Tally } from './cell';
import type { ScoutPlay, TendencyRules } from './plays';

/**
 * Key tendencies: the few things about this offense (or defense) a coach should read first.
 *
 * Situations are single dimensions and pairs of them: down & distance (by down: '3rd & 4–6'), hash, field
 * zone, formation, personnel; and down & distance × hash, × field zone, × formation, × personnel, formation ×
 * hash, personnel × hash, field zone × hash. In each situation with at least `thinBelow` run or pass plays, the
 * outcomes measured are the pass rate, the run rate and the share of the situation's most called play, each
 * against the same rate over all the offense's run and pass plays.
 *
 * For the defense the situations are the same dimensions (the formation and personnel being the offense's it
 * faced), over all the defense's snaps (every snap is a call, whatever the offense did with it), and the outcomes
 * are the pressure rate, and the share of the situation's most used coverage and front, each against its rate
 * over all the defense's snaps.
 *
 * A tendency needs at least `thinBelow` (5) plays in its situation and as many with its outcome.
 *
 * Ranking: by the 95 % Wilson lower bound of the situation's rate minus the overall rate, the "lift we are sure
 * of": 11 of 12 (92 %) has a lower bound of 65 %, 4 of 4 (100 %) only 51 %, so a tendency needs both a high
 * rate and the plays to back it. Only tendencies whose lower bound lies above the overall rate are kept; a
 * situation with exactly the same plays as a better-ranked one with the same outcome is left out (of equals, the one
 * with fewer dimensions, then the first by name, is kept).
 */

export type TendencyOutcome = 'pass' | 'run' | 'concept' | 'pressure' | 'coverage' | 'front';

export interface SituationPart {
  dimension: 'downDistance' | 'hash' | 'fieldZone' | 'formation' | 'personnel';
  /** The value: '3:medium' for down & distance, 'L', 'red-zone', 'Trips Right', '11'. */
  value: string;
  label: string;
}

export interface KeyTendency {
  /** '3rd & 4–6, left hash'. */
  situation: string;
  parts: SituationPart[];
  outcome: TendencyOutcome;
  /** The play called, for a concept tendency; the coverage or front, for a coverage or front tendency. */
  concept: string | null;
  /** The situation's run and pass plays (the defense's: all its snaps; the rate's whole) and how many had the outcome. */
  n: number;
  count: number;
  rate: number;
  /** The outcome's rate over all the offense's run and pass plays, and the difference (rate − overall). */
  overallRate: number;
  lift: number;
  /** 95 % Wilson lower bound of the rate; the ranking score is lowerBound − overallRate. */
  lowerBound: number;
  score: number;
  /** The most called play among the outcome's plays, for run and pass tendencies; who pressured most, for a pressure tendency. */
  topConcept: { value: string; n: number } | null;
  /** The situation's run and pass plays (the filter also selects its other plays: penalties, the defense's) and those with the outcome. */
  cardIds: string[];
  outcomeCardIds: string[];
  /** Per game, in the order of the result's games: the outcome's plays, and the situation's run and pass plays. */
  perGame: number[];
  perGameN: number[];
  /** Selects the situation's plays of the side in the breakdown filters. */
  filter: BreakdownFilter;
  /**
   * Ready to show: '3rd & 4–6, left hash: pass 11 of 12, 92% (overall 55%, +37 points); top concept SMASH 6';
   * for the defense '3rd & 7+: pressure on 9 of 12, 75% (overall 38%, +37 points)', '3rd & 7+: Cover 1 on 8 of 12, …'.
   */
  sentence: string;
}

const Z = 1.96;

/**
 * The Wilson score interval (95 %) for k successes in n trials; k and n may be fractional (a shrunken count, as
 * the predictor's); [0, 1] for n = 0.
 */
export function wilsonInterval(k: number, n: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * n);
  const margin = Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, (centre - margin) / (1 + z2 / n)), high: Math.min(1, (centre + margin) / (1 + z2 / n)) };
}

/** Lower bound of the Wilson score interval (95 %) for k successes in n trials; 0 for n = 0. */
export function wilsonLowerBound(k: number, n: number): number {
  return n <= 0 ? 0 : wilsonInterval(k, n).low;
}

const DOWN_DISTANCE_SHORT: Record<DistanceBucket, string> = {
  'first-10-plus': '10+',
  'first-under-10': '<10',
  long: '7+',
  medium: '4–6',
  short: '1–3',
  fourth: '',
};

/** '1st', '2nd', '3rd', '4th'. */
export function ordinal(down: number): string {
  return `${down}${down === 1 ? 'st' : down === 2 ? 'nd' : down === 3 ? 'rd' : 'th'}`;
}

/** How a situation names a down & distance bucket: '3rd & 7+', '1st & 10+', '4th down'. */
export function downDistanceWords(down: number, bucket: DistanceBucket): string {
  return bucket === 'fourth' ? '4th down' : `${ordinal(down)} & ${DOWN_DISTANCE_SHORT[bucket]}`;
}

function downDistancePart(play: ScoutPlay): SituationPart | null {
  if (play.bucket === null || play.down === null) return null;
  return { dimension: 'downDistance', value: `${play.down}:${play.bucket}`, label: downDistanceWords(play.down, play.bucket) };
}

export const HASH_WORDS: Readonly<Record<string, string>> = { L: 'left hash', M: 'middle hash', R: 'right hash' };

/** How a situation names a field zone: 'red zone', 'open field'. */
export function fieldZoneWords(zone: FieldZone): string {
  return FIELD_ZONE_LABELS[zone].replace(/ \(.*\)$/, '').toLowerCase();
}

function partsOf(play: ScoutPlay): (SituationPart | null)[] {
  return [
    downDistancePart(play),
    play.hash && HASH_WORDS[play.hash] ? { dimension: 'hash', value: play.hash, label: HASH_WORDS[play.hash] as string } : null,
    play.zone ? { dimension: 'fieldZone', value: play.zone, label: fieldZoneWords(play.zone) } : null,
    play.formation ? { dimension: 'formation', value: play.formation, label: play.formation } : null,
    play.personnel ? { dimension: 'personnel', value: play.personnel, label: `${play.personnel} personnel` } : null,
  ];
}

/** Index pairs into partsOf's list: single dimensions, then the pairs scouted together. */
const COMBINATIONS: readonly (readonly number[])[] = [[0], [1], [2], [3], [4], [0, 1], [0, 2], [0, 3], [0, 4], [3, 1], [4, 1], [2, 1]];

interface Group {
  parts: SituationPart[];
  plays: ScoutPlay[];
}

function filterOf(parts: readonly SituationPart[], side: 'offense' | 'defense'): BreakdownFilter {
  const filter: BreakdownFilter = { ...EMPTY_BREAKDOWN_FILTER, sides: [side] };
  for (const part of parts) {
    if (part.dimension === 'downDistance') {
      const [down, bucket] = part.value.split(':') as [string, DistanceBucket];
      filter.downs = [Number(down)];
      filter.distanceBuckets = [bucket];
    } else if (part.dimension === 'hash') filter.hashes = [part.value];
    else if (part.dimension === 'fieldZone') filter.fieldZones = [part.value as FieldZone];
    else if (part.dimension === 'formation') filter.formations = [part.value];
    else filter.personnel = [part.value];
  }
  return filter;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Outcome {
  outcome: TendencyOutcome;
  hits: ScoutPlay[];
  overallRate: number;
  concept: string | null;
}

/** Shares of each value (lower case) over `total` plays. */
function sharesOf(plays: readonly ScoutPlay[], value: (play: ScoutPlay) => string | null, total: number): Map<string, number> {
  const counts = new Tally();
  for (const play of plays) counts.add(value(play));
  return new Map(counts.list(false).map((entry) => [(entry.value as string).toLowerCase(), entry.n / total]));
}

/** The situation's most used value (a concept, a coverage, a front) as an outcome against its overall share. */
function topValueOutcome(
  plays: readonly ScoutPlay[],
  outcome: TendencyOutcome,
  value: (play: ScoutPlay) => string | null,
  overall: ReadonlyMap<string, number>,
): Outcome | null {
  const counts = new Tally();
  for (const play of plays) counts.add(value(play));
  const top = counts.top(1)[0];
  if (!top) return null;
  const wanted = top.value.toLowerCase();
  return {
    outcome,
    hits: plays.filter((play) => value(play)?.toLowerCase() === wanted),
    overallRate: overall.get(wanted) ?? 0,
    concept: top.value,
  };
}

export function keyTendencies(
  plays: readonly ScoutPlay[],
  games: number,
  rules: TendencyRules,
  limit = 10,
  side: 'offense' | 'defense' = 'offense',
): KeyTendency[] {
  const counted = side === 'defense' ? plays : plays.filter((play) => play.kind !== null);
  const total = counted.length;
  if (total === 0) return [];
  let passes = 0;
  let pressures = 0;
  for (const play of counted) {
    if (play.kind === 'pass') passes += 1;
    if (play.pressured) pressures += 1;
  }
  const conceptOf = (play: ScoutPlay) => play.concept;
  const coverageOf = (play: ScoutPlay) => play.coverage;
  const frontOf = (play: ScoutPlay) => play.front;
  const conceptShare = side === 'offense' ? sharesOf(counted, conceptOf, total) : new Map<string, number>();
  const coverageShare = side === 'defense' ? sharesOf(counted, coverageOf, total) : new Map<string, number>();
  const frontShare = side === 'defense' ? sharesOf(counted, frontOf, total) : new Map<string, number>();
  const overall = { pass: passes / total, run: (total - passes) / total, pressure: pressures / total };

  const outcomesOf = (group: Group): Outcome[] => {
    const candidates: (Outcome | null)[] =
      side === 'defense'
        ? [
            { outcome: 'pressure', hits: group.plays.filter((play) => play.pressured), overallRate: overall.pressure, concept: null },
            topValueOutcome(group.plays, 'coverage', coverageOf, coverageShare),
            topValueOutcome(group.plays, 'front', frontOf, frontShare),
          ]
        : [
            { outcome: 'pass', hits: group.plays.filter((play) => play.kind === 'pass'), overallRate: overall.pass, concept: null },
            { outcome: 'run', hits: group.plays.filter((play) => play.kind === 'run'), overallRate: overall.run, concept: null },
            topValueOutcome(group.plays, 'concept', conceptOf, conceptShare),
          ];
    return candidates.filter((outcome): outcome is Outcome => outcome !== null);
  };

  const groups = new Map<string, Group>();
  for (const play of counted) {
    const parts = partsOf(play);
    for (const combination of COMBINATIONS) {
      const chosen = combination.map((index) => parts[index] ?? null);
      if (chosen.some((part) => part === null)) continue;
      const situation = chosen as SituationPart[];
      const key = situation.map((part) => `${part.dimension}=${part.value.toLowerCase()}`).join('|');
      const group = groups.get(key);
      if (group) group.plays.push(play);
      else groups.set(key, { parts: situation, plays: [play] });
    }
  }

  const candidates: KeyTendency[] = [];
  for (const group of groups.values()) {
    const n = group.plays.length;
    if (n < rules.thinBelow) continue;
    for (const { outcome, hits, overallRate, concept } of outcomesOf(group)) {
      const count = hits.length;
      if (count < rules.thinBelow) continue;
      const lowerBound = wilsonLowerBound(count, n);
      const score = lowerBound - overallRate;
      if (score <= 0) continue;
      candidates.push(describe(group, outcome, concept, hits, n, overallRate, lowerBound, score, games, side));
    }
  }

  candidates.sort((a, b) => b.score - a.score || b.n - a.n || a.parts.length - b.parts.length || a.situation.localeCompare(b.situation));
  const seen = new Set<string>();
  const picked: KeyTendency[] = [];
  for (const candidate of candidates) {
    if (picked.length >= limit) break;
    const identity = `${candidate.outcome}:${candidate.concept ?? ''}:${candidate.cardIds.join(',')}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    picked.push(candidate);
  }
  return picked;
}

function describe(
  group: Group,
  outcome: TendencyOutcome,
  concept: string | null,
  hits: ScoutPlay[],
  n: number,
  overallRate: number,
  lowerBound: number,
  score: number,
  games: number,
  side: 'offense' | 'defense',
): KeyTendency {
  const count = hits.length;
  const rate = count / n;
  const situation = capitalise(group.parts.map((part) => part.label).join(', '));
  let topConcept: KeyTendency['topConcept'] = null;
  if (outcome === 'pass' || outcome === 'run' || outcome === 'pressure') {
    const tally = new Tally();
    for (const play of hits) tally.add(outcome === 'pressure' ? play.pressure : play.concept);
    topConcept = tally.top(1)[0] ?? null;
  }
  const perGame = new Array<number>(games).fill(0);
  for (const play of hits) perGame[play.game] = (perGame[play.game] ?? 0) + 1;
  const perGameN = new Array<number>(games).fill(0);
  for (const play of group.plays) perGameN[play.game] = (perGameN[play.game] ?? 0) + 1;
  const lift = rate - overallRate;
  const figures = `${count} of ${n}, ${percent(rate)} (overall ${percent(overallRate)}, +${Math.round(lift * 100)} points)`;
  const sentence =
    side === 'defense'
      ? `${situation}: ${outcome === 'pressure' ? 'pressure' : (concept as string)} on ${figures}`
      : `${situation}: ${outcome === 'concept' ? (concept as string) : outcome} ${figures}` +
        (topConcept ? `; top concept ${topConcept.value} ${topConcept.n}` : '');
  return {
    situation,
    parts: group.parts,
    outcome,
    concept,
    n,
    count,
    rate,
    overallRate,
    lift,
    lowerBound,
    score,
    topConcept,
    cardIds: group.plays.map((play) => play.cardId),
    outcomeCardIds: hits.map((play) => play.cardId),
    perGame,
    perGameN,
    filter: filterOf(group.parts, side),
    sentence,
  };
}
