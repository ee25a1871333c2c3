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
 * 21 ms for a season of plays). Kept while the list of plays is (a WeakMap on it), per side and rules.
 */
interface Prepared {
  predictor?: Predictor;
  backtest?: Backtest;
}

const cache = new WeakMap<readonly TendencyInput[], Map<TendencyRules | undefined, Map<PanelSide, Prepared>>>();

function preparedFor(inputs: readonly TendencyInput[], side: PanelSide, rules: TendencyRules | undefined): Prepared {
  let byRules = cache.get(inputs);
  if (byRules === undefined) cache.set(inputs, (byRules = new Map()));
  let bySide = byRules.get(rules);
  if (bySide === undefined) byRules.set(rules, (bySide = new Map()));
  let prepared = bySide.get(side);
  if (prepared === undefined) bySide.set(side, (prepared = {}));
  return prepared;
}

export function predictorFor(inputs: readonly TendencyInput[], side: PanelSide, rules?: TendencyRules): Predictor {
  const prepared = preparedFor(inputs, side, rules);
  return (prepared.predictor ??= preparePredictor(inputs, { side, rules }));
}

export function backtestFor(inputs: readonly TendencyInput[], side: PanelSide, rules?: TendencyRules): Backtest {
  const prepared = preparedFor(inputs, side, rules);
  return (prepared.backtest ??= backtest(inputs, { side, rules }));
}
