import { HASH_NAMES } from '@scout/shared/domain';
import { FIELD_ZONES, fieldZoneOf, type FieldZone } from '@scout/shared/domain/breakdown-filters';
import {
  CALL_SHEET_SITUATIONS,
  describeSituation,
  isTwoMinute,
  percentText,
  scoreDifferenceOf,
  sideOfPlay,
  situationOfInput,
  type Backtest,
  type BacktestScore,
  type CategoryPrediction,
  type Interval,
  type Prediction,
  type Predictor,
  type PredictorSituation,
  type TendencyInput,
} from '@scout/shared/domain/tendencies';
import type { CellPlays } from './analytics-view';
import { rowFillsSituation, type SituationForm } from './situation-fill';

/**
 * The "What's next" panel and the call sheet in words: the selects' choices (values present in the plays), a
 * situation from a table's row or a play, and a prediction of the shared engine (predictor.ts) as a coach
 * reads it. Loaded with the panel, never with the tables.
 */

export type PanelSide = 'offense' | 'defense';

// ————— the selects

export interface SituationOptions {
  downs: number[];
  distances: number[];
  fieldZones: FieldZone[];
  hashes: string[];
  /** Some play has its quarter and clock tagged (the two-minute select means something). */
  clock: boolean;
  scoreDifferences: number[];
  /** Most used first. */
  formations: string[];
  personnel: string[];
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function integer(value: unknown): number | null {
  const written = text(value);
  if (written === null || !/^[+-]?\d+$/.test(written)) return null;
  return Number(written);
}

/** Names by how often they are used (then A–Z), each once whatever its case (the first spelling seen). */
function byUse(values: readonly (string | null)[]): string[] {
  const counts = new Map<string, { value: string; n: number }>();
  for (const value of values) {
    if (value === null) continue;
    const key = value.toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else counts.set(key, { value, n: 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.value.localeCompare(b.value)).map((entry) => entry.value);
}

function sortedNumbers(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))].sort((a, b) => a - b);
}

/** The plays of one side of the ball (the panel predicts the side shown). */
export function playsOfSide(inputs: readonly TendencyInput[], side: PanelSide): TendencyInput[] {
  return inputs.filter((input) => sideOfPlay(input.breakdown.odkm, input.breakdown.playType) === side);
}

/** What each select offers: the values the side's plays have. */
export function situationOptions(inputs: readonly TendencyInput[], side: PanelSide): SituationOptions {
  const plays = playsOfSide(inputs, side).map((input) => input.breakdown);
  const zones = new Set(plays.map((play) => fieldZoneOf(play.yardLine)));
  const hashes = new Set(plays.map((play) => text(play.hash)?.toUpperCase() ?? null));
  return {
    downs: sortedNumbers(plays.map((play) => integer(play.down))).filter((down) => down >= 1 && down <= 4),
    distances: sortedNumbers(plays.map((play) => integer(play.distance))).filter((distance) => distance >= 1),
    fieldZones: FIELD_ZONES.filter((zone) => zones.has(zone)),
    hashes: ['L', 'M', 'R'].filter((hash) => hashes.has(hash)),
    clock: plays.some((play) => integer(play.quarter) !== null && text(play.time) !== null),
    scoreDifferences: sortedNumbers(plays.map((play) => scoreDifferenceOf(play.scoreBefore))),
    formations: byUse(plays.map((play) => text(play.formation))),
    personnel: byUse(plays.map((play) => text(play.personnel))),
  };
}

/** '+7 (ahead)', '0 (tied)', '−3 (behind)'. */
export function scoreDifferenceLabel(difference: number): string {
  if (difference === 0) return 'Tied';
  return difference > 0 ? `Ahead by ${difference}` : `Behind by ${-difference}`;
}

// ————— filling the situation

/** The situation the panel's selects make. */
export function situationOfForm(form: SituationForm): PredictorSituation {
  return {
    down: form.down,
    distance: form.down === null ? null : form.distance,
    fieldZone: form.fieldZone,
    hash: form.hash,
    twoMinute: form.twoMinute,
    scoreDifference: form.scoreDifference,
    formation: form.formation,
    personnel: form.personnel,
  };
}

/** The selects filled with the situation a play was in (what was known before its snap). */
export function formOfInput(input: TendencyInput): SituationForm {
  const situation = situationOfInput(input);
  const quarter = situation.quarter ?? null;
  const clock = typeof situation.clock === 'number' ? situation.clock : null;
  const down = situation.down ?? null;
  return {
    down: down !== null && down >= 1 && down <= 4 ? down : null,
    distance: situation.distance ?? null,
    fieldZone: fieldZoneOf(situation.yardLine),
    hash: situation.hash && HASH_NAMES[situation.hash.toUpperCase()] ? situation.hash.toUpperCase() : null,
    twoMinute: quarter !== null && clock !== null ? isTwoMinute(quarter, clock) : null,
    scoreDifference: situation.scoreDifference ?? null,
    formation: situation.formation ?? null,
    personnel: situation.personnel ?? null,
  };
}

