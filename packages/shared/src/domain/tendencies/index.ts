import { CellBuilder, type TendencyCell, type TendencyRow } from './cell';
import { checkChain, driveStarts, type ChainReport } from './chain';
import { keyTendencies, type KeyTendency } from './key-tendencies';
import { DEFAULT_TENDENCY_RULES, readScoutPlays, type TendencyInput, type TendencyRules } from './plays';
import {
  conceptTable,
  coverageTable,
  downDistanceByDownTable,
  downDistanceTable,
  fieldZoneTable,
  formationGroupTable,
  formationTable,
  frontTable,
  hashTable,
  personnelTable,
  playDirectionTable,
  pressureTable,
  runGapTable,
  situationTable,
  type CallRow,
  type ConceptRow,
  type DownDistanceRow,
  type DownDistanceSplitRow,
  type FieldZoneRow,
  type FormationGroupRow,
  type FormationRow,
  type HashRow,
  type SituationRow,
  type TendencyTable,
} from './tables';

/**
 * The tendency engine (`@scout/shared/domain/tendencies`): every table of a scouting report, the key
 * tendencies and the breakdown checks, from one report's plays or a group's (several reports: each cell then
 * counts its plays per game), for the offense's snaps or the defense's (`computeTendencies`), and the kicking
 * game (`computeSpecialTeams`). Kept out of `@scout/shared/domain` so the web app's first page does not load it.
 * Linear in the plays: each table is one pass with hash maps.
 */

export interface TendencyGame {
  reportId: string | null;
  label: string;
  /** The game's snaps of the side read (what its per-game column adds up to). */
  snaps: number;
}

export interface TendencyReport {
  rules: TendencyRules;
  /** The side whose snaps the tables count. */
  side: 'offense' | 'defense';
  /** One per report, in the order first seen; the per-game columns follow this order. */
  games: TendencyGame[];
  /**
   * Snaps counted by every table: the offense's (ODK O or none) or the defense's (ODK D), kicks and tries left out
   * (see `sideOfPlay`).
   */
  snaps: number;
  overall: TendencyCell;
  concepts: TendencyTable<ConceptRow>;
  hashes: TendencyTable<HashRow>;
  /** The merged 2nd/3rd view (2nd and 3rd down together, by distance bucket). */
  downDistance: TendencyTable<DownDistanceRow>;
  /** Down & distance with 2nd and 3rd down as rows of their own and a 3rd-down total (the coordinator's view). */
  downDistanceByDown: TendencyTable<DownDistanceSplitRow>;
  formations: TendencyTable<FormationRow>;
  /** Formations grouped by their base word, the strength as a split: TRIPS RT / TRIPS LT → TRIPS (right 7, left 4). */
  formationGroups: TendencyTable<FormationGroupRow>;
  /** The defense's calls and what each gives up (the cell's yards per play, success rate and explosives are the offense's against it). */
  fronts: TendencyTable<CallRow>;
  coverages: TendencyTable<CallRow>;
  /** By the BLITZ value ('Mike', '5-man'); 'No pressure' (keyed null) for plays without one. */
  pressures: TendencyTable<CallRow>;
  personnel: TendencyTable<TendencyRow>;
  fieldZones: TendencyTable<FieldZoneRow>;
  situations: TendencyTable<SituationRow>;
  /** PLAY DIR: the snaps by direction (rows only when some play has one, see `taggedFields`). */
  directions: TendencyTable<TendencyRow>;
  /** GAP: the runs by the hole they went through. */
  runGaps: TendencyTable<TendencyRow>;
  keyTendencies: KeyTendency[];
  /** The breakdown checks: 'N plays to check' is `checks.flagged.length`. */
  checks: ChainReport;
}

export interface TendencyOptions {
  rules?: Partial<TendencyRules>;
  /** How many key tendencies (10). */
  keyTendencies?: number;
  /** Which plays the tables count: 'offense' (default) or 'defense'. */
  side?: 'offense' | 'defense';
}

/** The plays game by game, each game's in the order given (a stable sort), however a group's were mixed. */
function byGame<Play extends { game: number }>(plays: readonly Play[]): Play[] {
  return [...plays].sort((a, b) => a.game - b.game);
}

