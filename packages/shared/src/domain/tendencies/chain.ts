import type { ScoutPlay } from './plays';
import { isTouchdown, isTurnover } from './results';

/**
 * Drives and the down/distance/yard-line chain.
 *
 * Plays are taken in the order given (card order), game by game (a report, or a drop in the play number inside
 * one, as when a sheet holds two games). An offensive snap starts a drive when:
 * - it is the game's first offensive snap;
 * - a defensive or kicking play (ODK D or K, or a kick by play type) lies between it and the previous snap;
 * - its SERIES (the custom field the sheet import keeps) differs from the previous snap's, both being given;
 * - the previous snap ended the possession: a touchdown, an interception or fumble, a safety, or a 4th down that
 *   did not gain the distance;
 * - the second half or overtime begins (quarter 1–2 → 3+, 1–4 → 5).
 * A quarter change inside a half (1 → 2, 3 → 4) keeps the drive going, as on the field.
 *
 * Inside a drive, each snap's down, distance and yard line should follow from the previous snap (`expectedNext`).
 * Plays that start a drive are never flagged: a new series is not a break.
 */

/** Where the ball is next: down, yards to go and the signed yard line (−own side, 50, +opponent's). */
export interface ChainedSpot {
  down: number;
  distance: number;
  yardLine: number;
  /** 1st & goal: the distance is the yards to the goal line. */
  goalToGo: boolean;
}

