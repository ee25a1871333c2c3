import { DEFAULT_TENDENCY_RULES, type TendencyInput, type TendencyRules } from './plays';
import { percentText } from './format';
import {
  LevelIndex,
  estimateWithout,
  readPredictorPlays,
  type PredictorOptions,
  type PredictorPlay,
  type PredictorSide,
} from './predictor';

/**
 * Proof on their own games: a leave-one-game-out backtest of the situation predictor (predictor.ts). Each game's
 * plays are predicted from the other games only, each from its own situation (down & distance, clock, field
 * zone, personnel, formation, hash, score: what was known before the snap), as a coach would have read them
 * before that game. A game is a report, or a GAME value within a report's sheet (see `readPredictorPlays`).
 *
 * API:
 * - `backtest(inputs, options)` → `Backtest`: for the offense the run/pass call (the target is "pass"), for the
 *   defense the pressure call, each scored for Scout's predictor and two baselines: the opponent's overall rate
 *   and the down-and-distance bucket's rate (both from the other games, shrunk as the predictor's first levels:
 *   the overall rate toward the prior, the bucket's toward the overall, so neither says 0 % of an empty bucket).
 *   Scores: accuracy (the call is the outcome when its probability is 50 % or more), log loss (natural log),
 *   Brier score, and a calibration table in ten bins of the predicted probability.
 * - `backtestSummary(backtest, games?)` → the result in a coach's words, with the warning when Scout does not
 *   beat its baselines.
 * Needs two or more games with plays of the side (`enough`); with fewer, the scores are empty.
 */

export interface CalibrationBin {
  /** The bin's predicted probabilities: from ≤ p < to (the last bin includes 1). */
  from: number;
  to: number;
  n: number;
  /** Mean predicted probability and observed rate of the bin's plays (null when empty). */
  predicted: number | null;
  observed: number | null;
}

export interface BacktestScore {
  n: number;
  /** Share of plays whose call (probability ≥ 50 % → the outcome) was right. */
  accuracy: number | null;
  logLoss: number | null;
  brier: number | null;
  calibration: CalibrationBin[];
}

export interface BacktestGame {
  label: string;
  /** Plays of the side predicted, and how many Scout's call and the down-and-distance rate's got right. */
  n: number;
  right: number;
  downDistanceRight: number;
}

export interface Backtest {
  side: PredictorSide;
  /** What is predicted: 'pass' (against run) for the offense, 'pressure' for the defense. */
  target: 'pass' | 'pressure';
  games: BacktestGame[];
  /** Two or more games with plays of the side. */
  enough: boolean;
  /** Plays predicted. */
  n: number;
  predictor: BacktestScore;
  overall: BacktestScore;
  downDistance: BacktestScore;
  /**
   * Scout's predictor beats both baselines: a lower log loss and Brier score than each, and an accuracy at least
   * theirs. False too when there is not enough to tell (`enough` false).
   */
  beatsBaselines: boolean;
}

const BINS = 10;
/** Probabilities are kept off 0 and 1 for the log loss (the predictor's never reach them; a caller's might). */
const EPSILON = 1e-6;

class Scorer {
  private n = 0;
  private right = 0;
  private logLoss = 0;
  private brier = 0;
  private readonly bins = Array.from({ length: BINS }, () => ({ n: 0, predicted: 0, observed: 0 }));

  add(probability: number, outcome: boolean): boolean {
    const p = Math.min(1 - EPSILON, Math.max(EPSILON, probability));
    const y = outcome ? 1 : 0;
    const right = probability >= 0.5 === outcome;
    this.n += 1;
    if (right) this.right += 1;
    this.logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    this.brier += (probability - y) ** 2;
    const bin = this.bins[Math.min(BINS - 1, Math.floor(probability * BINS))] as { n: number; predicted: number; observed: number };
    bin.n += 1;
    bin.predicted += probability;
    bin.observed += y;
    return right;
  }

  score(): BacktestScore {
    const n = this.n;
    return {
      n,
      accuracy: n === 0 ? null : this.right / n,
      logLoss: n === 0 ? null : this.logLoss / n,
      brier: n === 0 ? null : this.brier / n,
      calibration: this.bins.map((bin, index) => ({
        from: index / BINS,
        to: (index + 1) / BINS,
        n: bin.n,
        predicted: bin.n === 0 ? null : bin.predicted / bin.n,
        observed: bin.n === 0 ? null : bin.observed / bin.n,
      })),
    };
  }
}

function outcomeOf(play: PredictorPlay, side: PredictorSide): boolean {
  return side === 'offense' ? play.play.kind === 'pass' : play.play.pressured;
}

