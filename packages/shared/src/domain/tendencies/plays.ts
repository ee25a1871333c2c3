import { readBreakdown, type BreakdownField } from '../breakdown';
import { conceptOf, distanceBucketOf, fieldZoneOf, type DistanceBucket, type FieldZone } from '../breakdown-filters';
import { isTouchdown, isTurnover } from './results';
import { DEFAULT_TENDENCY_RULES, type TendencyRules } from './rules';
import { KICKING_PLAY_TYPES, isPressure, sideOfPlay, type Side } from './sides';

export { isPressure } from './sides';
export { isTouchdown, isTurnover } from './results';
export { DEFAULT_TENDENCY_RULES, describeTendencyRules, type TendencyRules } from './rules';

/**
 * What the tendency engine reads of a play, and the scouting rules it classifies plays by. Pure: no DOM or
 * Node globals, so the browser, the server and the print read the same numbers.
 */

/** One play as the engine takes it: the card it is on, the game it came from, and its breakdown. */
export interface TendencyInput {
  cardId: string;
  cardNumber: number;
  /** The report (game) the play belongs to; plays without one form one game. */
  reportId?: string | null;
  /** How a per-game column is headed ('vs Central, Oct 3'); the report id when missing. */
  gameLabel?: string | null;
  /** The breakdown as `readBreakdown(card)` returns it (any field may be missing or empty). */
  breakdown: Partial<Record<BreakdownField, unknown>>;
}

/** A card (camelCase or snake_case, breakdown in its content, on itself or under `breakdown`) as engine input. */
export function tendencyInputOfCard(
  card: { id: string; cardNumber: number; reportId?: string | null },
  gameLabel?: string | null,
): TendencyInput {
  return {
    cardId: card.id,
    cardNumber: card.cardNumber,
    reportId: card.reportId ?? null,
    gameLabel: gameLabel ?? null,
    breakdown: readBreakdown(card),
  };
}

/** A report's cards as engine input, in card-number order (how the analytics screens and the printed report read them). */
export function tendencyInputsOfCards(cards: readonly { id: string; cardNumber: number; reportId?: string | null }[]): TendencyInput[] {
  return [...cards].sort((a, b) => a.cardNumber - b.cardNumber).map((card) => tendencyInputOfCard(card));
}

export type PlayKind = 'run' | 'pass';

/** A play read once into what every table needs (text values trimmed, numbers checked). */
export interface ScoutPlay {
  cardId: string;
  cardNumber: number;
  game: number;
  odk: string | null;
  quarter: number | null;
  series: string | null;
  playNumber: number | null;
  down: number | null;
  distance: number | null;
  yardLine: number | null;
  gain: number | null;
  hash: string | null;
  formation: string | null;
  /** OFF STR (on D rows: the strength the defense faced). */
  strength: string | null;
  personnel: string | null;
  concept: string | null;
  playType: string | null;
  result: string | null;
  direction: string | null;
  /** GAP: the hole a run went through (A, B, C, D, or the staff's own names). */
  runGap: string | null;
  /** The defense's call: DEF FRONT, COVERAGE, and BLITZ as tagged ('Mike', '5-man', or 'None'). */
  front: string | null;
  coverage: string | null;
  pressure: string | null;
  /** A pressure is tagged: BLITZ present and not a "no" ('none', 'no', '0', '-', 'n'). */
  pressured: boolean;
  /** Seconds left on the quarter's clock (TIME 'M:SS' or 'MM:SS'), null when not given. */
  clock: number | null;
  kickType: string | null;
  kickYards: number | null;
  hangTime: number | null;
  returnYards: number | null;
  kind: PlayKind | null;
  bucket: DistanceBucket | null;
  zone: FieldZone | null;
  /** Which side of the ball the play belongs to (see `sideOfPlay`); null for ODK S. */
  side: Side | null;
  /** Counted in the tables: a snap of the side read (see `readScoutPlays`). */
  snap: boolean;
  /** Judged for run and pass plays only (a penalty is not a play called); null when it cannot be judged. */
  success: boolean | null;
  explosive: boolean;
  converted: boolean | null;
}

