import { HASH_ROW_LABELS, HASH_VALUES } from '../breakdown';
import { Tally, rate, type ValueCount } from './cell';
import { fieldPosition } from './chain';
import { DEFAULT_TENDENCY_RULES, isTouchdown, readScoutPlays, type ScoutPlay, type TendencyInput, type TendencyRules } from './plays';
import type { TendencyGame } from './index';

/**
 * The kicking game (ODK K, and any kick, return or try by play type): kickoffs, returns, punts, field goals,
 * tries and blocks, each phase with its total and its splits. One pass over the plays, cells built with maps.
 *
 * Every split's rows add up to its phase's n (plays without the value in a row keyed null, 'No …', listed last
 * and only when it has plays); averages are over the plays where the value was tagged (with how many), null
 * when none was; a rate with nothing to divide by is null.
 */

export const KICK_PHASES = [
  'kickoff',
  'kickoff-return',
  'punt',
  'punt-return',
  'field-goal',
  'extra-point',
  'two-point',
  'blocks',
] as const;
export type KickPhaseKey = (typeof KICK_PHASES)[number];
export const KICK_PHASE_LABELS: Record<KickPhaseKey, string> = {
  kickoff: 'Kickoffs',
  'kickoff-return': 'Kickoff returns',
  punt: 'Punts',
  'punt-return': 'Punt returns',
  'field-goal': 'Field goals',
  'extra-point': 'Extra points',
  'two-point': 'Two-point tries',
  blocks: 'Blocks',
};

/** Play type (lower case) → phase. A kick whose result is Blocked is also counted in 'blocks'. */
const PHASE_OF_PLAY_TYPE: Readonly<Record<string, KickPhaseKey>> = {
  ko: 'kickoff',
  'ko rec': 'kickoff-return',
  punt: 'punt',
  'punt rec': 'punt-return',
  fg: 'field-goal',
  'extra pt.': 'extra-point',
  '2 pt.': 'two-point',
  'fg block': 'blocks',
  'extra pt. block': 'blocks',
  '2 pt. block': 'blocks',
};

/** Field-goal distance buckets (yards of the kick: the line of scrimmage's yards to the goal line + 17). */
export const FIELD_GOAL_DISTANCES = ['under-30', '30-39', '40-49', '50-plus'] as const;
export type FieldGoalDistance = (typeof FIELD_GOAL_DISTANCES)[number];
export const FIELD_GOAL_DISTANCE_LABELS: Record<FieldGoalDistance, string> = {
  'under-30': 'Under 30',
  '30-39': '30–39',
  '40-49': '40–49',
  '50-plus': '50+',
};

export interface KickCell {
  n: number;
  cardIds: string[];
  thin: boolean;
  /** Of the phase's plays for a split's row; of all the kicking plays for a phase's total. */
  share: number | null;
  perGame: number[];
  /** Averages over the plays where tagged (null when none), with how many were tagged. */
  kickYards: number | null;
  kickYardsN: number;
  hangTime: number | null;
  hangTimeN: number;
  returnYards: number | null;
  returnYardsN: number;
  /** Field goals and tries: made (Good), missed (No Good), blocked; rate = made / (made + missed + blocked). */
  made: number;
  missed: number;
  blocked: number;
  makeRate: number | null;
  touchbacks: number;
  touchdowns: number;
  /** Kicks of KICK TYPE Onside, and those the kicking team kept (RESULT Downed: no return, no touchback). */
  onside: number;
  onsideRecovered: number;
  /** RESULT split, adding up to n (null = no result). */
  results: ValueCount<string | null>[];
}

export interface KickRow {
  key: string | null;
  label: string;
  cell: KickCell;
}

export interface KickSplit {
  key: string;
  title: string;
  rows: KickRow[];
}

export interface KickPhase {
  key: KickPhaseKey;
  label: string;
  total: KickCell;
  /**
   * Kickoffs by direction and by kick type (Deep / Squib / Onside …); returns by direction; punts by direction
   * and by kick type; field goals by distance (under 30, 30–39, 40–49, 50+, no distance) and by hash; tries by
   * result; blocks by play type. Each split's rows add up to total.n.
   */
  splits: KickSplit[];
}

export interface SpecialTeamsReport {
  rules: TendencyRules;
  /** snaps = the game's kicking plays. */
  games: TendencyGame[];
  /** The kicking plays (side 'special-teams'). */
  n: number;
  /** Always all of KICK_PHASES, in that order, empty ones with n 0. */
  phases: KickPhase[];
}

function lower(value: string | null): string {
  return value?.toLowerCase() ?? '';
}

/** The phase a kicking play's type puts it in (null: a K play without a kicking play type). */
export function kickPhaseOf(playType: string | null): KickPhaseKey | null {
  return PHASE_OF_PLAY_TYPE[lower(playType)] ?? null;
}

