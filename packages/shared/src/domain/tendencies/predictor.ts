import { distanceBucketOf, fieldZoneOf, type DistanceBucket, type FieldZone } from '../breakdown-filters';
import { downDistanceWords, fieldZoneWords, HASH_WORDS, ordinal, wilsonInterval } from './key-tendencies';
import { clockSeconds, DEFAULT_TENDENCY_RULES, readScoutPlays, type ScoutPlay, type TendencyInput, type TendencyRules } from './plays';
import { downDistanceSplitOf, isTwoMinute } from './tables';

/**
 * What they will call next: a situation predictor over a report's or a group's plays. Pure and linear in the
 * plays; the browser, the print and the shared view run this one copy.
 *
 * API (stable; the "What's next" panel, the call sheet and the backtest build on it):
 * - `preparePredictor(inputs, options)` reads the plays once (every side may be mixed in: the side read is
 *   `options.side`, 'offense' by default) and gives a `Predictor` whose `predict(situation)` answers one
 *   situation (≈ 0.1 ms; prepare once for a call sheet).
 * - `predictSituation(inputs, situation, options)`: prepare and predict in one call.
 * - `CALL_SHEET_SITUATIONS`: the situations a coordinator prepares for, in call-sheet order, each with its label.
 * - `describeSituation(situation)`: the situation in words ('3rd & 7 at own 30, left hash, 11 personnel').
 * - `situationOfInput(input)`: the situation a tagged play was in (to fill the panel from a play or a table cell).
 * - `PREDICTOR_METHOD`: the method in one paragraph, for the page and the print.
 *
 * A prediction is for the offense (run/pass, the three likeliest calls, expected gain) or the defense (pressure,
 * likely front and coverage: the defense's plays are ODK D, their formation and personnel the offense's they
 * faced). Each figure has the n of plays behind it, a 95 % interval and the card ids of those plays.
 *
 * Method, back-off with shrinkage (explainable, no black box):
 * 1. The situation's known dimensions, in this order: down & distance (the by-down buckets of the tables:
 *    1st & 10+, 1st & <10, 2nd/3rd & long 7+, medium 4–6, short 1–3, 4th down), two-minute or not (2nd or 4th
 *    quarter, 2:00 or less, as the situations table), field zone (the tables' zones), personnel, formation (its
 *    full name, any case), hash, score (behind by 9+, behind by 1–8, tied, ahead by 1–8, ahead by 9+).
 *    Dimensions the situation does not give are skipped.
 * 2. Levels: all the opponent's plays of the side, then each level adds the next dimension to the one before
 *    ('3rd & 7+' → '3rd & 7+, left hash'). A dimension whose value has no plays at its level is left out (said
 *    in the explanation) and the chain goes on without it.
 * 3. Shrinkage, level by level with one strength m (`strength`, 10 plays by default): a rate at a level with k
 *    of n plays is p = (k + m · p_broader) / (n + m), the broader level's estimate weighing as m plays; all the
 *    plays' rate is pulled the same way toward the stated prior (pass 50 %, pressure 30 %; `prior`). So 2 of 2
 *    passes in a bucket whose broader rate is 60 % read (2 + 10 · 0.6) / 12 = 67 %, never 100 %.
 *    Calls, fronts and coverages: each value's share the same way, the prior putting all its weight on
 *    'something not seen yet' (`other`), so the shares and `other` add up to 1. Expected gain: the mean gain the
 *    same way (sum + m · broader mean) / (n + m), from the mean of all plays (null with no plays).
 * 4. Intervals: Wilson 95 % at the effective count n + m of the most specific level (a Beta posterior's
 *    spread); for the gain, ± 1.96 × the standard deviation of all plays' gains / √(n + m).
 * The outcome plays of the offense are its run and pass snaps (a penalty with no play type is no call); the
 * defense's, all its snaps (every snap is a call).
 */

export type PredictorSide = 'offense' | 'defense';

export const PREDICTOR_DIMENSIONS = ['downDistance', 'twoMinute', 'fieldZone', 'personnel', 'formation', 'hash', 'score'] as const;
export type PredictorDimension = (typeof PREDICTOR_DIMENSIONS)[number];