/** The plays by game, in the order each game's first play appears, and each game's index by its key. */
function byGame(plays: readonly PredictorPlay[]): { games: { label: string; plays: PredictorPlay[] }[]; indexOf: Map<string, number> } {
  const games: { label: string; plays: PredictorPlay[] }[] = [];
  const indexOf = new Map<string, number>();
  for (const play of plays) {
    let index = indexOf.get(play.gameKey);
    if (index === undefined) {
      index = games.length;
      indexOf.set(play.gameKey, index);
      games.push({ label: play.gameLabel, plays: [] });
    }
    games[index]?.plays.push(play);
  }
  return { games, indexOf };
}

/** A situation's keys as one string, so the plays of one situation in a game are estimated once. */
function keyText(play: PredictorPlay): string {
  const { keys } = play;
  return `${keys.downDistance}|${keys.twoMinute}|${keys.fieldZone}|${keys.personnel}|${keys.formation}|${keys.hash}|${keys.score}`;
}

/** Leave-one-game-out over the plays of the side (see the module's comment). */
export function backtest(inputs: readonly TendencyInput[], options: PredictorOptions = {}): Backtest {
  const side = options.side ?? 'offense';
  const rules: TendencyRules = { ...DEFAULT_TENDENCY_RULES, ...options.rules };
  const plays = readPredictorPlays(inputs, side, rules);
  const { games, indexOf } = byGame(plays);
  const enough = games.length >= 2;
  const scorers = { predictor: new Scorer(), overall: new Scorer(), downDistance: new Scorer() };
  const perGame: BacktestGame[] = games.map((game) => ({ label: game.label, n: 0, right: 0, downDistanceRight: 0 }));
  if (enough) {
    // One index of every game's plays; each game's are then taken out of its levels' counts (see LevelIndex).
    const index = new LevelIndex(plays, side, games.length, (play) => indexOf.get(play.gameKey) as number);
    games.forEach((held, without) => {
      const cache = new Map<string, [number, number, number]>();
      const tally = perGame[without] as BacktestGame;
      for (const play of held.plays) {
        const key = keyText(play);
        let estimates = cache.get(key);
        if (!estimates) {
          estimates = [
            estimateWithout(index, play.keys, without, options),
            estimateWithout(index, play.keys, without, options, []),
            estimateWithout(index, play.keys, without, options, ['downDistance']),
          ];
          cache.set(key, estimates);
        }
        const outcome = outcomeOf(play, side);
        tally.n += 1;
        if (scorers.predictor.add(estimates[0], outcome)) tally.right += 1;
        scorers.overall.add(estimates[1], outcome);
        if (scorers.downDistance.add(estimates[2], outcome)) tally.downDistanceRight += 1;
      }
    });
  }
  const predictor = scorers.predictor.score();
  const overall = scorers.overall.score();
  const downDistance = scorers.downDistance.score();
  return {
    side,
    target: side === 'offense' ? 'pass' : 'pressure',
    games: perGame,
    enough,
    n: predictor.n,
    predictor,
    overall,
    downDistance,
    beatsBaselines: enough && predictor.n > 0 && beats(predictor, overall) && beats(predictor, downDistance),
  };
}

function beats(score: BacktestScore, baseline: BacktestScore): boolean {
  const { accuracy, logLoss, brier } = score;
  if (accuracy === null || logLoss === null || brier === null) return false;
  return logLoss < (baseline.logLoss ?? Infinity) && brier < (baseline.brier ?? Infinity) && accuracy >= (baseline.accuracy ?? 0);
}

/**
 * The backtest in a coach's words: 'On their last 4 games, Scout's run/pass call was right on 71% of plays; the
 * down-and-distance rate alone: 63%; their overall rate: 55%.' Followed, when Scout does not beat a baseline,
 * by 'Scout's call does not beat the down-and-distance rate alone on these games: read the tables instead.'
 */
export function backtestSummary(result: Backtest): string {
  const games = result.games.length;
  if (!result.enough || result.n === 0) {
    return `A backtest needs two or more games with ${result.side === 'offense' ? 'run and pass plays' : 'defensive snaps'}; this has ${games === 1 ? 'one' : games === 0 ? 'none' : games}.`;
  }
  const call = result.target === 'pass' ? 'run/pass call' : 'pressure call';
  const plays = result.side === 'offense' ? 'plays' : 'snaps';
  const text =
    `On their last ${games} games, Scout’s ${call} was right on ${percentText(result.predictor.accuracy)} of ${plays} ` +
    `(${result.n}); the down-and-distance rate alone: ${percentText(result.downDistance.accuracy)}; ` +
    `their overall rate: ${percentText(result.overall.accuracy)}.`;
  if (result.beatsBaselines) return text;
  const beaten = [
    beats(result.predictor, result.downDistance) ? null : 'the down-and-distance rate alone',
    beats(result.predictor, result.overall) ? null : 'their overall rate',
  ].filter((name): name is string => name !== null);
  return `${text} Scout’s call does not beat ${beaten.join(' or ')} on these games: read the tables instead.`;
}