/** The most common value of the row's plays (the first seen on a tie); null when none has one. */
function mostCommon<T>(
  cardIds: readonly string[],
  index: ReadonlyMap<string, TendencyInput>,
  read: (input: TendencyInput) => T | null,
): T | null {
  const counts = new Map<string, { value: T; n: number }>();
  let best: { value: T; n: number } | null = null;
  for (const id of cardIds) {
    const input = index.get(id);
    const value = input ? read(input) : null;
    if (value === null) continue;
    const key = JSON.stringify(value);
    const entry = counts.get(key) ?? { value, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
    if (!best || entry.n > best.n) best = entry;
  }
  return best?.value ?? null;
}

const SITUATION_ROW_ZONES: Record<string, FieldZone> = {
  'backed-up': 'backed-up',
  'red-zone-and-in': 'red-zone',
  'goal-line': 'goal-line',
};

/**
 * What a table's row fills in the panel: the down & distance its plays were most often in (a down & distance
 * row, or the 3rd/4th-down situations), its field zone, hash, formation (a grouped row: its most used
 * formation) or personnel; the two-minute situation. The other selects stay as they were. Null for a row that
 * is no situation (see `rowFillsSituation`).
 */
export function formPatchOfRow(
  tableId: string,
  row: { key: string; cardIds: readonly string[] },
  index: ReadonlyMap<string, TendencyInput>,
): Partial<SituationForm> | null {
  if (!rowFillsSituation(tableId, row.key)) return null;
  const downDistance = () => {
    const pair = mostCommon(row.cardIds, index, (input) => {
      const down = integer(input.breakdown.down);
      const distance = integer(input.breakdown.distance);
      return down !== null && down >= 1 && down <= 4 ? [down, distance] : null;
    });
    return pair ? { down: pair[0], distance: pair[1] } : null;
  };
  switch (tableId) {
    case 'down-distance':
      return downDistance();
    case 'situations': {
      if (row.key === 'two-minute') return { twoMinute: true };
      const zone = SITUATION_ROW_ZONES[row.key];
      if (zone) return { fieldZone: zone };
      return downDistance();
    }
    case 'field-zones':
      return (FIELD_ZONES as readonly string[]).includes(row.key) ? { fieldZone: row.key as FieldZone } : null;
    case 'hash': {
      const hash = mostCommon(row.cardIds, index, (input) => text(input.breakdown.hash)?.toUpperCase() ?? null);
      return hash && HASH_NAMES[hash] ? { hash } : null;
    }
    case 'formations': {
      const formation = mostCommon(row.cardIds, index, (input) => text(input.breakdown.formation));
      return formation ? { formation } : null;
    }
    case 'personnel': {
      const personnel = mostCommon(row.cardIds, index, (input) => text(input.breakdown.personnel));
      return personnel ? { personnel } : null;
    }
    default:
      return null;
  }
}

// ————— a prediction in words

/** '48–75%'. */
export function intervalText(interval: Interval): string {
  return `${Math.round(interval.low * 100)}–${Math.round(interval.high * 100)}%`;
}

function playsText(n: number): string {
  return `${n} ${n === 1 ? 'play' : 'plays'}`;
}

export interface Figure {
  label: string;
  /** '62%', '5.2 yds'. */
  value: string;
  /** '48–75% · 23 plays'. */
  detail: string;
}

export interface ChoiceList {
  label: string;
  /** 'Smash 24% (12–40%) · 5 of 9' (5 of the situation's 9 plays were Smash). */
  items: string[];
}

export interface PredictionWords {
  /** The situation as a coach says it. */
  description: string;
  figures: Figure[];
  lists: ChoiceList[];
  /** The levels it drew on, most specific first ('3rd & 7+, left hash: 9 plays (pass 6); all 3rd & 7+: …'). */
  reasons: string;
  /** The most specific level's plays, to watch. */
  plays: CellPlays;
}

function choices(label: string, prediction: CategoryPrediction): ChoiceList {
  return {
    label,
    items:
      prediction.top.length === 0
        ? ['None tagged']
        : prediction.top.map(
            (entry) =>
              `${entry.value} ${percentText(entry.probability)} (${intervalText(entry.interval)}) · ${entry.n === 0 ? 'not in these plays' : `${entry.n} of ${prediction.n}`}`,
          ),
  };
}

function gainText(yards: number): string {
  return `${yards.toFixed(1)} yds`;
}

/** A prediction as the panel shows it: the figures with their interval and n, the likeliest calls, the reasons. */
export function predictionWords(prediction: Prediction): PredictionWords {
  const base = {
    description: prediction.description,
    reasons: prediction.explanation,
    plays: { title: `What's next · ${prediction.description}`, cardIds: prediction.cardIds },
  };
  if (prediction.side === 'offense') {
    const { pass, gain, calls } = prediction;
    const runInterval = { low: 1 - pass.interval.high, high: 1 - pass.interval.low };
    return {
      ...base,
      figures: [
        { label: 'Run', value: percentText(1 - pass.probability), detail: `${intervalText(runInterval)} · ${playsText(pass.n)}` },
        { label: 'Pass', value: percentText(pass.probability), detail: `${intervalText(pass.interval)} · ${playsText(pass.n)}` },
        {
          label: 'Expected gain',
          value: gain.yards === null ? '—' : gainText(gain.yards),
          detail:
            gain.interval === null
              ? 'no gains tagged'
              : `${gain.interval.low.toFixed(1)} to ${gain.interval.high.toFixed(1)} · ${playsText(gain.n)}`,
        },
      ],
      lists: [choices('Likeliest calls', calls)],
    };
  }
  const { pressure, fronts, coverages } = prediction;
  return {
    ...base,
    figures: [
      {
        label: 'Pressure',
        value: percentText(pressure.probability),
        detail: `${intervalText(pressure.interval)} · ${playsText(pressure.n)}`,
      },
    ],
    lists: [choices('Likely front', fronts), choices('Likely coverage', coverages)],
  };
}

// ————— the call sheet

export interface CallSheetRow {
  key: string;
  label: string;
  /** The label in two parts for the paper: '2nd & long' and '7+' (no range: null). */
  name: string;
  range: string | null;
  /** Plays of the situation (0: none, the figures are then all plays'). */
  n: number;
  /** The situation had no plays of its own: read from all plays. */
  fallback: boolean;
  /** Offense: run, pass, top calls, expected gain. Defense: pressure, front, coverage. */
  cells: string[];
}

export const CALL_SHEET_COLUMNS: Record<PanelSide, string[]> = {
  offense: ['Run', 'Pass', 'Likeliest calls', 'Gain (yds)'],
  defense: ['Pressure', 'Likely front', 'Likely coverage'],
};

function topTwo(prediction: CategoryPrediction): string {
  if (prediction.top.length === 0) return '—';
  return prediction.top
    .slice(0, 2)
    .map((entry) => `${entry.value} ${percentText(entry.probability)}`)
    .join(', ');
}

/** The call sheet's rows: each of `CALL_SHEET_SITUATIONS` predicted by the one predictor. */
export function callSheetRows(predictor: Predictor): CallSheetRow[] {
  return CALL_SHEET_SITUATIONS.map(({ key, label, situation }) => {
    const prediction = predictor.predict(situation);
    const fallback = prediction.levels.length === 1;
    const n = fallback ? 0 : (prediction.levels[prediction.levels.length - 1]?.n ?? 0);
    const cells =
      prediction.side === 'offense'
        ? [
            percentText(1 - prediction.pass.probability),
            percentText(prediction.pass.probability),
            topTwo(prediction.calls),
            prediction.gain.yards === null ? '—' : prediction.gain.yards.toFixed(1),
          ]
        : [percentText(prediction.pressure.probability), topTwo(prediction.fronts), topTwo(prediction.coverages)];
    const parts = /^(.*?)\s*\((.+)\)$/.exec(label);
    return { key, label, name: parts?.[1] ?? label, range: parts?.[2] ?? null, n, fallback, cells };
  });
}

/** The situation of the selects, in words (for the heading when nothing is chosen: every play). */
export function formDescription(form: SituationForm): string {
  return describeSituation(situationOfForm(form));
}

/** The backtest's scores as the panel's 'How the backtest scored' reads them: one row per way of calling. */
export interface BacktestScoreRow {
  name: string;
  accuracy: string;
  logLoss: string;
  brier: string;
}

/** A calibration bin with plays: what Scout said on average, and how often it happened. */
export interface CalibrationRow {
  range: string;
  n: number;
  predicted: string;
  observed: string;
}

export interface BacktestDetails {
  /** 'Run/pass calls on 3 games, 9 plays' */
  caption: string;
  scores: BacktestScoreRow[];
  /** 'Predicted pass' or 'Predicted pressure': the calibration's first column. */
  calibrationHeading: string;
  calibration: CalibrationRow[];
}

const decimals = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/**
 * Every score the backtest keeps, for whoever wants more than its line: accuracy, log loss and Brier score of
 * Scout's call beside the two baselines', and the calibration of Scout's probabilities (the bins with plays,
 * predicted against observed). Null when there is no backtest (fewer than two games).
 */
export function backtestDetails(result: Backtest): BacktestDetails | null {
  if (!result.enough || result.n === 0) return null;
  const row = (name: string, score: BacktestScore): BacktestScoreRow => ({
    name,
    accuracy: percentText(score.accuracy),
    logLoss: decimals(score.logLoss),
    brier: decimals(score.brier),
  });
  const pass = result.target === 'pass';
  return {
    caption: `${pass ? 'Run/pass' : 'Pressure'} calls on ${result.games.length} games, ${result.n} ${result.side === 'offense' ? 'plays' : 'snaps'}`,
    scores: [row('Scout', result.predictor), row('Down-and-distance rate', result.downDistance), row('Overall rate', result.overall)],
    calibrationHeading: pass ? 'Predicted pass' : 'Predicted pressure',
    calibration: result.predictor.calibration
      .filter((bin) => bin.n > 0)
      .map((bin) => ({
        range: `${Math.round(bin.from * 100)}–${Math.round(bin.to * 100)}%`,
        n: bin.n,
        predicted: percentText(bin.predicted),
        observed: percentText(bin.observed),
      })),
  };
}
