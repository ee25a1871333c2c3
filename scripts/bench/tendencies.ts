/**
 * Benchmark: the tendency engine (@scout/shared/domain/tendencies) on Node, as the analytics pages, the print and
 * the server run it. For each side of the ball (offense, defense, special teams) times every table, the key
 * tendencies and the chain checks (the kicking game's phases for special teams) for one report of `--cards`
 * plays of that side and for a group of `--reports` reports with `--group-cards` plays in all; then every side
 * over a group of games with O, D and K plays interleaved, as Hudl exports them. From cards as the API returns
 * them (the breakdown read from each card is included in the time). Demo data: drives that chain, runs and
 * passes by personnel and formation, punts on 4th down; the same plays tagged D with fronts, coverages and
 * pressures; kicks, returns and tries in turn.
 * With --browser the same work runs in headless Chromium, as the analytics pages run it.
 * Run: ./scripts/bench/tendencies [--cards <n>] [--reports <n>] [--group-cards <n>] [--runs <n>] [--browser]
 */
import { parseArgs } from 'node:util';
import { tendencyInputOfCard } from '../../packages/shared/src/domain/tendencies';
import { runInChromium } from './in-chromium';
import { benchCases, median, p95, sideReport, tendenciesOf, timed, type BenchSide, type cardsOf } from './tendencies-work';

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000' },
    reports: { type: 'string', default: '10' },
    'group-cards': { type: 'string', default: '3000' },
    runs: { type: 'string', default: '30' },
    browser: { type: 'boolean', default: false },
  },
});
const CARDS = Number(args.cards);
const REPORTS = Number(args.reports);
const GROUP_CARDS = Number(args['group-cards']);
const RUNS = Number(args.runs);

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function measure(label: string, side: BenchSide, cards: ReturnType<typeof cardsOf>, target: number) {
  const [report, all] = timed(() => tendenciesOf(cards, side), RUNS);
  const inputs = cards.map((card) => tendencyInputOfCard(card, card.reportId));
  const [, engine] = timed(() => sideReport(inputs, side), RUNS);
  console.log(
    `  ${label}: ${report.snaps} snaps of the side, ${report.games} game(s), ${report.keyTendencies} key tendencies, ${report.flagged} plays to check`,
  );
  console.log(`    cards → every table, tendencies, checks   median ${fmt(median(all))}, p95 ${fmt(p95(all))} (target ≤ ${target} ms)`);
  console.log(`    of which the engine (breakdowns read)     median ${fmt(median(engine))}, p95 ${fmt(p95(engine))}`);
}

/** The same work in headless Chromium (the system's), as the analytics pages run it. */
async function inBrowser(): Promise<void> {
  type Figures = { label: string; snaps: number; median: number; p95: number; target: number }[];
  const { result: figures, version } = await runInChromium<Figures>('tendencies-browser.ts', 'scoutTendencyBench', [
    CARDS,
    REPORTS,
    GROUP_CARDS,
    RUNS,
  ]);
  console.log(`Tendency engine in Chromium ${version}, medians of ${RUNS} runs after 3 warm-up runs:`);
  for (const figure of figures) {
    console.log(
      `  ${figure.label} (${figure.snaps} snaps of the side): median ${fmt(figure.median)}, p95 ${fmt(figure.p95)} (target ≤ ${figure.target} ms)`,
    );
  }
}

if (args.browser) {
  await inBrowser();
} else {
  console.log(`Tendency engine, medians of ${RUNS} runs after 3 warm-up runs (Node ${process.version}):`);
  for (const { label, side, cards, target } of benchCases(CARDS, REPORTS, GROUP_CARDS)) measure(label, side, cards, target);
}
