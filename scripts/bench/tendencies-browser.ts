import { benchInputs, median, p95, tendenciesOf, timed } from './tendencies-work';

/** The browser run of ./scripts/bench/tendencies --browser: bundled into the page, called from the benchmark. */
(globalThis as unknown as Record<string, unknown>).scoutTendencyBench = (
  cards: number,
  reports: number,
  groupCards: number,
  runs: number,
) => {
  const { single, group } = benchInputs(cards, reports, groupCards);
  return [
    [`1 report, ${cards} cards`, single],
    [`${reports} reports, ${group.length} cards`, group],
  ].map(([label, input]) => {
    const [report, samples] = timed(() => tendenciesOf(input as typeof single), runs);
    return { label: label as string, snaps: report.snaps, median: median(samples), p95: p95(samples) };
  });
};
