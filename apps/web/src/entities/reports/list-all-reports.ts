import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteQuery } from '@scout/shared/api';
import type { Report } from '@scout/shared/domain';
import { listReports } from './list-reports';
import { reportKeys } from './report-keys';

/** The largest page listReports serves. */
export const ALL_REPORTS_PAGE_SIZE = 100;
/** A guard against a server that never says it is done: 50 pages of 100. */
const MAX_PAGES = 50;

/** Every report the viewer may see, page after page of 100, for the searchable report list. */
export async function listAllReports(
  query: RouteQuery<'listReports'>,
  signal?: AbortSignal,
  fetchPage: typeof listReports = listReports,
): Promise<{ reports: Report[]; total: number }> {
  const reports: Report[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage({ ...query, page, limit: ALL_REPORTS_PAGE_SIZE }, signal);
    reports.push(...answer.reports);
    total = answer.total;
    if (answer.reports.length === 0 || reports.length >= total || answer.reports.length < answer.limit) break;
  }
  return { reports, total };
}

export function allReportsQueryOptions(query: RouteQuery<'listReports'>) {
  return queryOptions({
    queryKey: reportKeys.everything(query),
    queryFn: ({ signal }) => listAllReports(query, signal),
  });
}

export function useAllReports(query: RouteQuery<'listReports'>) {
  return useQuery(allReportsQueryOptions(query));
}
