import { REPORTS_PAGE_SIZE } from '@scout/shared/api';
import { summarizeReports, type Report } from '@scout/shared/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useReports } from '../../../entities/reports/list-reports';
import { usePageKeys, useRememberNextKey } from '../../../hooks/use-page-keys';
import { activeFilterCount, NO_FILTERS, reportFiltersQuery, type ReportFilters } from '../report-filters';
import { listReportsQueryFor, pageCount, type ReportsViewer } from '../reports-viewer';

const NO_REPORTS: Report[] = [];

/**
 * The dashboard's state, shared by its header (Show Completed, Filters) and its content (tiles, report
 * cards, paging): Show Completed, the status and the date filters are all applied by the server, over every
 * page, and changing any of them goes back to page 1 (and starts the page keys afresh).
 */
export function useReportsDashboard(viewer: ReportsViewer) {
  const [showCompleted, setShowCompletedState] = useState(true);
  const [filters, setFiltersState] = useState<ReportFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The pager numbers the pages; each is read by the key the page before it answered, so Next, Previous and
  // any page seen before read that page only, whatever its position.
  const list = listReportsQueryFor(viewer, showCompleted, { limit: REPORTS_PAGE_SIZE }, reportFiltersQuery(filters));
  const pageKeys = usePageKeys(JSON.stringify(list));
  const reportsQuery = useReports({ ...list, ...pageKeys.request(page) });
  useRememberNextKey(pageKeys.remember, page, reportsQuery.isPlaceholderData ? undefined : reportsQuery.data);

  // On failure the list is cleared rather than left stale.
  const reports = reportsQuery.isError ? NO_REPORTS : (reportsQuery.data?.reports ?? NO_REPORTS);
  const serverSummary = reportsQuery.isError ? undefined : reportsQuery.data?.summary;
  const summary = useMemo(() => serverSummary ?? summarizeReports(reports), [serverSummary, reports]);
  // The page of report cards is the dashboard's heaviest render: it runs as a deferred, interruptible pass,
  // so the page stays responsive while the first page of cards appears (the skeleton shows until then).
  const shownReports = useDeferredValue(reports);
  const loadingFirstTime = reportsQuery.isPending || (shownReports === NO_REPORTS && reports !== NO_REPORTS);
  const total = reportsQuery.data?.total ?? 0;
  const limit = reportsQuery.data?.limit ?? REPORTS_PAGE_SIZE;
  const pages = pageCount(total, limit);
  // A deletion can empty the last page: step back to the last page there is.
  if (reportsQuery.data && !reportsQuery.isPlaceholderData && page > pages) setPage(pages);

  const setFilters = (next: ReportFilters) => {
    setFiltersState(next);
    setPage(1);
  };

  const setShowCompleted = (checked: boolean) => {
    setShowCompletedState(checked);
    setPage(1);
  };

  return {
    reportsQuery,
    showCompleted,
    setShowCompleted,
    filters,
    setFilters,
    filtered: activeFilterCount(filters) > 0,
    page,
    setPage,
    pages,
    total,
    limit,
    summary,
    shownReports,
    loadingFirstTime,
  };
}

export type ReportsDashboardState = ReturnType<typeof useReportsDashboard>;