function integer(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function decimal(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Seconds left of a game clock 'M:SS' or 'MM:SS' (0:45, 12:00); null for anything else. */
export function clockSeconds(value: unknown): number | null {
  const match = typeof value === 'string' ? /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function custom(fields: unknown, name: string): unknown {
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>)[name] : null;
}

const RUN_RESULTS = new Set(['rush', 'rush td']);
const PASS_RESULTS = new Set(['complete', 'incomplete', 'sack', 'interception', 'complete td']);

/**
 * Run or pass: by PLAY TYPE, else by RESULT (Rush → run; Complete, Incomplete, Sack, Interception → pass: a
 * sack is a pass play: the quarterback dropped back to throw). Null for anything else (a penalty with no type).
 */
export function playKindOf(playType: unknown, result: unknown): PlayKind | null {
  const type = text(playType)?.toLowerCase();
  if (type === 'run') return 'run';
  if (type === 'pass') return 'pass';
  const outcome = text(result)?.toLowerCase();
  if (outcome !== undefined && RUN_RESULTS.has(outcome)) return 'run';
  if (outcome !== undefined && PASS_RESULTS.has(outcome)) return 'pass';
  return null;
}

/**
 * The offense's snaps: ODK O (or no ODK), and not a kick, a return or a try by play type (Hudl tags a punt O in
 * some sheets). The same as `sideOfPlay(odk, playType) === 'offense'`.
 */
export function isOffensiveSnap(odk: unknown, playType: unknown): boolean {
  return sideOfPlay(odk, playType) === 'offense';
}

/** A kick, a return or a try by play type. */
export function isKickingPlayType(playType: unknown): boolean {
  return KICKING_PLAY_TYPES.has(text(playType)?.toLowerCase() ?? '');
}

/** Success by the staff's rule; null where the play has no down, distance or gain to judge by. */
export function isSuccessful(
  play: { down: number | null; distance: number | null; gain: number | null; result: string | null },
  rules: TendencyRules = DEFAULT_TENDENCY_RULES,
): boolean | null {
  if (isTouchdown(play.result)) return true;
  if (isTurnover(play.result)) return false;
  const { down, distance, gain } = play;
  if (down === null || down < 1 || down > 4 || distance === null || distance < 1 || gain === null) return null;
  const share = rules.successShare[down - 1] ?? 1;
  return gain >= share * distance;
}

/** A run of `explosiveRun`+ yards or a pass of `explosivePass`+. */
export function isExplosive(kind: PlayKind | null, gain: number | null, rules: TendencyRules = DEFAULT_TENDENCY_RULES): boolean {
  if (gain === null || kind === null) return false;
  return gain >= (kind === 'run' ? rules.explosiveRun : rules.explosivePass);
}

/**
 * Reads plays once. Games are numbered in order of first appearance of their report id. `snap` marks the plays of
 * `side` (the offense's by default), which the tables count and the drive rule follows.
 */
export function readScoutPlays(
  inputs: readonly TendencyInput[],
  rules: TendencyRules = DEFAULT_TENDENCY_RULES,
  side: Side = 'offense',
): { plays: ScoutPlay[]; games: { reportId: string | null; label: string }[] } {
  const gameIndex = new Map<string | null, number>();
  const games: { reportId: string | null; label: string }[] = [];
  const plays = inputs.map((input): ScoutPlay => {
    const reportId = input.reportId ?? null;
    let game = gameIndex.get(reportId);
    if (game === undefined) {
      game = games.length;
      gameIndex.set(reportId, game);
      games.push({ reportId, label: text(input.gameLabel) ?? reportId ?? 'Game' });
    }
    const b = input.breakdown;
    const down = integer(b.down);
    const distance = integer(b.distance);
    const gain = integer(b.gainLoss);
    const result = text(b.result);
    const kind = playKindOf(b.playType, b.result);
    const judged = { down, distance, gain, result };
    const playSide = sideOfPlay(b.odkm, b.playType);
    return {
      cardId: input.cardId,
      cardNumber: input.cardNumber,
      game,
      odk: text(b.odkm),
      quarter: integer(b.quarter),
      series: text(custom(b.customFields, 'SERIES')),
      playNumber: integer(b.playNumber),
      down,
      distance,
      yardLine: integer(b.yardLine),
      gain,
      hash: text(b.hash)?.toUpperCase() ?? null,
      formation: text(b.formation),
      strength: text(b.strength),
      personnel: text(b.personnel),
      concept: conceptOf(b),
      playType: text(b.playType),
      result,
      direction: text(b.playDirection),
      runGap: text(b.runGap),
      front: text(b.front),
      coverage: text(b.coverage),
      pressure: text(b.pressure),
      pressured: isPressure(b.pressure),
      clock: clockSeconds(b.time),
      kickType: text(b.kickType),
      kickYards: integer(b.kickYards),
      hangTime: decimal(b.hangTime),
      returnYards: integer(b.returnYards),
      kind,
      bucket: distanceBucketOf(b),
      zone: fieldZoneOf(integer(b.yardLine)),
      side: playSide,
      snap: playSide === side,
      success: kind === null ? null : isSuccessful(judged, rules),
      explosive: isExplosive(kind, gain, rules),
      converted:
        kind !== null && (down === 3 || down === 4)
          ? distance === null || gain === null
            ? null
            : isTouchdown(result) || (!isTurnover(result) && gain >= distance)
          : null,
    };
  });
  return { plays, games };
}
