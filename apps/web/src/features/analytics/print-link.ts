import { formatBreakdownFilter, parseBreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import type { Side } from '@scout/shared/domain/tendencies';

/**
 * The printout of what an analytics page shows: the page's filters and the side on screen (the print reads the
 * same address parameters, `side=` among them), so a coach who filtered to 3rd downs prints only those.
 */
export function printHref(printPath: string, pageQuery: string, side: Side): string {
  const filter = parseBreakdownFilter(pageQuery);
  const query = formatBreakdownFilter({ ...filter, sides: [side] });
  return query === '' ? printPath : `${printPath}?${query}`;
}
