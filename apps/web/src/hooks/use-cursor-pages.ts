import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** A page of a cursor-paged list: its answer carries the key of the next page (null on the last). */
export interface CursorPage {
  nextKey: string | null;
}

export interface CursorPagesOptions<TPage extends CursorPage> {
  queryKey: QueryKey;
  /** Reads one page: the first with lastKey null, each next with the key the page before answered. */
  fetchPage: (lastKey: string | null, signal: AbortSignal) => Promise<TPage>;
  enabled?: boolean;
  refetchInterval?: number;
}

/**
 * The infinite query of a list read by the `next_key` convention: the first page with no key, the next one
 * with the key the last page answered, none after a page that answered null. It reads the next page only
 * when asked (fetchNextPage), never every page.
 */
export function cursorPagesQueryOptions<TPage extends CursorPage>(options: CursorPagesOptions<TPage>) {
  return infiniteQueryOptions({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: TPage) => page.nextKey ?? undefined,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
  });
}

/** The items of the pages loaded so far, in order. */
export function itemsOfPages<TPage, TItem>(data: InfiniteData<TPage> | undefined, itemsOf: (page: TPage) => readonly TItem[]): TItem[] {
  return data?.pages.flatMap((page) => itemsOf(page)) ?? [];
}

/**
 * A list read a page at a time: the pages loaded so far, flattened, and `loadMore` for the next one (a
 * 'Load more' button calls it; it does nothing while a page loads or after the last).
 */
export function useCursorPages<TPage extends CursorPage, TItem>(
  options: CursorPagesOptions<TPage> & { itemsOf: (page: TPage) => readonly TItem[] },
) {
  const query = useInfiniteQuery(cursorPagesQueryOptions(options));
  return {
    ...query,
    items: itemsOfPages(query.data, options.itemsOf),
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
