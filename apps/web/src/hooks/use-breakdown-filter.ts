import { formatBreakdownFilter, parseBreakdownFilter, type BreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's play filter, held in the address (so a coach can share or bookmark it): read on every render,
 * written by replacing the current history entry, keeping any other parameter.
 */
export function useBreakdownFilter(): [BreakdownFilter, (next: BreakdownFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filter = useMemo(() => parseBreakdownFilter(query), [query]);
  const setFilter = useCallback(
    (next: BreakdownFilter) => setSearchParams((current) => new URLSearchParams(formatBreakdownFilter(next, current)), { replace: true }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
