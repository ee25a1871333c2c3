/**
 * Benchmark: the tendency engine (@scout/shared/domain/tendencies) on Node, as the analytics pages, the print and
 * the server run it. Times every table, the key tendencies and the chain checks for one report of `--cards` plays
 * and for a group of `--reports` reports with `--group-cards` plays in all, from cards as the API returns them
 * (the breakdown read from each card is included in the time). Demo data: drives that chain, runs and passes
 * by personnel and formation, punts on 4th down.
 * Run: ./scripts/bench/tendencies [--cards <n>] [--reports <n>] [--group-cards <n>] [--runs <n>]
 */
import { parseArgs } from 'node:util';
import { computeTendencies, tendencyInputOfCard } from '../../packages/shared/src/domain/tendencies';
import { demoBreakdowns } from '../../lambdas/src/seed/demo-breakdowns';

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000' },
    reports: { type: 'string', default: '10' },
    'group-cards': { type: 'string', default: '3000' },
    runs: { type: 'string', default: '30' },
  },
});
const CARDS = Number(args.cards);
const REPORTS = Number(args.reports);
const GROUP_CARDS = Number(args['group-cards']);
const RUNS = Number(args.runs);

const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
const median = (samples: number[]) => sorted(samples)[Math.floor(samples.length / 2)] ?? 0;
const p95 = (samples: number[]) => sorted(samples)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function cardsOf(reportId: string, count: number) {
  return demoBreakdowns(reportId, count).map((breakdown, index) => ({
    id: `${reportId}-card-${index + 1}`,
    reportId,
    cardNumber: index + 1,
    content: '{}',
    breakdown: { ...breakdown, customFields: { SERIES: String(1 + Math.floor(index / 6)), 'OFF STR': index % 2 ? 'R' : 'L' } },
  }));
}

function timed<T>(work: () => T): [T, number[]] {
  for (let i = 0; i < 3; i += 1) work(); // warm up (JIT)
  const samples: number[] = [];
  let result = work();
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = work();
    samples.push(performance.now() - started);
  }
  return [result, samples];
}

function measure(label: string, cards: ReturnType<typeof cardsOf>) {
  const [report, all] = timed(() => computeTendencies(cards.map((card) => tendencyInputOfCard(card, card.reportId))));
  const inputs = cards.map((card) => tendencyInputOfCard(card, card.reportId));
  const [, engine] = timed(() => computeTendencies(inputs));
  console.log(
    `  ${label}: ${report.snaps} snaps, ${report.games.length} game(s), ${report.keyTendencies.length} key tendencies, ${report.checks.flagged.length} plays to check`,
  );
  console.log(`    cards → every table, tendencies, checks   median ${fmt(median(all))}, p95 ${fmt(p95(all))}`);
  console.log(`    of which the engine (breakdowns read)     median ${fmt(median(engine))}, p95 ${fmt(p95(engine))}`);
}

const single = cardsOf('bench-tendencies', CARDS);
const perReport = Math.ceil(GROUP_CARDS / REPORTS);
const group = Array.from({ length: REPORTS }, (_, index) => cardsOf(`bench-game-${index + 1}`, perReport))
  .flat()
  .slice(0, GROUP_CARDS);

console.log(`Tendency engine, medians of ${RUNS} runs after 3 warm-up runs (Node ${process.version}):`);
measure(`1 report, ${CARDS} cards`, single);
measure(`${REPORTS} reports, ${group.length} cards`, group);