/** A situation; every field optional (what is not given is not matched on). */
export interface PredictorSituation {
  down?: number | null;
  distance?: number | null;
  /** Signed yard line (−1…−49 own side, 50, +49…+1 opponent's), as the breakdown tags it. */
  yardLine?: number | null;
  /** The field zone, when no yard line is given. */
  fieldZone?: FieldZone | null;
  hash?: string | null;
  /** Quarter (1–4, 5 overtime) and the clock left ('1:45' or seconds): read for the two-minute situation. */
  quarter?: number | null;
  clock?: number | string | null;
  /** The two-minute situation outright (else from quarter and clock). */
  twoMinute?: boolean | null;
  /** The scouted team's score minus the other team's (negative: behind). */
  scoreDifference?: number | null;
  /** Known before the snap: the offense's formation and personnel (for a defense: the ones it faces). */
  formation?: string | null;
  personnel?: string | null;
}

export interface PredictorOptions {
  side?: PredictorSide;
  rules?: Partial<TendencyRules>;
  /** Shrinkage strength m: how many plays the broader level's rate weighs as (10). */
  strength?: number;
  /** The rates assumed with no plays at all (pass 0.5, pressure 0.3). */
  prior?: { pass?: number; pressure?: number };
  /** The back-off order (`PREDICTOR_DIMENSIONS` by default); dimensions left out are not used. */
  dimensions?: readonly PredictorDimension[];
}

/**
 * m = 10: a level weighs as much as its broader one once it has 10 plays. Chosen on the season data set's
 * leave-one-game-out backtest (predictor-season.ts): log loss 0.568 (m 5), 0.556 (10), 0.553 (15) for the
 * offense; the defense's beat its down-and-distance baseline from m 8 on.
 */
export const PREDICTOR_DEFAULTS = { strength: 10, prior: { pass: 0.5, pressure: 0.3 } } as const;

export const PREDICTOR_METHOD =
  'Scout reads the situation from its most specific match (down & distance, two-minute, field zone, personnel, ' +
  'formation, hash, score: those given) back to all the opponent’s plays. Each level is pulled toward the broader ' +
  `one as if it had ${PREDICTOR_DEFAULTS.strength} more plays at the broader rate, and all the plays toward a stated prior ` +
  `(run/pass 50/50, pressure ${Math.round(PREDICTOR_DEFAULTS.prior.pressure * 100)}%), so a thin bucket never says 100% from two plays. Intervals are 95%.`;

export interface Interval {
  low: number;
  high: number;
}

/** One level of the back-off: the plays that match its dimensions. */
export interface PredictorLevel {
  dimensions: PredictorDimension[];
  /** '3rd & 7+, left hash'; 'All plays' for the opponent's whole side. */
  label: string;
  /** The level's outcome plays and their card ids. */
  n: number;
  cardIds: string[];
  /** Passes (offense) or pressures (defense) among them, the raw rate and the shrunken estimate. */
  count: number;
  rate: number | null;
  estimate: number;
}

/** A yes/no outcome: pass (against run) or pressure (against none). */
export interface BinaryPrediction {
  /** The outcome's probability (pass, pressure); 1 − it is the other's. */
  probability: number;
  interval: Interval;
  /** Plays of the most specific level, how many had the outcome, and n + m. */
  n: number;
  count: number;
  effectiveN: number;
  cardIds: string[];
}

export interface ValueProbability {
  value: string;
  probability: number;
  interval: Interval;
  /** Plays with this value in the most specific level. */
  n: number;
}

/** A choice among named values (calls, fronts, coverages): the top three and the rest. */
export interface CategoryPrediction {
  top: ValueProbability[];
  /** Every other value, and anything not seen yet: `top`'s probabilities and this add up to 1. */
  other: number;
  /** Plays with the value tagged in the most specific level, and their card ids. */
  n: number;
  cardIds: string[];
}

export interface GainPrediction {
  /** Expected yards; null when no play has a gain. */
  yards: number | null;
  interval: Interval | null;
  n: number;
  cardIds: string[];
}

