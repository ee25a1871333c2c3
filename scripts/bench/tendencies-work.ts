import { computeTendencies, tendencyInputOfCard } from '../../packages/shared/src/domain/tendencies';
import { demoBreakdowns } from '../../lambdas/src/seed/demo-breakdowns';

/**
 * The tendency benchmark's data and timing, one copy for its Node run (tendencies.ts) and its browser run
 * (bundled by tendencies.ts --browser from tendencies-browser.ts): nothing here uses Node or the DOM.
 */

export const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
export const median = (samples: number[]) => sorted(samples)[Math.floor(samples.length / 2)] ?? 0;
export const p95 = (samples: number[]) => sorted(samples)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;

/** Cards as the API returns them, with demo breakdowns (drives that chain, punts on 4th down). */
export function cardsOf(reportId: string, count: number) {
  return demoBreakdowns(reportId, count).map((breakdown, index) => ({
    id: `${reportId}-card-${index + 1}`,
    reportId,
    cardNumber: index + 1,
    content: '{}',
    breakdown: { ...breakdown, customFields: { SERIES: String(1 + Math.floor(index / 6)), 'OFF STR': index % 2 ? 'R' : 'L' } },
  }));
}

/** One report of `cards` plays, and a group of `reports` reports with `groupCards` plays in all. */
export function benchInputs(cards: number, reports: number, groupCards: number) {
  const single = cardsOf('bench-tendencies', cards);
  const perReport = Math.ceil(groupCards / reports);
  const group = Array.from({ length: reports }, (_, index) => cardsOf(`bench-game-${index + 1}`, perReport))
    .flat()
    .slice(0, groupCards);
  return { single, group };
}

/** `runs` timings (ms) after 3 warm-up runs (JIT), and the last result. */
export function timed<T>(work: () => T, runs: number): [T, number[]] {
  for (let i = 0; i < 3; i += 1) work();
  const samples: number[] = [];
  let result = work();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = work();
    samples.push(performance.now() - started);
  }
  return [result, samples];
}

/** Cards → every table, the key tendencies and the checks (breakdowns read from each card included). */
export const tendenciesOf = (cards: ReturnType<typeof cardsOf>) =>
  computeTendencies(cards.map((card) => tendencyInputOfCard(card, card.reportId)));
