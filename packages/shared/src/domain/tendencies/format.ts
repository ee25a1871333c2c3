import type { ValueCount } from './cell';

/**
 * How the tendency tables' numbers read, on the analytics screens and in the printed report alike (one copy, so
 * a printout never says something the screen does not).
 */

/** '45%' of a fraction; '—' when there was nothing to divide by. */
export function percentText(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** '4.2' yards; '—' for none. */
export function yardsText(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** 'Smash 4, Mesh 2' of a top-three list; '—' for none. */
export function topText(values: readonly ValueCount<string | null>[], limit = 3): string {
  const named = values.filter((entry) => entry.value !== null).slice(0, limit);
  return named.length === 0 ? '—' : named.map((entry) => `${entry.value} ${entry.n}`).join(', ');
}

/** '45% (5/11)': a rate with its count and whole; '—' when the whole is empty. */
export function ratioText(rate: number | null, count: number, whole: number): string {
  return rate === null ? '—' : `${percentText(rate)} (${count}/${whole})`;
}

/** '67% (4)': a rate with its count; '—' when there was nothing to divide by. */
export function rateCountText(rate: number | null, count: number): string {
  return rate === null ? '—' : `${percentText(rate)} (${count})`;
}

/** '41.3 (8)': an average with how many plays were tagged; '—' when none was. */
export function averageText(value: number | null, n: number): string {
  return value === null || n === 0 ? '—' : `${value.toFixed(1)} (${n})`;
}