interface PredictionBase {
  situation: PredictorSituation;
  /** `describeSituation(situation)`. */
  description: string;
  /** Broadest (all plays) first, then each more specific level with plays. */
  levels: PredictorLevel[];
  /** Dimensions the situation gave whose value had no plays at their level. */
  leftOut: { dimension: PredictorDimension; label: string }[];
  /** 'All plays of the side' levels in words, most specific first: '3rd & 7+, left hash: 9 plays; all 3rd & 7+: 23 plays; all plays: 412'. */
  explanation: string;
  /** The most specific level's plays (the ones to watch). */
  cardIds: string[];
  /** Plays of the side read (the whole). */
  snaps: number;
}

export interface OffensePrediction extends PredictionBase {
  side: 'offense';
  pass: BinaryPrediction;
  /** The three likeliest plays (OFF PLAY / concept). */
  calls: CategoryPrediction;
  gain: GainPrediction;
}

export interface DefensePrediction extends PredictionBase {
  side: 'defense';
  pressure: BinaryPrediction;
  fronts: CategoryPrediction;
  coverages: CategoryPrediction;
}

export type Prediction = OffensePrediction | DefensePrediction;

export interface Predictor {
  side: PredictorSide;
  /** The outcome plays of the side (offense: run and pass snaps; defense: all its snaps). */
  snaps: number;
  predict(situation: PredictorSituation): Prediction;
}

// ————— reading plays