/** A field goal's distance: KICK YDS when tagged, else the yard line's yards to the goal line + 17. */
export function fieldGoalDistance(play: Pick<ScoutPlay, 'kickYards' | 'yardLine'>): number | null {
  if (play.kickYards !== null && play.kickYards > 0) return play.kickYards;
  const line = play.yardLine;
  if (line === null || line === 0 || line < -49 || line > 50) return null;
  return 100 - fieldPosition(line) + 17;
}

export function fieldGoalDistanceOf(play: Pick<ScoutPlay, 'kickYards' | 'yardLine'>): FieldGoalDistance | null {
  const distance = fieldGoalDistance(play);
  if (distance === null) return null;
  return distance < 30 ? 'under-30' : distance < 40 ? '30-39' : distance < 50 ? '40-49' : '50-plus';
}

const TRY_MISSES = new Set(['rush', 'complete', 'incomplete', 'sack', 'interception', 'fumble']);

/** Made, missed or blocked, for a field goal or a try (a two-point try is made by a touchdown, missed by any other play). */
function kickOutcome(play: ScoutPlay): 'made' | 'missed' | 'blocked' | null {
  const result = lower(play.result);
  if (result === 'blocked') return 'blocked';
  if (result === 'good') return 'made';
  if (result === 'no good') return 'missed';
  const twoPoint = lower(play.playType) === '2 pt.';
  if (twoPoint && isTouchdown(play.result)) return 'made';
  if (twoPoint && TRY_MISSES.has(result)) return 'missed';
  return null;
}

function isOnside(play: ScoutPlay): boolean {
  return lower(play.kickType).replace(/[^a-z]/g, '') === 'onside';
}

class Average {
  sum = 0;
  n = 0;
  add(value: number | null): void {
    if (value === null) return;
    this.sum += value;
    this.n += 1;
  }
  get value(): number | null {
    return rate(this.sum, this.n);
  }
}

class KickCellBuilder {
  readonly cardIds: string[] = [];
  readonly perGame: number[];
  readonly kickYards = new Average();
  readonly hangTime = new Average();
  readonly returnYards = new Average();
  readonly results = new Tally();
  made = 0;
  missed = 0;
  blocked = 0;
  touchbacks = 0;
  touchdowns = 0;
  onside = 0;
  onsideRecovered = 0;

  constructor(games: number) {
    this.perGame = new Array<number>(games).fill(0);
  }

  add(play: ScoutPlay): void {
    this.cardIds.push(play.cardId);
    this.perGame[play.game] = (this.perGame[play.game] ?? 0) + 1;
    this.kickYards.add(play.kickYards);
    this.hangTime.add(play.hangTime);
    this.returnYards.add(play.returnYards);
    this.results.add(play.result);
    const outcome = kickOutcome(play);
    if (outcome !== null) this[outcome] += 1;
    const result = lower(play.result);
    if (result === 'touchback') this.touchbacks += 1;
    if (isTouchdown(play.result)) this.touchdowns += 1;
    if (isOnside(play)) {
      this.onside += 1;
      if (result === 'downed') this.onsideRecovered += 1;
    }
  }

  finish(wholeN: number, rules: TendencyRules): KickCell {
    const n = this.cardIds.length;
    return {
      n,
      cardIds: this.cardIds,
      thin: n < rules.thinBelow,
      share: rate(n, wholeN),
      perGame: this.perGame,
      kickYards: this.kickYards.value,
      kickYardsN: this.kickYards.n,
      hangTime: this.hangTime.value,
      hangTimeN: this.hangTime.n,
      returnYards: this.returnYards.value,
      returnYardsN: this.returnYards.n,
      made: this.made,
      missed: this.missed,
      blocked: this.blocked,
      makeRate: rate(this.made, this.made + this.missed + this.blocked),
      touchbacks: this.touchbacks,
      touchdowns: this.touchdowns,
      onside: this.onside,
      onsideRecovered: this.onsideRecovered,
      results: this.results.list(),
    };
  }
}

/** A split's definition: its fixed scale (listed even when empty), how a play's key is read, and the labels. */
interface SplitSpec {
  key: string;
  title: string;
  scale: readonly string[];
  keyOf: (play: ScoutPlay) => string | null;
  labelOf: (key: string) => string;
  none: string;
}

const DIRECTION_KEYS: Readonly<Record<string, string>> = { l: 'L', left: 'L', m: 'M', middle: 'M', r: 'R', right: 'R' };
const DIRECTION_LABELS: Readonly<Record<string, string>> = { L: 'Left', M: 'Middle', R: 'Right' };

