import type { ReportGroup } from '@scout/shared/api';
import { formatDay } from '../../entities/report-groups/group-games';

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