/** A play as the predictor reads it: the engine's play and its key in each dimension (lower case). */
export interface PredictorPlay {
  play: ScoutPlay;
  /** The game it belongs to: its report and, in a sheet of several games, its GAME. */
  gameKey: string;
  gameLabel: string;
  keys: DimensionKeys;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The score dimension's values: behind by 9+ (two scores), behind by 1–8, tied, ahead by 1–8, ahead by 9+. */
type ScoreState = 'behind-9' | 'behind-1' | 'tied' | 'ahead-1' | 'ahead-9';
const SCORE_WORDS: Record<ScoreState, string> = {
  'behind-9': 'behind by 9+',
  'behind-1': 'behind by 1–8',
  tied: 'tied',
  'ahead-1': 'ahead by 1–8',
  'ahead-9': 'ahead by 9+',
};

function scoreStateOf(difference: number | null | undefined): ScoreState | null {
  if (difference === null || difference === undefined || !Number.isFinite(difference)) return null;
  if (difference === 0) return 'tied';
  if (difference < 0) return difference <= -9 ? 'behind-9' : 'behind-1';
  return difference >= 9 ? 'ahead-9' : 'ahead-1';
}

/**
 * The score difference of a play's SCORE BEFORE: '21-14' (or '21:14', '21 – 14') as the scouted team's score
 * first → 7; a signed number ('+7', '-3') as the difference itself. Null for anything else.
 */
export function scoreDifferenceOf(value: unknown): number | null {
  const written = text(value);
  if (written === null) return null;
  const pair = /^(\d{1,3})\s*[-–:]\s*(\d{1,3})$/.exec(written);
  if (pair) return Number(pair[1]) - Number(pair[2]);
  return /^[+-]?\d{1,3}$/.test(written) ? Number(written) : null;
}

/** A situation's (or a play's) key in each dimension, lower case; null where not given. */
export type DimensionKeys = Record<PredictorDimension, string | null>;

interface SituationKeys {
  keys: DimensionKeys;
  words: Record<PredictorDimension, string | null>;
}

/** A situation read once: what the keys and the words are made of. */
interface SituationParts {
  down: number | null;
  bucket: DistanceBucket | null;
  zone: FieldZone | null;
  twoMinute: boolean | null;
  hash: string | null;
  personnel: string | null;
  formation: string | null;
  score: ScoreState | null;
}

function partsOfSituation(situation: PredictorSituation): SituationParts {
  const down = situation.down ?? null;
  const clock = typeof situation.clock === 'number' ? situation.clock : clockSeconds(situation.clock);
  const quarter = situation.quarter ?? null;
  const hash = text(situation.hash)?.toUpperCase() ?? null;
  return {
    down,
    bucket: distanceBucketOf({ down, distance: situation.distance ?? null }),
    zone: situation.yardLine !== null && situation.yardLine !== undefined ? fieldZoneOf(situation.yardLine) : (situation.fieldZone ?? null),
    twoMinute:
      situation.twoMinute !== null && situation.twoMinute !== undefined
        ? situation.twoMinute
        : quarter !== null && clock !== null
          ? isTwoMinute(quarter, clock)
          : null,
    hash: hash !== null && HASH_WORDS[hash] ? hash : null,
    personnel: text(situation.personnel),
    formation: text(situation.formation),
    score: scoreStateOf(situation.scoreDifference),
  };
}

/** A play's parts from what the engine read (its bucket and zone by the same rules as a situation's). */
function partsOfPlay(play: ScoutPlay, scoreDifference: number | null): SituationParts {
  return {
    down: play.down,
    bucket: play.bucket,
    zone: play.zone,
    twoMinute: play.quarter !== null && play.clock !== null ? isTwoMinute(play.quarter, play.clock) : null,
    hash: play.hash !== null && HASH_WORDS[play.hash] ? play.hash : null,
    personnel: play.personnel,
    formation: play.formation,
    score: scoreStateOf(scoreDifference),
  };
}

function keysFrom(parts: SituationParts): DimensionKeys {
  const { down, bucket } = parts;
  return {
    downDistance: down === null ? null : downDistanceSplitOf({ down, bucket }),
    twoMinute: parts.twoMinute === null ? null : parts.twoMinute ? 'yes' : 'no',
    fieldZone: parts.zone,
    personnel: parts.personnel?.toLowerCase() ?? null,
    formation: parts.formation?.toLowerCase() ?? null,
    hash: parts.hash,
    score: parts.score,
  };
}

function keysOf(situation: PredictorSituation): SituationKeys {
  const parts = partsOfSituation(situation);
  const keys = keysFrom(parts);
  const { down, bucket, twoMinute, zone, personnel, hash, score } = parts;
  return {
    keys,
    words: {
      downDistance: keys.downDistance !== null && bucket !== null && down !== null ? downDistanceWords(down, bucket) : null,
      twoMinute: twoMinute === null ? null : twoMinute ? 'two-minute' : 'outside the two-minute',
      fieldZone: zone === null ? null : fieldZoneWords(zone),
      personnel: personnel === null ? null : `${personnel} personnel`,
      formation: parts.formation,
      hash: hash === null ? null : (HASH_WORDS[hash] ?? null),
      score: score === null ? null : SCORE_WORDS[score],
    },
  };
}

/** The situation a tagged play was in (what was known before its snap). */
export function situationOfInput(input: TendencyInput): PredictorSituation {
  const [play] = readScoutPlays([input]).plays;
  return situationOfPlay(play as ScoutPlay, scoreDifferenceOf(input.breakdown.scoreBefore));
}

function situationOfPlay(play: ScoutPlay, scoreDifference: number | null): PredictorSituation {
  return {
    down: play.down,
    distance: play.distance,
    yardLine: play.yardLine,
    hash: play.hash,
    quarter: play.quarter,
    clock: play.clock,
    scoreDifference,
    formation: play.formation,
    personnel: play.personnel,
  };
}

/** The side's outcome plays, each with its game and its keys. */
export function readPredictorPlays(
  inputs: readonly TendencyInput[],
  side: PredictorSide = 'offense',
  rules: TendencyRules = DEFAULT_TENDENCY_RULES,
): PredictorPlay[] {
  const { plays, games } = readScoutPlays(inputs, rules, side);
  const out: PredictorPlay[] = [];
  plays.forEach((play, index) => {
    if (!play.snap || (side === 'offense' && play.kind === null)) return;
    const input = inputs[index] as TendencyInput;
    const gameName = text(input.breakdown.game);
    const reportLabel = games[play.game]?.label ?? 'Game';
    out.push({
      play,
      gameKey: `${input.reportId ?? ''}\u0000${gameName?.toLowerCase() ?? ''}`,
      gameLabel: gameName ?? reportLabel,
      keys: keysFrom(partsOfPlay(play, scoreDifferenceOf(input.breakdown.scoreBefore))),
    });
  });
  return out;
}

// ————— the estimates

function shrink(count: number, n: number, broader: number, strength: number): number {
  return (count + strength * broader) / (n + strength);
}

function binaryOutcome(play: ScoutPlay, side: PredictorSide): boolean {
  return side === 'offense' ? play.kind === 'pass' : play.pressured;
}

function levelLabel(words: readonly string[]): string {
  return words.length === 0 ? 'All plays' : words.join(', ');
}

/** Shares of a text value along the levels, shrunk level by level; the prior's weight is all on 'other'. */
function categoryAlong(
  levels: readonly PredictorPlay[][],
  value: (play: ScoutPlay) => string | null,
  strength: number,
): CategoryPrediction {
  let shares = new Map<string, { value: string; share: number }>();
  let other = 1;
  let last: { n: number; counts: Map<string, { value: string; n: number }>; cardIds: string[] } = {
    n: 0,
    counts: new Map(),
    cardIds: [],
  };
  for (const plays of levels) {
    const counts = new Map<string, { value: string; n: number }>();
    const cardIds: string[] = [];
    for (const { play } of plays) {
      const raw = value(play);
      if (raw === null) continue;
      cardIds.push(play.cardId);
      const key = raw.toLowerCase();
      const entry = counts.get(key);
      if (entry) entry.n += 1;
      else counts.set(key, { value: raw, n: 1 });
    }
    const n = cardIds.length;
    const next = new Map<string, { value: string; share: number }>();
    for (const [key, { value: shown, share }] of shares) next.set(key, { value: shown, share: (strength * share) / (n + strength) });
    for (const [key, entry] of counts) {
      const broader = shares.get(key)?.share ?? 0;
      next.set(key, { value: shares.get(key)?.value ?? entry.value, share: shrink(entry.n, n, broader, strength) });
    }
    other = (strength * other) / (n + strength);
    shares = next;
    last = { n, counts, cardIds };
  }
  const effectiveN = last.n + strength;
  const top = [...shares.entries()]
    .sort(([, a], [, b]) => b.share - a.share || a.value.localeCompare(b.value))
    .slice(0, 3)
    .map(([key, { value: shown, share }]) => ({
      value: shown,
      probability: share,
      interval: wilsonInterval(share * effectiveN, effectiveN),
      n: last.counts.get(key)?.n ?? 0,
    }));
  const rest =
    [...shares.values()].reduce((sum, entry) => sum + entry.share, other) - top.reduce((sum, entry) => sum + entry.probability, 0);
  return { top, other: Math.min(1, Math.max(0, rest)), n: last.n, cardIds: last.cardIds };
}

function gainAlong(levels: readonly PredictorPlay[][], strength: number): GainPrediction {
  let mean: number | null = null;
  let spread = 0;
  let last = { n: 0, cardIds: [] as string[] };
  levels.forEach((plays, depth) => {
    let sum = 0;
    let squares = 0;
    const cardIds: string[] = [];
    for (const { play } of plays) {
      if (play.gain === null) continue;
      sum += play.gain;
      squares += play.gain * play.gain;
      cardIds.push(play.cardId);
    }
    const n = cardIds.length;
    if (depth === 0) {
      mean = n === 0 ? null : sum / n;
      spread = n < 2 || mean === null ? 0 : Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1)));
    } else if (mean !== null) {
      mean = (sum + strength * mean) / (n + strength);
    }
    last = { n, cardIds };
  });
  if (mean === null) return { yards: null, interval: null, n: 0, cardIds: [] };
  const margin = (1.96 * spread) / Math.sqrt(last.n + strength);
  return { yards: mean, interval: { low: mean - margin, high: mean + margin }, n: last.n, cardIds: last.cardIds };
}