const direction: SplitSpec = {
  key: 'direction',
  title: 'Direction',
  scale: ['L', 'M', 'R'],
  keyOf: (play) => (play.direction === null ? null : (DIRECTION_KEYS[play.direction.toLowerCase()] ?? play.direction)),
  labelOf: (key) => DIRECTION_LABELS[key] ?? key,
  none: 'No direction',
};
const kickType: SplitSpec = {
  key: 'kick-type',
  title: 'Kick type',
  scale: [],
  keyOf: (play) => play.kickType,
  labelOf: (key) => key,
  none: 'No kick type',
};
const distance: SplitSpec = {
  key: 'distance',
  title: 'Distance',
  scale: FIELD_GOAL_DISTANCES,
  keyOf: fieldGoalDistanceOf,
  labelOf: (key) => FIELD_GOAL_DISTANCE_LABELS[key as FieldGoalDistance] ?? key,
  none: 'No distance',
};
const hash: SplitSpec = {
  key: 'hash',
  title: 'Hash',
  scale: HASH_VALUES,
  keyOf: (play) => play.hash,
  labelOf: (key) => HASH_ROW_LABELS[key] ?? key,
  none: 'No hash',
};
const result: SplitSpec = {
  key: 'result',
  title: 'Result',
  scale: [],
  keyOf: (play) => play.result,
  labelOf: (key) => key,
  none: 'No result',
};
const playType: SplitSpec = {
  key: 'play-type',
  title: 'Play type',
  scale: [],
  keyOf: (play) => play.playType,
  labelOf: (key) => key,
  none: 'No play type',
};

const SPLITS: Record<KickPhaseKey, readonly SplitSpec[]> = {
  kickoff: [direction, kickType],
  'kickoff-return': [direction],
  punt: [direction, kickType],
  'punt-return': [direction],
  'field-goal': [distance, hash],
  'extra-point': [result],
  'two-point': [result],
  blocks: [playType],
};

/** A split being counted: rows by key, case-insensitively (the first spelling seen names the row). */
class SplitBuilder {
  private readonly rows = new Map<string | null, { key: string | null; builder: KickCellBuilder }>();

  constructor(
    readonly spec: SplitSpec,
    private readonly games: number,
  ) {
    for (const key of spec.scale) this.rows.set(key.toLowerCase(), { key, builder: new KickCellBuilder(games) });
  }

  add(play: ScoutPlay): void {
    const key = this.spec.keyOf(play);
    const id = key === null ? null : key.toLowerCase();
    let row = this.rows.get(id);
    if (!row) {
      row = { key, builder: new KickCellBuilder(this.games) };
      this.rows.set(id, row);
    }
    row.builder.add(play);
  }

  finish(phaseN: number, rules: TendencyRules): KickSplit {
    const fixed = this.spec.scale.length;
    const entries = [...this.rows.values()];
    const scaled = entries.slice(0, fixed);
    const others = entries
      .slice(fixed)
      .filter((row) => row.key !== null)
      .sort((a, b) => b.builder.cardIds.length - a.builder.cardIds.length || String(a.key).localeCompare(String(b.key)));
    const none = entries.find((row) => row.key === null);
    return {
      key: this.spec.key,
      title: this.spec.title,
      rows: [...scaled, ...others, ...(none ? [none] : [])].map((row) => ({
        key: row.key,
        label: row.key === null ? this.spec.none : this.spec.labelOf(row.key),
        cell: row.builder.finish(phaseN, rules),
      })),
    };
  }
}

/** The kicking game of one report or a group, phase by phase. */
export function computeSpecialTeams(
  inputs: readonly TendencyInput[],
  options: { rules?: Partial<TendencyRules> } = {},
): SpecialTeamsReport {
  const rules: TendencyRules = { ...DEFAULT_TENDENCY_RULES, ...options.rules };
  const { plays: all, games } = readScoutPlays(inputs, rules, 'special-teams');
  const gameCount = games.length;
  const phases = new Map(
    KICK_PHASES.map((key) => [
      key,
      { total: new KickCellBuilder(gameCount), splits: SPLITS[key].map((spec) => new SplitBuilder(spec, gameCount)) },
    ]),
  );
  const perGame = new Array<number>(gameCount).fill(0);
  let n = 0;
  const addTo = (key: KickPhaseKey, play: ScoutPlay) => {
    const phase = phases.get(key);
    if (!phase) return;
    phase.total.add(play);
    for (const split of phase.splits) split.add(play);
  };
  for (const play of all) {
    if (!play.snap) continue;
    n += 1;
    perGame[play.game] = (perGame[play.game] ?? 0) + 1;
    const phase = kickPhaseOf(play.playType);
    if (phase !== null) addTo(phase, play);
    if (phase !== 'blocks' && lower(play.result) === 'blocked') addTo('blocks', play);
  }
  return {
    rules,
    games: games.map((game, index) => ({ ...game, snaps: perGame[index] ?? 0 })),
    n,
    phases: KICK_PHASES.map((key) => {
      const phase = phases.get(key) as { total: KickCellBuilder; splits: SplitBuilder[] };
      const phaseN = phase.total.cardIds.length;
      return {
        key,
        label: KICK_PHASE_LABELS[key],
        total: phase.total.finish(n, rules),
        splits: phase.splits.map((split) => split.finish(phaseN, rules)),
      };
    }),
  };
}
