import { benchCases, median, p95, tendenciesOf, timed } from './tendencies-work';

/** The browser run of ./scripts/bench/tendencies --browser: bundled into the page, called from the benchmark. */
(globalThis as unknown as Record<string, unknown>).scoutTendencyBench = (
  cards: number,
  reports: number,
  groupCards: number,
  runs: number,
) =>
  benchCases(cards, reports, groupCards).map(({ label, side, cards: input, target }) => {
    const [report, samples] = timed(() => tendenciesOf(input, side), runs);
    return { label, snaps: report.snaps, median: median(samples), p95: p95(samples), target };
  });