/** Every table, the key tendencies and the checks. Each report's plays in card order (see chain.ts). */
export function computeTendencies(inputs: readonly TendencyInput[], options: TendencyOptions = {}): TendencyReport {
  const rules: TendencyRules = { ...DEFAULT_TENDENCY_RULES, ...options.rules };
  const side = options.side ?? 'offense';
  const { plays: all, games } = readScoutPlays(inputs, rules, side);
  const plays = all.filter((play) => play.snap);
  const gameCount = games.length;
  const overall = new CellBuilder(gameCount);
  for (const play of plays) overall.add(play);
  const inOrder = byGame(all);
  const starts = driveStarts(inOrder);
  const overallCell = overall.finish(plays.length, rules);
  return {
    rules,
    side,
    games: games.map((game, index) => ({ ...game, snaps: overallCell.perGame[index] ?? 0 })),
    snaps: plays.length,
    overall: overallCell,
    concepts: conceptTable(plays, gameCount, rules),
    hashes: hashTable(plays, gameCount, rules),
    downDistance: downDistanceTable(plays, gameCount, rules),
    downDistanceByDown: downDistanceByDownTable(plays, gameCount, rules),
    formations: formationTable(plays, gameCount, rules),
    formationGroups: formationGroupTable(plays, gameCount, rules),
    fronts: frontTable(plays, gameCount, rules),
    coverages: coverageTable(plays, gameCount, rules),
    pressures: pressureTable(plays, gameCount, rules),
    personnel: personnelTable(plays, gameCount, rules),
    fieldZones: fieldZoneTable(plays, gameCount, rules),
    situations: situationTable(plays, starts, gameCount, rules),
    directions: playDirectionTable(plays, gameCount, rules),
    runGaps: runGapTable(plays, gameCount, rules),
    keyTendencies: keyTendencies(plays, gameCount, rules, options.keyTendencies ?? 10, side),
    checks: checkChain(inOrder, starts),
  };
}

/** The chain checks alone (for the breakdown grid), over each report's plays in card order. */
export function checkBreakdownChain(inputs: readonly TendencyInput[]): ChainReport {
  const { plays } = readScoutPlays(inputs);
  return checkChain(byGame(plays));
}

export {
  DEFAULT_TENDENCY_RULES,
  clockSeconds,
  describeTendencyRules,
  isExplosive,
  isKickingPlayType,
  isOffensiveSnap,
  isPressure,
  isSuccessful,
  playKindOf,
  tendencyInputOfCard,
  tendencyInputsOfCards,
  type PlayKind,
  type TendencyInput,
  type TendencyRules,
} from './plays';
export { rate, type TendencyCell, type TendencyRow, type ValueCount } from './cell';
export {
  DOWN_DISTANCE_SPLITS,
  DOWN_DISTANCE_SPLIT_LABELS,
  SITUATIONS,
  SITUATION_LABELS,
  TWO_MINUTE_SECONDS,
  downDistanceSplitOf,
  isTwoMinute,
  formationBaseOf,
  type CallRow,
  type ConceptRow,
  type DownDistanceRow,
  type DownDistanceSplit,
  type DownDistanceSplitRow,
  type FieldZoneRow,
  type FormationGroupRow,
  type FormationRow,
  type HashDirections,
  type HashRow,
  type Situation,
  type SituationRow,
  type TendencyTable,
} from './tables';
export {
  CHAIN_TOLERANCE_YARDS,
  expectedNext,
  fieldPosition,
  signedYardLine,
  type ChainedSpot,
  type ChainField,
  type ChainFlag,
  type ChainPlay,
  type ChainProblem,
  type ChainReport,
} from './chain';
export { wilsonInterval, wilsonLowerBound, type KeyTendency, type SituationPart, type TendencyOutcome } from './key-tendencies';
export {
  CALL_SHEET_SITUATIONS,
  PREDICTOR_DEFAULTS,
  PREDICTOR_DIMENSIONS,
  PREDICTOR_METHOD,
  describeSituation,
  predictSituation,
  preparePredictor,
  scoreDifferenceOf,
  situationOfInput,
  type BinaryPrediction,
  type CallSheetSituation,
  type CategoryPrediction,
  type DefensePrediction,
  type GainPrediction,
  type Interval,
  type OffensePrediction,
  type Prediction,
  type Predictor,
  type PredictorDimension,
  type PredictorLevel,
  type PredictorOptions,
  type PredictorSide,
  type PredictorSituation,
  type ValueProbability,
} from './predictor';
export { backtest, backtestSummary, type Backtest, type BacktestGame, type BacktestScore, type CalibrationBin } from './backtest';
export { SIDES, SIDE_LABELS, defaultSideOf, parseSide, sideOfPlay, type Side } from './sides';
export {
  FIELD_GOAL_DISTANCES,
  FIELD_GOAL_DISTANCE_LABELS,
  KICK_PHASES,
  KICK_PHASE_LABELS,
  computeSpecialTeams,
  fieldGoalDistance,
  fieldGoalDistanceOf,
  kickPhaseOf,
  type FieldGoalDistance,
  type KickCell,
  type KickPhase,
  type KickPhaseKey,
  type KickRow,
  type KickSplit,
  type SpecialTeamsReport,
} from './special-teams';
export { averageText, percentText, rateCountText, ratioText, topText, yardsText } from './format';
export { BREAKDOWN_COLUMN_NAMES, TAGGED_FIELDS, taggedFields, type TaggedField } from './tagged-fields';
export { openingSide, preferredSideOf, sideCounts, type SideCounts } from './opening-side';
export {
  OPPONENT_OFFENSE_TAG_CHOICES,
  countOdk,
  odkCountsText,
  opponentDefenseTag,
  opponentTeamOf,
  orientPlays,
  whosePlaysLine,
  type OdkCounts,
  type WhosePlaysLineInput,
} from './orientation';
