import { CellBuilder, type TendencyCell, type TendencyRow } from './cell';
import { checkChain, driveStarts, type ChainReport } from './chain';
import { keyTendencies, type KeyTendency } from './key-tendencies';
import { DEFAULT_TENDENCY_RULES, readScoutPlays, type TendencyInput, type TendencyRules } from './plays';
import {
  conceptTable,
  downDistanceTable,
  fieldZoneTable,
  formationTable,
  hashTable,
  personnelTable,
  situationTable,
  type ConceptRow,
  type DownDistanceRow,
  type FieldZoneRow,
  type FormationRow,
  type HashRow,
  type SituationRow,
  type TendencyTable,
} from './tables';

/**
 * The tendency engine (`@scout/shared/domain/tendencies`): every table of a scouting report, the key
 * tendencies and the breakdown checks, from one report's plays or a group's (several reports: each cell then
 * counts its plays per game). Kept out of `@scout/shared/domain` so the web app's first page does not load it.
 * Linear in the plays: each table is one pass with hash maps.
 */

export interface TendencyGame {
  reportId: string | null;
  label: string;
  /** The game's offensive snaps (what its per-game column adds up to). */
  snaps: number;
}

export interface TendencyReport {
  rules: TendencyRules;
  /** One per report, in the order first seen; the per-game columns follow this order. */
  games: TendencyGame[];
  /** Offensive snaps counted by every table (ODK O or none, kicks and tries left out). */
  snaps: number;
  overall: TendencyCell;
  concepts: TendencyTable<ConceptRow>;
  hashes: TendencyTable<HashRow>;
  downDistance: TendencyTable<DownDistanceRow>;
  formations: TendencyTable<FormationRow>;
  personnel: TendencyTable<TendencyRow>;
  fieldZones: TendencyTable<FieldZoneRow>;
  situations: TendencyTable<SituationRow>;
  keyTendencies: KeyTendency[];
  /** The breakdown checks: 'N plays to check' is `checks.flagged.length`. */
  checks: ChainReport;
}

export interface TendencyOptions {
  rules?: Partial<TendencyRules>;
  /** How many key tendencies (10). */
  keyTendencies?: number;
}

/** The plays game by game, each game's in the order given (a stable sort), however a group's were mixed. */
function byGame<Play extends { game: number }>(plays: readonly Play[]): Play[] {
  return [...plays].sort((a, b) => a.game - b.game);
}

/** Every table, the key tendencies and the checks. Each report's plays in card order (see chain.ts). */
export function computeTendencies(inputs: readonly TendencyInput[], options: TendencyOptions = {}): TendencyReport {
  const rules: TendencyRules = { ...DEFAULT_TENDENCY_RULES, ...options.rules };
  const { plays: all, games } = readScoutPlays(inputs, rules);
  const plays = all.filter((play) => play.snap);
  const gameCount = games.length;
  const overall = new CellBuilder(gameCount);
  for (const play of plays) overall.add(play);
  const inOrder = byGame(all);
  const starts = driveStarts(inOrder);
  const overallCell = overall.finish(plays.length, rules);
  return {
    rules,
    games: games.map((game, index) => ({ ...game, snaps: overallCell.perGame[index] ?? 0 })),
    snaps: plays.length,
    overall: overallCell,
    concepts: conceptTable(plays, gameCount, rules),
    hashes: hashTable(plays, gameCount, rules),
    downDistance: downDistanceTable(plays, gameCount, rules),
    formations: formationTable(plays, gameCount, rules),
    personnel: personnelTable(plays, gameCount, rules),
    fieldZones: fieldZoneTable(plays, gameCount, rules),
    situations: situationTable(plays, starts, gameCount, rules),
    keyTendencies: keyTendencies(plays, gameCount, rules, options.keyTendencies ?? 10),
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
  describeTendencyRules,
  isExplosive,
  isOffensiveSnap,
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
  SITUATIONS,
  SITUATION_LABELS,
  type ConceptRow,
  type DownDistanceRow,
  type FieldZoneRow,
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
export { wilsonLowerBound, type KeyTendency, type SituationPart, type TendencyOutcome } from './key-tendencies';
export { percentText, rateCountText, ratioText, topText, yardsText } from './format';
