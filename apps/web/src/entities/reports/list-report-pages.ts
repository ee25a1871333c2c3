import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RouteQuery } from '@scout/shared/api';
import { leadingSearchWord, searchWords } from '@scout/shared/domain';
import { listReports } from './list-reports';
import { reportKeys } from './report-keys';

/** The largest page listReports serves. */
export const REPORT_PAGE_LIMIT = 50;

/**
 * The search the server can run for the text typed: the text when one of its words has two characters or
 * more, else none (a shorter text lists every report).
 */
export function serverSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return leadingSearchWord(searchWords(trimmed)) === null ? undefined : trimmed;
}

/** A list's pages, one after another as the viewer scrolls: each asks for the page after the last one's key. */
export function reportPagesQueryOptions(query: Omit<RouteQuery<'listReports'>, 'lastKey' | 'page'>) {
  return infiniteQueryOptions({
    queryKey: reportKeys.pages(query),
    queryFn: ({ pageParam, signal }) =>
      listReports({ limit: REPORT_PAGE_LIMIT, ...query, ...(pageParam ? { lastKey: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextKey,
  });
}

/** Keeps the loaded rows on screen while a new search or filter loads. */
export function useReportPages(query: Omit<RouteQuery<'listReports'>, 'lastKey' | 'page'>) {
  return useInfiniteQuery({ ...reportPagesQueryOptions(query), placeholderData: keepPreviousData });
}

/** The first page of reports matching a search (a picker's suggestions): the newest when nothing is typed. */
export function reportSuggestionsQueryOptions(query: Omit<RouteQuery<'listReports'>, 'lastKey' | 'page' | 'q'>, text: string, limit = 20) {
  const q = serverSearch(text);
  const asked = { ...query, limit, ...(q ? { q } : {}) };
  return queryOptions({ queryKey: reportKeys.list(asked), queryFn: ({ signal }) => listReports(asked, signal) });
}

export function useReportSuggestions(query: Omit<RouteQuery<'listReports'>, 'lastKey' | 'page' | 'q'>, text: string, limit = 20) {
  return useQuery({ ...reportSuggestionsQueryOptions(query, text, limit), placeholderData: keepPreviousData });
}
