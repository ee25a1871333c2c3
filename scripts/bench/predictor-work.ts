import { seasonInputs } from '../../packages/shared/src/domain/predictor-season';
import {
  CALL_SHEET_SITUATIONS,
  backtest,
  preparePredictor,
  situationOfInput,
  type Backtest,
  type PredictorSide,
} from '../../packages/shared/src/domain/tendencies';
import { median, p95, timed } from './tendencies-work';

/** A median and p95 in milliseconds. */
export interface Timing {
  median: number;
  p95: number;
}

/** One side's figures: the season's size, the four timings and the backtest itself. */
export interface PredictorFigures {
  side: PredictorSide;
  snaps: number;
  rows: number;
  rowsPerGame: number;
  warm: Timing;
  cold: Timing;
  sheet: Timing;
  backtest: Timing;
  result: Backtest;
}

/** The season: breakdown rows per game grown until the side has `plays` plays (kicks are among the rows). */
function season(side: PredictorSide, games: number, plays: number) {
  let rows = Math.ceil(plays / games);
  for (;;) {
    const inputs = seasonInputs({ games, playsPerGame: rows, side, seed: 'bench' });
    const snaps = preparePredictor(inputs, { side }).snaps;
    if (snaps >= plays) return { inputs, snaps, rows };
    rows += Math.ceil(((plays - snaps) / games) * 1.2) + 1;
  }
}

const timing = (samples: number[]): Timing => ({ median: median(samples), p95: p95(samples) });

/**
 * The predictor's work on each side (the same on Node and in the browser): one situation from plays already read
 * (each change of the What's next panel), one reading every play first (a page's first prediction), the call
 * sheet (read once, ten situations) and the full leave-one-game-out backtest.
 */
export function predictorFigures(games: number, plays: number, runs: number): PredictorFigures[] {
  return (['offense', 'defense'] as const).map((side) => {
    const { inputs, snaps, rows } = season(side, games, plays);
    // situations as a coach would ask them: each taken from one of the season's plays of the side
    const situations = inputs
      .filter((_, index) => index % 7 === 0)
      .map(situationOfInput)
      .filter((situation) => situation.down !== null);
    const predictor = preparePredictor(inputs, { side });
    let next = 0;
    const [, warm] = timed(() => predictor.predict(situations[next++ % situations.length]!), Math.max(runs, situations.length));
    const [, cold] = timed(() => preparePredictor(inputs, { side }).predict(situations[next++ % situations.length]!), runs);
    const [, sheet] = timed(() => {
      const once = preparePredictor(inputs, { side });
      return CALL_SHEET_SITUATIONS.map((row) => once.predict(row.situation)).length;
    }, runs);
    const [result, full] = timed(() => backtest(inputs, { side }), runs);
    return {
      side,
      snaps,
      rows: inputs.length,
      rowsPerGame: rows,
      warm: timing(warm),
      cold: timing(cold),
      sheet: timing(sheet),
      backtest: timing(full),
      result,
    };
  });
}
