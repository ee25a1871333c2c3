import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cursorPagesQueryOptions, itemsOfPages } from './use-cursor-pages';

interface NumberPage {
  numbers: number[];
  nextKey: string | null;
}

/** A server list of 1..5 answered two at a time, its key the position of the next page; records each call. */
function serverList() {
  const calls: (string | null)[] = [];
  const fetchPage = async (lastKey: string | null): Promise<NumberPage> => {
    calls.push(lastKey);
    const from = lastKey === null ? 0 : Number(lastKey);
    const numbers = [1, 2, 3, 4, 5].slice(from, from + 2);
    return { numbers, nextKey: from + 2 < 5 ? String(from + 2) : null };
  };
  return { calls, fetchPage };
}

describe('reading a cursor-paged list', () => {
  it('reads one page at a time, passing each next_key back as lastKey, and stops after the page that answers null', async () => {
    const server = serverList();
    const observer = new InfiniteQueryObserver(
      new QueryClient(),
      cursorPagesQueryOptions({ queryKey: ['numbers'], fetchPage: server.fetchPage }),
    );
    const unsubscribe = observer.subscribe(() => {});

    await observer.refetch();
    let result = observer.getCurrentResult();
    // Only the first page is read until more is asked for: no loop over every page.
    expect(server.calls).toEqual([null]);
    expect(itemsOfPages(result.data, (page) => page.numbers)).toEqual([1, 2]);
    expect(result.hasNextPage).toBe(true);

    result = await observer.fetchNextPage();
    result = await observer.fetchNextPage();
    expect(server.calls).toEqual([null, '2', '4']);
    expect(itemsOfPages(result.data, (page) => page.numbers)).toEqual([1, 2, 3, 4, 5]);
    expect(result.hasNextPage).toBe(false);

    await observer.fetchNextPage();
    expect(server.calls).toEqual([null, '2', '4']);
    unsubscribe();
  });

  it('has no items before the first page arrives', () => {
    expect(itemsOfPages<NumberPage, number>(undefined, (page) => page.numbers)).toEqual([]);
  });
});
