/**
 * Benchmark: the situation predictor and its backtest (@scout/shared/domain/tendencies: predictor.ts,
 * backtest.ts) on Node, on a season the project builds itself (predictor-season.ts): `--games` games of one
 * opponent, `--plays` run and pass plays in all (the offense) or defensive snaps (the defense), drives that chain
 * and calls that follow down & distance, hash, personnel, field zone and the clock. Times:
 * - one situation from the plays (read every play, then predict: what a page does on first opening), and one
 *   situation from plays already read (what the What's next panel does on each change), over situations taken
 *   from the season's own plays; target ≤ 5 ms p95;
 * - the call sheet: every play read once, then its ten situations;
 * - the full leave-one-game-out backtest; target ≤ 500 ms;
 * and prints the backtest's figures beside its baselines.
 * With --browser the same work runs in headless Chromium, as the analytics pages run it.
 * Run: ./scripts/bench/predictor [--games <n>] [--plays <n>] [--runs <n>] [--browser]
 */
import { parseArgs } from 'node:util';
import { backtestSummary, type Backtest, type BacktestScore } from '../../packages/shared/src/domain/tendencies';
import { runInChromium } from './in-chromium';
import { predictorFigures, type PredictorFigures, type Timing } from './predictor-work';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    plays: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '30' },
    browser: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const PLAYS = Number(args.plays);
const RUNS = Number(args.runs);

const fmt = (ms: number) => `${ms < 1 ? ms.toFixed(3) : ms.toFixed(1)} ms`;
const timing = ({ median, p95 }: Timing) => `median ${fmt(median)}, p95 ${fmt(p95)}`;
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const decimal = (value: number | null) => (value === null ? '—' : value.toFixed(3));

function scoreLine(label: string, score: BacktestScore) {
  return `    ${label.padEnd(26)} accuracy ${percent(score.accuracy).padStart(6)}   log loss ${decimal(score.logLoss)}   Brier ${decimal(score.brier)}`;
}

function printBacktest(result: Backtest) {
  console.log(scoreLine('Scout’s predictor', result.predictor));
  console.log(scoreLine('down-and-distance rate', result.downDistance));
  console.log(scoreLine('overall rate', result.overall));
  console.log(`    beats both baselines: ${result.beatsBaselines ? 'yes' : 'no'}`);
  const bins = result.predictor.calibration.filter((bin) => bin.n > 0);
  console.log(
    `    calibration (predicted → observed, n): ${bins.map((bin) => `${percent(bin.predicted)} → ${percent(bin.observed)} (${bin.n})`).join('; ')}`,
  );
  console.log(`    “${backtestSummary(result)}”`);
}

function print(where: string, figures: PredictorFigures[]) {
  console.log(`Situation predictor, ${GAMES} games, medians of ${RUNS} runs after 3 warm-up runs (${where}):`);
  for (const figure of figures) {
    console.log(
      `  ${figure.side}: ${figure.snaps} ${figure.side === 'offense' ? 'run and pass plays' : 'defensive snaps'} (${figure.rows} breakdown rows, ${figure.rowsPerGame} a game)`,
    );
    console.log(`    one situation, plays already read    ${timing(figure.warm)} (target ≤ 5 ms)`);
    console.log(`    one situation, reading every play     ${timing(figure.cold)} (target ≤ 5 ms)`);
    console.log(`    call sheet (read once, 10 situations)  ${timing(figure.sheet)}`);
    console.log(`    backtest, leave one game out           ${timing(figure.backtest)} (target ≤ 500 ms)`);
    console.log(`  ${figure.side} backtest (${figure.result.n} plays predicted, ${figure.result.games.length} games):`);
    printBacktest(figure.result);
  }
}

if (args.browser) {
  const { result, version } = await runInChromium<PredictorFigures[]>('predictor-browser.ts', 'scoutPredictorBench', [GAMES, PLAYS, RUNS]);
  print(`Chromium ${version}`, result);
} else {
  print(`Node ${process.version}`, predictorFigures(GAMES, PLAYS, RUNS));
}