/**
 * The plays matching one level of the chain: its plays, how many had the outcome, and both per game (so the
 * backtest can take one game's plays out without reading the rest again).
 */
interface LevelNode {
  plays: PredictorPlay[];
  n: number;
  count: number;
  nByGame: number[];
  countByGame: number[];
  /** The narrower levels already read, by dimension, then value. */
  children: Map<PredictorDimension, Map<string, LevelNode>>;
}

/**
 * The levels of the chain over a set of plays, each read once when first asked for (by filtering its broader
 * level's plays), then kept: a call sheet's ten situations, or a backtest's thousands, share their broad levels.
 */
export class LevelIndex {
  readonly root: LevelNode;

  constructor(
    plays: PredictorPlay[],
    readonly side: PredictorSide,
    readonly gameCount: number,
    private readonly gameOf: (play: PredictorPlay) => number,
  ) {
    this.root = this.node(plays);
  }

  private node(plays: PredictorPlay[]): LevelNode {
    const nByGame = new Array<number>(this.gameCount).fill(0);
    const countByGame = new Array<number>(this.gameCount).fill(0);
    let count = 0;
    for (const play of plays) {
      const hit = binaryOutcome(play.play, this.side);
      if (hit) count += 1;
      if (this.gameCount > 0) {
        const game = this.gameOf(play);
        nByGame[game] = (nByGame[game] ?? 0) + 1;
        if (hit) countByGame[game] = (countByGame[game] ?? 0) + 1;
      }
    }
    return { plays, n: plays.length, count, nByGame, countByGame, children: new Map() };
  }

