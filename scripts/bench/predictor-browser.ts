import { predictorFigures } from './predictor-work';

/** The browser run of ./scripts/bench/predictor --browser: bundled into the page, called from the benchmark. */
(globalThis as unknown as Record<string, unknown>).scoutPredictorBench = (games: number, plays: number, runs: number) =>
  predictorFigures(games, plays, runs);
