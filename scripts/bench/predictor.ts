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
 * Run: ./scripts/bench/predictor [--games <n>] [--plays <n>] [--runs <n>]
 */
import { parseArgs } from 'node:util';
import { seasonInputs } from '../../packages/shared/src/domain/predictor-season';
import {
  CALL_SHEET_SITUATIONS,
  backtest,
  backtestSummary,
  preparePredictor,
  situationOfInput,
  type Backtest,
  type BacktestScore,
  type PredictorSide,
} from '../../packages/shared/src/domain/tendencies';
import { median, p95, timed } from './tendencies-work';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    plays: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '30' },
  },
});
const GAMES = Number(args.games);
const PLAYS = Number(args.plays);
const RUNS = Number(args.runs);

const fmt = (ms: number) => `${ms < 1 ? ms.toFixed(3) : ms.toFixed(1)} ms`;
const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const decimal = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** The season: breakdown rows per game grown until the side has `PLAYS` plays (kicks are among the rows). */
function season(side: PredictorSide) {
  let rows = Math.ceil(PLAYS / GAMES);
  for (;;) {
    const inputs = seasonInputs({ games: GAMES, playsPerGame: rows, side, seed: 'bench' });
    const snaps = preparePredictor(inputs, { side }).snaps;
    if (snaps >= PLAYS) return { inputs, snaps, rows };
    rows += Math.ceil(((PLAYS - snaps) / GAMES) * 1.2) + 1;
  }
}

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

console.log(`Situation predictor, ${GAMES} games, medians of ${RUNS} runs after 3 warm-up runs (Node ${process.version}):`);
for (const side of ['offense', 'defense'] as const) {
  const { inputs, snaps, rows } = season(side);
  console.log(
    `  ${side}: ${snaps} ${side === 'offense' ? 'run and pass plays' : 'defensive snaps'} (${inputs.length} breakdown rows, ${rows} a game)`,
  );
  // situations as a coach would ask them: each taken from one of the season's plays of the side
  const situations = inputs
    .filter((_, index) => index % 7 === 0)
    .map(situationOfInput)
    .filter((situation) => situation.down !== null);
  const predictor = preparePredictor(inputs, { side });
  let next = 0;
  const [, warm] = timed(() => predictor.predict(situations[next++ % situations.length]!), Math.max(RUNS, situations.length));
  const [, cold] = timed(() => preparePredictor(inputs, { side }).predict(situations[next++ % situations.length]!), RUNS);
  const [, sheet] = timed(() => {
    const once = preparePredictor(inputs, { side });
    return CALL_SHEET_SITUATIONS.map((row) => once.predict(row.situation)).length;
  }, RUNS);
  const [result, full] = timed(() => backtest(inputs, { side }), RUNS);
  console.log(`    one situation, plays already read    median ${fmt(median(warm))}, p95 ${fmt(p95(warm))} (target ≤ 5 ms)`);
  console.log(`    one situation, reading every play     median ${fmt(median(cold))}, p95 ${fmt(p95(cold))} (target ≤ 5 ms)`);
  console.log(`    call sheet (read once, 10 situations)  median ${fmt(median(sheet))}, p95 ${fmt(p95(sheet))}`);
  console.log(`    backtest, leave one game out           median ${fmt(median(full))}, p95 ${fmt(p95(full))} (target ≤ 500 ms)`);
  console.log(`  ${side} backtest (${result.n} plays predicted, ${result.games.length} games):`);
  printBacktest(result);
}
