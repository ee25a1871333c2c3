import type { ReportGroup, ReportGroupMember } from '@scout/shared/api';
import type { KeyTendency } from '@scout/shared/domain/tendencies';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Oct 3, 2026', or '' for a missing or unreadable date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** The group's reports' dates: 'Oct 3 – Oct 24, 2026', one day alone, or 'No reports'. */
export function dateRangeOf(group: Pick<ReportGroup, 'firstDate' | 'lastDate'>): string {
  const first = formatDay(group.firstDate);
  const last = formatDay(group.lastDate);
  if (!first) return 'No reports';
  if (!last || first === last) return first;
  const sameYear = group.firstDate?.slice(0, 4) === group.lastDate?.slice(0, 4);
  return sameYear ? `${first.replace(/, \d{4}$/, '')} – ${last}` : `${first} – ${last}`;
}

export function snapsLabel(snaps: number): string {
  return `${snaps.toLocaleString('en-US')} ${snaps === 1 ? 'snap' : 'snaps'}`;
}

/** How a game is headed in the per-game counts: the opponent's abbreviation (or title) and its date. */
export function gameLabelOf(report: ReportGroupMember): string {
  const name = report.opponentAbbreviation?.trim() || report.opponentName?.trim() || report.title;
  const day = formatDay(report.createdAt);
  return day ? `${name} ${day.replace(/, \d{4}$/, '')}` : name;
}

/** A key tendency's per-game counts: 'CEN 4 of 5 · LAK 3 of 4'. Games with none of the situation's plays are left out. */
export function perGameCounts(tendency: Pick<KeyTendency, 'perGame' | 'perGameN'>, games: readonly { label: string }[]): string {
  return games
    .map((game, i) => ({ label: game.label, count: tendency.perGame[i] ?? 0, n: tendency.perGameN[i] ?? 0 }))
    .filter((game) => game.n > 0)
    .map((game) => `${game.label}: ${game.count} of ${game.n}`)
    .join(' · ');
}
