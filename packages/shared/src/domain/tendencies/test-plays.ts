import type { TendencyInput } from './plays';

/** Test helper: plays numbered in order, card ids c1, c2 … unless given. */
export function plays(reportId: string, breakdowns: Record<string, unknown>[], prefix = 'c'): TendencyInput[] {
  return breakdowns.map((breakdown, index) => ({
    cardId: `${prefix}${index + 1}`,
    cardNumber: index + 1,
    reportId,
    breakdown: { odkm: 'O', playNumber: index + 1, ...breakdown },
  }));
}