  child(parent: LevelNode, dimension: PredictorDimension, value: string): LevelNode {
    let byValue = parent.children.get(dimension);
    if (!byValue) {
      byValue = new Map();
      parent.children.set(dimension, byValue);
    }
    let found = byValue.get(value);
    if (!found) {
      found = this.node(parent.plays.filter((play) => play.keys[dimension] === value));
      byValue.set(value, found);
    }
    return found;
  }
}

interface Prepared {
  side: PredictorSide;
  index: LevelIndex;
  strength: number;
  prior: number;
  dimensions: readonly PredictorDimension[];
}

function priorOf(side: PredictorSide, options: PredictorOptions): number {
  return side === 'offense'
    ? (options.prior?.pass ?? PREDICTOR_DEFAULTS.prior.pass)
    : (options.prior?.pressure ?? PREDICTOR_DEFAULTS.prior.pressure);
}

function prepare(index: LevelIndex, options: PredictorOptions): Prepared {
  return {
    side: index.side,
    index,
    strength: options.strength ?? PREDICTOR_DEFAULTS.strength,
    prior: priorOf(index.side, options),
    dimensions: options.dimensions ?? PREDICTOR_DIMENSIONS,
  };
}

interface Chain {
  nodes: LevelNode[];
  dimensionsOf: PredictorDimension[][];
  leftOut: PredictorDimension[];
  /** The shrunken estimate at each level (all plays first). */
  estimates: number[];
}

/**
 * The back-off chain: the levels with plays (all plays first), the dimensions of each, and the estimate at
 * each; `without` (a game's index) counts the levels without that game's plays (the backtest's). With
 * `chain` null only the last estimate is worked out (the backtest's inner loop: nothing is allocated).
 */
function walkChain(
  index: LevelIndex,
  keys: DimensionKeys,
  strength: number,
  prior: number,
  dimensions: readonly PredictorDimension[],
  without: number,
  chain: Chain | null,
): number {
  let node = index.root;
  let n = without < 0 ? node.n : node.n - (node.nByGame[without] ?? 0);
  let estimate = shrink(without < 0 ? node.count : node.count - (node.countByGame[without] ?? 0), n, prior, strength);
  let used: PredictorDimension[] = [];
  if (chain) {
    chain.nodes.push(node);
    chain.dimensionsOf.push(used);
    chain.estimates.push(estimate);
  }
  for (const dimension of dimensions) {
    const wanted = keys[dimension];
    if (wanted === null) continue;
    const narrowed = index.child(node, dimension, wanted);
    n = without < 0 ? narrowed.n : narrowed.n - (narrowed.nByGame[without] ?? 0);
    if (n === 0) {
      chain?.leftOut.push(dimension);
      continue;
    }
    node = narrowed;
    estimate = shrink(without < 0 ? node.count : node.count - (node.countByGame[without] ?? 0), n, estimate, strength);
    if (chain) {
      used = [...used, dimension];
      chain.nodes.push(node);
      chain.dimensionsOf.push(used);
      chain.estimates.push(estimate);
    }
  }
  return estimate;
}

