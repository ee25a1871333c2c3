/**
 * Results that end a play's judging: a touchdown always succeeds, a turnover never does, and both end a drive.
 * A module of its own, without imports, so the card form's chained down & distance (chain.ts) does not load the
 * engine's play reader.
 */

const TOUCHDOWNS = new Set(['rush td', 'complete td']);
const TURNOVERS = new Set(['interception', 'fumble']);

function lowerText(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function isTouchdown(result: unknown): boolean {
  return TOUCHDOWNS.has(lowerText(result));
}

export function isTurnover(result: unknown): boolean {
  return TURNOVERS.has(lowerText(result));
}
