import {
  backtest,
  preparePredictor,
  type Backtest,
  type Predictor,
  type TendencyInput,
  type TendencyRules,
} from '@scout/shared/domain/tendencies';
import type { PanelSide } from './whats-next';

/**
 * The predictor and the backtest of one list of plays, made once for the What's next panel and the call sheet
 * (which opens from it): the sheet no longer prepares the predictor and runs the backtest a second time (about
 * 21 ms for a season of plays). Kept while the list of plays is (a WeakMap on it), per side and rules: a screen
 * asks for one or two of those.
 */
interface Prepared {
  side: PanelSide;
  rules: TendencyRules | undefined;
  predictor?: Predictor;
  backtest?: Backtest;
}

const cache = new WeakMap<readonly TendencyInput[], Prepared[]>();

function preparedFor(inputs: readonly TendencyInput[], side: PanelSide, rules: TendencyRules | undefined): Prepared {
  let prepared = cache.get(inputs);
  if (prepared === undefined) cache.set(inputs, (prepared = []));
  let entry = prepared.find((candidate) => candidate.side === side && candidate.rules === rules);
  if (entry === undefined) prepared.push((entry = { side, rules }));
  return entry;
}

export function predictorFor(inputs: readonly TendencyInput[], side: PanelSide, rules?: TendencyRules): Predictor {
  const entry = preparedFor(inputs, side, rules);
  return (entry.predictor ??= preparePredictor(inputs, { side, rules }));
}

export function backtestFor(inputs: readonly TendencyInput[], side: PanelSide, rules?: TendencyRules): Backtest {
  const entry = preparedFor(inputs, side, rules);
  return (entry.backtest ??= backtest(inputs, { side, rules }));
}