function chainOf(model: Prepared, keys: DimensionKeys): Chain {
  const chain: Chain = { nodes: [], dimensionsOf: [], leftOut: [], estimates: [] };
  walkChain(model.index, keys, model.strength, model.prior, model.dimensions, -1, chain);
  return chain;
}

function explanationOf(levels: readonly PredictorLevel[], leftOut: Prediction['leftOut'], side: PredictorSide): string {
  const outcome = side === 'offense' ? 'pass' : 'pressure';
  const parts = [...levels].reverse().map((level, index) => {
    const name = level.dimensions.length === 0 ? 'all plays' : index === 0 ? level.label : `all ${level.label}`;
    return `${name}: ${level.n} play${level.n === 1 ? '' : 's'} (${outcome} ${level.count})`;
  });
  const text = parts.join('; ');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  const missing = leftOut.length === 0 ? '' : `. No plays with ${leftOut.map((part) => part.label).join(', ')}: left out`;
  return `${sentence}${missing}.`;
}

function predictWith(model: Prepared, situation: PredictorSituation): Prediction {
  const keys = keysOf(situation);
  const chain = chainOf(model, keys.keys);
  const levels: PredictorLevel[] = chain.nodes.map((node, depth) => {
    const dimensions = chain.dimensionsOf[depth] as PredictorDimension[];
    return {
      dimensions,
      label: levelLabel(dimensions.map((dimension) => keys.words[dimension] as string)),
      n: node.n,
      cardIds: node.plays.map(({ play }) => play.cardId),
      count: node.count,
      rate: node.n === 0 ? null : node.count / node.n,
      estimate: chain.estimates[depth] as number,
    };
  });
  const deepest = levels[levels.length - 1] as PredictorLevel;
  const effectiveN = deepest.n + model.strength;
  const binary: BinaryPrediction = {
    probability: deepest.estimate,
    interval: wilsonInterval(deepest.estimate * effectiveN, effectiveN),
    n: deepest.n,
    count: deepest.count,
    effectiveN,
    cardIds: deepest.cardIds,
  };
  const leftOut = chain.leftOut.map((dimension) => ({ dimension, label: keys.words[dimension] as string }));
  const sets = chain.nodes.map((node) => node.plays);
  const base = {
    situation,
    description: describeSituation(situation),
    levels,
    leftOut,
    explanation: explanationOf(levels, leftOut, model.side),
    cardIds: binary.cardIds,
    snaps: model.index.root.n,
  };
  if (model.side === 'offense') {
    return {
      ...base,
      side: 'offense',
      pass: binary,
      calls: categoryAlong(sets, (play) => play.concept, model.strength),
      gain: gainAlong(sets, model.strength),
    };
  }
  return {
    ...base,
    side: 'defense',
    pressure: binary,
    fronts: categoryAlong(sets, (play) => play.front, model.strength),
    coverages: categoryAlong(sets, (play) => play.coverage, model.strength),
  };
}

/** Reads the plays once; `predict` answers any situation from them. */
export function preparePredictor(inputs: readonly TendencyInput[], options: PredictorOptions = {}): Predictor {
  const side = options.side ?? 'offense';
  const rules: TendencyRules = { ...DEFAULT_TENDENCY_RULES, ...options.rules };
  const model = prepare(new LevelIndex(readPredictorPlays(inputs, side, rules), side, 0, () => 0), options);
  return { side, snaps: model.index.root.n, predict: (situation) => predictWith(model, situation) };
}

/**
 * The pass or pressure probability of a play's situation from every game but one (`without`, an index of the
 * index's games), with the same chain as `predict`; `dimensions` narrows the chain (the backtest's baselines:
 * none for the overall rate, down & distance alone for the bucket's).
 */
export function estimateWithout(
  index: LevelIndex,
  keys: DimensionKeys,
  without: number,
  options: PredictorOptions = {},
  dimensions?: readonly PredictorDimension[],
): number {
  const strength = options.strength ?? PREDICTOR_DEFAULTS.strength;
  return walkChain(
    index,
    keys,
    strength,
    priorOf(index.side, options),
    dimensions ?? options.dimensions ?? PREDICTOR_DIMENSIONS,
    without,
    null,
  );
}

