import type { ReportGroupMember } from '@scout/shared/api';
import type { KeyTendency } from '@scout/shared/domain/tendencies';

/**
 * How a group's games read on every page that counts them game by game (the linked report's key tendencies,
 * the group analytics' per-game columns): one copy, so a column and a tendency name a game alike.
 */

/**
 * Made on first use, not when the module loads: an Intl formatter with a time zone took a quarter of a second of
 * the report analytics' main thread under a 4× CPU slowdown, and that page imports this module without a group.
 */
let day: Intl.DateTimeFormat | null = null;

/** 'Oct 3, 2026', or '' for a missing or unreadable date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  day ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return day.format(date);
}

/** What a game's label is made of (a group's member, or a report a group link opens). */
type GameReport = Pick<ReportGroupMember, 'title' | 'opponentName' | 'opponentAbbreviation' | 'createdAt'>;

/** How a game is headed in the per-game counts: the opponent's abbreviation (or title) and its date. */
export function gameLabelOf(report: GameReport): string {
  const name = report.opponentAbbreviation?.trim() || report.opponentName?.trim() || report.title;
  const day = formatDay(report.createdAt);
  return day ? `${name} ${day.replace(/, \d{4}$/, '')}` : name;
}

/**
 * The group's games' labels in its order, each told apart: two reports of one opponent made the same day
 * would read alike, so the later ones gain ' (2)', ' (3)' ….
 */
export function gameLabelsOf(reports: readonly GameReport[]): string[] {
  const seen = new Map<string, number>();
  return reports.map((report) => {
    const label = gameLabelOf(report);
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

/** A key tendency's per-game counts: 'CEN 4 of 5 · LAK 3 of 4'. Games with none of the situation's plays are left out. */
export function perGameCounts(tendency: Pick<KeyTendency, 'perGame' | 'perGameN'>, games: readonly { label: string }[]): string {
  return games
    .map((game, i) => ({ label: game.label, count: tendency.perGame[i] ?? 0, n: tendency.perGameN[i] ?? 0 }))
    .filter((game) => game.n > 0)
    .map((game) => `${game.label}: ${game.count} of ${game.n}`)
    .join(' · ');
}