/** The fields of the previous play `expectedNext` reads (a breakdown record as a card holds it will do). */
export interface ChainPlay {
  down?: unknown;
  distance?: unknown;
  yardLine?: unknown;
  gainLoss?: unknown;
  result?: unknown;
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Yards from the offense's own goal line (1…99) of a signed yard line. */
export function fieldPosition(yardLine: number): number {
  if (yardLine === 50) return 50;
  return yardLine < 0 ? -yardLine : 100 - yardLine;
}

/** The signed yard line (−1…−49, 50, +49…+1) of a position from the offense's own goal line. */
export function signedYardLine(position: number): number {
  if (position === 50) return 50;
  return position < 50 ? -position : 100 - position;
}

/**
 * The down, distance and yard line the next snap should have, for the grid to offer: gain the distance →
 * 1st & 10 (1st & goal inside the 10), else the next down with the distance less the gain. A timeout moves
 * nothing; a penalty is taken as a replayed down from the new spot (an automatic first down is also accepted by
 * the checks). Null when the previous play lacks a down, distance or yard line, or ended the series (a
 * touchdown, a turnover, a safety, a 4th down short of the distance).
 */
export function expectedNext(previous: ChainPlay): ChainedSpot | null {
  const down = integer(previous.down);
  const distance = integer(previous.distance);
  const yardLine = integer(previous.yardLine);
  const gain = integer(previous.gainLoss) ?? 0;
  if (down === null || down < 1 || down > 4 || distance === null || distance < 1 || yardLine === null) return null;
  if (isTouchdown(previous.result) || isTurnover(previous.result)) return null;
  const result = typeof previous.result === 'string' ? previous.result.trim().toLowerCase() : '';
  if (result === 'timeout') return { down, distance, yardLine, goalToGo: distance >= 100 - fieldPosition(yardLine) };
  const position = fieldPosition(yardLine) + gain;
  if (position >= 100 || position <= 0) return null;
  const toGoal = 100 - position;
  const spot = signedYardLine(position);
  if (gain >= distance) return { down: 1, distance: Math.min(10, toGoal), yardLine: spot, goalToGo: toGoal <= 10 };
  if (result === 'penalty') return { down, distance: distance - gain, yardLine: spot, goalToGo: distance - gain >= toGoal };
  if (down === 4) return null;
  return { down: down + 1, distance: distance - gain, yardLine: spot, goalToGo: distance - gain >= toGoal };
}

/** Did the snap end the possession (so the next snap starts a drive)? */
function endsPossession(play: ScoutPlay): boolean {
  if (isTouchdown(play.result) || isTurnover(play.result) || play.result?.toLowerCase() === 'safety') return true;
  return play.down === 4 && play.distance !== null && play.gain !== null && play.gain < play.distance;
}

/** The snaps that start a drive, by the rule above. `plays` are every play read, snaps or not, in order. */
export function driveStarts(plays: readonly ScoutPlay[]): Set<ScoutPlay> {
  const starts = new Set<ScoutPlay>();
  let previous: ScoutPlay | null = null;
  let game = -1;
  let lastNumber: number | null = null;
  let kickBetween = false;
  for (const play of plays) {
    if (play.game !== game || (play.playNumber !== null && lastNumber !== null && play.playNumber < lastNumber)) {
      game = play.game;
      previous = null;
      lastNumber = null;
      kickBetween = false;
    }
    if (play.playNumber !== null) lastNumber = play.playNumber;
    if (!play.snap) {
      if ((play.odk?.toUpperCase() ?? 'O') !== 'S') kickBetween = true;
      continue;
    }
    const halfBegins =
      previous !== null &&
      previous.quarter !== null &&
      play.quarter !== null &&
      ((previous.quarter <= 2 && play.quarter >= 3) || (previous.quarter <= 4 && play.quarter === 5));
    const seriesChanged = previous !== null && previous.series !== null && play.series !== null && previous.series !== play.series;
    if (previous === null || kickBetween || seriesChanged || halfBegins || endsPossession(previous)) starts.add(play);
    previous = play;
    kickBetween = false;
  }
  return starts;
}

export type ChainField = 'down' | 'distance' | 'yardLine';

export interface ChainProblem {
  field: ChainField;
  expected: number;
  actual: number | null;
}

/** A snap that breaks the chain, with what was expected and a sentence for the grid. */
export interface ChainFlag {
  cardId: string;
  cardNumber: number;
  /** Index into the result's games. */
  game: number;
  expected: ChainedSpot;
  problems: ChainProblem[];
  message: string;
}

export interface ChainReport {
  /** Snaps compared with the play before them. */
  checked: number;
  flagged: ChainFlag[];
}

/**
 * Yard lines and distances are rounded (distance up, the yard line away from the goal line), so a
 * chain may be a yard off without an error: differences of one yard are not flagged.
 */
export const CHAIN_TOLERANCE_YARDS = 1;

function ordinal(down: number): string {
  return `${down}${down === 1 ? 'st' : down === 2 ? 'nd' : down === 3 ? 'rd' : 'th'}`;
}

function spotText(spot: { down: number | null; distance: number | null; yardLine: number | null }, goal = false): string {
  const line = spot.yardLine === null ? '?' : spot.yardLine === 50 ? '50' : spot.yardLine < 0 ? `−${-spot.yardLine}` : `+${spot.yardLine}`;
  const distance = goal ? 'goal' : (spot.distance ?? '?');
  return `${spot.down === null ? '?' : ordinal(spot.down)} & ${distance} at ${line}`;
}

function problemsOf(play: ScoutPlay, expected: ChainedSpot): ChainProblem[] {
  const problems: ChainProblem[] = [];
  if (play.down !== expected.down) problems.push({ field: 'down', expected: expected.down, actual: play.down });
  if (play.distance === null || Math.abs(play.distance - expected.distance) > CHAIN_TOLERANCE_YARDS)
    problems.push({ field: 'distance', expected: expected.distance, actual: play.distance });
  if (play.yardLine === null || Math.abs(fieldPosition(play.yardLine) - fieldPosition(expected.yardLine)) > CHAIN_TOLERANCE_YARDS)
    problems.push({ field: 'yardLine', expected: expected.yardLine, actual: play.yardLine });
  return problems;
}

/** Compares each snap inside a drive with the spot the previous snap chains to. */
export function checkChain(plays: readonly ScoutPlay[], starts: ReadonlySet<ScoutPlay> = driveStarts(plays)): ChainReport {
  const flagged: ChainFlag[] = [];
  let checked = 0;
  let previous: ScoutPlay | null = null;
  for (const play of plays) {
    if (!play.snap) continue;
    const before = previous;
    previous = play;
    if (before === null || starts.has(play) || play.down === null) continue;
    const prior = { down: before.down, distance: before.distance, yardLine: before.yardLine, gainLoss: before.gain, result: before.result };
    const expected = expectedNext(prior);
    if (expected === null) continue;
    checked += 1;
    let problems = problemsOf(play, expected);
    if (problems.length > 0 && before.result?.toLowerCase() === 'penalty') {
      const automaticFirst = { ...expected, down: 1, distance: Math.min(10, 100 - fieldPosition(expected.yardLine)) };
      if (problemsOf(play, automaticFirst).length === 0) problems = [];
    }
    if (problems.length === 0) continue;
    const gain = before.gain ?? 0;
    flagged.push({
      cardId: play.cardId,
      cardNumber: play.cardNumber,
      game: play.game,
      expected,
      problems,
      message:
        `Play ${play.playNumber ?? play.cardNumber}: ${spotText(play)}, expected ${spotText(expected, expected.goalToGo && expected.down === 1)} ` +
        `(${spotText(before)}, ${gain >= 0 ? 'gain' : 'loss'} of ${Math.abs(gain)})`,
    });
  }
  return { checked, flagged };
}
