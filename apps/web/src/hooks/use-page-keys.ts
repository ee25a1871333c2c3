import { useCallback, useEffect, useState } from 'react';

/**
 * How a numbered page of a key-paged list is asked for: the first page with nothing, a page whose key is held
 * with that key alone (one page read), and a page past the held keys with `page` counted from the nearest
 * held page before it (the server passes over the pages in between).
 */
export interface PageRequest {
  lastKey?: string;
  page?: number;
}

/** The keys held for one list: `keys.get(n)` is the lastKey that reads page n (page n − 1's next_key). */
export interface PageKeys {
  /** The list the keys belong to (its query without the paging); a key of another list is never sent. */
  readonly list: string;
  readonly keys: ReadonlyMap<number, string>;
}

export function noPageKeys(list: string): PageKeys {
  return { list, keys: new Map() };
}

/** The request of numbered page `page` (1-based). */
export function pageRequest({ keys }: PageKeys, page: number): PageRequest {
  if (page <= 1) return {};
  const key = keys.get(page);
  if (key !== undefined) return { lastKey: key };
  let from: [number, string] | null = null;
  for (const held of keys) if (held[0] < page && (from === null || held[0] > from[0])) from = held;
  return from ? { lastKey: from[1], page: page - from[0] + 1 } : { page };
}

/**
 * Page `page` answered `nextKey`: it reads page page + 1. A last page (null) drops the keys of the pages
 * after it, which a shorter list no longer has. The same state comes back when nothing changes.
 */
export function rememberNextKey(state: PageKeys, page: number, nextKey: string | null): PageKeys {
  if (nextKey === null) {
    const stale = [...state.keys.keys()].filter((n) => n > page);
    if (stale.length === 0) return state;
    const keys = new Map(state.keys);
    for (const n of stale) keys.delete(n);
    return { list: state.list, keys };
  }
  if (state.keys.get(page + 1) === nextKey) return state;
  const keys = new Map(state.keys);
  keys.set(page + 1, nextKey);
  return { list: state.list, keys };
}

/**
 * A numbered pager over a key-paged list: `request(page)` is the paging part of a page's query, and
 * `remember(page, answer)` keeps the key the answer gave for the page after it. The keys start afresh when
 * `list` (the query without its paging) changes, since a key is bound to its list.
 */
export function usePageKeys(list: string) {
  const [state, setState] = useState(() => noPageKeys(list));
  const current = state.list === list ? state : noPageKeys(list);
  const remember = useCallback(
    (page: number, nextKey: string | null) => setState((was) => rememberNextKey(was.list === list ? was : noPageKeys(list), page, nextKey)),
    [list],
  );
  return { request: (page: number) => pageRequest(current, page), remember };
}

/** Remembers the next key of each page the list answers (an answer still showing the previous page's is not this page's). */
export function useRememberNextKey(
  remember: (page: number, nextKey: string | null) => void,
  page: number,
  answer: { nextKey: string | null } | undefined,
): void {
  useEffect(() => {
    if (answer) remember(page, answer.nextKey);
  }, [remember, page, answer]);
}
