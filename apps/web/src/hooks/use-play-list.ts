import { formatPlayList, parsePlayList } from '@scout/shared/domain/breakdown-filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The explicit play list in the address (`plays=3,7,12`, card numbers), as an analytics cell hands it to the
 * film; empty when none. Clearing it replaces the history entry and keeps every other parameter.
 */
export function usePlayList(): [number[], (next: readonly number[]) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const list = useMemo(() => parsePlayList(query), [query]);
  const setList = useCallback(
    (next: readonly number[]) => setSearchParams((current) => new URLSearchParams(formatPlayList(next, current)), { replace: true }),
    [setSearchParams],
  );
  return [list, setList];
}