/** One situation from the plays: `preparePredictor(inputs, options).predict(situation)`. */
export function predictSituation(
  inputs: readonly TendencyInput[],
  situation: PredictorSituation,
  options: PredictorOptions = {},
): Prediction {
  return preparePredictor(inputs, options).predict(situation);
}

// ————— situations in words

const HASH_SHORT: Record<string, string> = { L: 'left hash', M: 'middle of the field', R: 'right hash' };

function yardLineWords(yardLine: number): string {
  if (yardLine === 50) return 'midfield';
  return yardLine < 0 ? `own ${-yardLine}` : `opponent’s ${yardLine}`;
}

function clockWords(clock: number | string): string {
  const seconds = typeof clock === 'number' ? clock : clockSeconds(clock);
  if (seconds === null) return String(clock);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The situation as a coach says it: '3rd & 7 at own 30, left hash, 11 personnel, Trips Right, 4th quarter 1:45, behind by 3'. */
export function describeSituation(situation: PredictorSituation): string {
  const parts: string[] = [];
  const { down, distance, yardLine, fieldZone, quarter, clock, scoreDifference } = situation;
  let first = '';
  if (down !== null && down !== undefined)
    first = distance !== null && distance !== undefined ? `${ordinal(down)} & ${distance}` : `${ordinal(down)} down`;
  if (yardLine !== null && yardLine !== undefined)
    first = first === '' ? `Ball at ${yardLineWords(yardLine)}` : `${first} at ${yardLineWords(yardLine)}`;
  else if (fieldZone) first = first === '' ? capitalise(fieldZoneWords(fieldZone)) : `${first}, ${fieldZoneWords(fieldZone)}`;
  if (first !== '') parts.push(first);
  const hash = text(situation.hash)?.toUpperCase();
  if (hash && HASH_SHORT[hash]) parts.push(HASH_SHORT[hash] as string);
  const personnel = text(situation.personnel);
  if (personnel) parts.push(`${personnel} personnel`);
  const formation = text(situation.formation);
  if (formation) parts.push(formation);
  if (quarter !== null && quarter !== undefined) {
    const named = quarter === 5 ? 'overtime' : `${ordinal(quarter)} quarter`;
    parts.push(clock !== null && clock !== undefined ? `${named} ${clockWords(clock)}` : named);
  } else if (situation.twoMinute) parts.push('two-minute');
  if (scoreDifference !== null && scoreDifference !== undefined) {
    parts.push(scoreDifference === 0 ? 'tied' : scoreDifference < 0 ? `behind by ${-scoreDifference}` : `ahead by ${scoreDifference}`);
  }
  if (parts.length === 0) return 'Any situation';
  const sentence = parts.join(', ');
  return capitalise(sentence);
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// ————— the call sheet

export interface CallSheetSituation {
  key: string;
  label: string;
  situation: PredictorSituation;
}

/**
 * The situations a coordinator prepares for, in call-sheet order. Down & distance rows stand for their bucket
 * (2nd & 8 for 2nd & long: the predictor reads buckets); red zone and goal line by field zone, any down;
 * two-minute by the clock, anywhere.
 */
export const CALL_SHEET_SITUATIONS: readonly CallSheetSituation[] = [
  { key: 'first-10', label: '1st & 10', situation: { down: 1, distance: 10 } },
  { key: 'second-long', label: '2nd & long (7+)', situation: { down: 2, distance: 8 } },
  { key: 'second-medium', label: '2nd & medium (4–6)', situation: { down: 2, distance: 5 } },
  { key: 'second-short', label: '2nd & short (1–3)', situation: { down: 2, distance: 2 } },
  { key: 'third-long', label: '3rd & long (7+)', situation: { down: 3, distance: 8 } },
  { key: 'third-medium', label: '3rd & medium (4–6)', situation: { down: 3, distance: 5 } },
  { key: 'third-short', label: '3rd & short (1–3)', situation: { down: 3, distance: 2 } },
  { key: 'red-zone', label: 'Red zone (+20 to +6)', situation: { fieldZone: 'red-zone' } },
  { key: 'goal-line', label: 'Goal line (+5 to +1)', situation: { fieldZone: 'goal-line' } },
  { key: 'two-minute', label: 'Two-minute', situation: { twoMinute: true } },
];
