import type { DistanceBucket } from '../breakdown-filters';
import type { ScoutPlay, TendencyRules } from './plays';

/**
 * A table cell: the plays of one bucket and what a coach reads of them. Every cell carries its n and the card
 * ids behind it, so a screen can list those plays or play them in the scout film.
 *
 * Rates are fractions (0…1) of the cell's own plays and are null when there is nothing to divide by (0 plays,
 * or no play that can be judged): a screen shows '—', never 0 % of nothing. Counts always add up: run + pass +
 * other = n, and the values of every split (hash, strength, direction, per game) add up to n, a missing value
 * counted under null.
 */

/** A value and how many of the cell's plays had it. */
export interface ValueCount<Value = string> {
  value: Value;
  n: number;
}

export interface TendencyCell {
  n: number;
  cardIds: string[];
  /** Fewer plays than the rules' `thinBelow` (5 by default). */
  thin: boolean;
  /** Share of the table's plays (n / the table's n). */
  share: number | null;
  run: number;
  pass: number;
  /** Neither run nor pass (a penalty without a play type). */
  other: number;
  /** Of the cell's run and pass plays. */
  runRate: number | null;
  passRate: number | null;
  /** Yards gained by the run and pass plays, and per such play. */
  yards: number;
  yardsPerPlay: number | null;
  /** Plays the success rule can judge (with down, distance and gain, or a touchdown / turnover). */
  judged: number;
  successes: number;
  successRate: number | null;
  explosives: number;
  explosiveRate: number | null;
  /** The three most called plays and formations (most first, ties by name). */
  topPlays: ValueCount[];
  topFormations: ValueCount[];
  /** The defense's calls among the cell's plays (DEF FRONT, COVERAGE), most first, top 3, ties by name. */
  topFronts: ValueCount[];
  topCoverages: ValueCount[];
  /** Who or how many pressured (BLITZ), among the pressured plays, most first, top 3. */
  topPressures: ValueCount[];
  /** Plays with a pressure tagged (BLITZ present and not 'none', 'no', '0', '-', 'n'), and their share of n. */
  pressures: number;
  pressureRate: number | null;
  /** Plays per game, in the order of the result's `games`. */
  perGame: number[];
}

/** Counts of text values, case-insensitively (the first spelling seen names the group); null counts too. */
export class Tally {
  private readonly counts = new Map<string | null, ValueCount<string | null>>();

  add(value: string | null): void {
    const key = value === null ? null : value.toLowerCase();
    const entry = this.counts.get(key);
    if (entry) entry.n += 1;
    else this.counts.set(key, { value, n: 1 });
  }

  /** Values with counts, most first, ties by name; null (no value) included only when `withNull`. */
  list(withNull = true): ValueCount<string | null>[] {
    return [...this.counts.values()]
      .filter((entry) => withNull || entry.value !== null)
      .sort((a, b) => b.n - a.n || String(a.value).localeCompare(String(b.value)));
  }

  top(limit: number): ValueCount[] {
    return this.list(false).slice(0, limit) as ValueCount[];
  }
}

export function rate(count: number, total: number): number | null {
  return total > 0 ? count / total : null;
}

export const TOP = 3;

/** Collects a cell's plays, then `finish` gives the cell. */
export class CellBuilder {
  readonly cardIds: string[] = [];
  run = 0;
  pass = 0;
  yards = 0;
  judged = 0;
  successes = 0;
  explosives = 0;
  pressures = 0;
  readonly plays = new Tally();
  readonly formations = new Tally();
  readonly fronts = new Tally();
  readonly coverages = new Tally();
  readonly pressureCalls = new Tally();
  readonly perGame: number[];

  constructor(games: number) {
    this.perGame = new Array<number>(games).fill(0);
  }

  get n(): number {
    return this.cardIds.length;
  }

  add(play: ScoutPlay): void {
    this.cardIds.push(play.cardId);
    if (play.kind === 'run') this.run += 1;
    else if (play.kind === 'pass') this.pass += 1;
    if (play.kind !== null && play.gain !== null) this.yards += play.gain;
    if (play.success !== null) {
      this.judged += 1;
      if (play.success) this.successes += 1;
    }
    if (play.explosive) this.explosives += 1;
    this.plays.add(play.concept);
    this.formations.add(play.formation);
    this.fronts.add(play.front);
    this.coverages.add(play.coverage);
    if (play.pressured) {
      this.pressures += 1;
      this.pressureCalls.add(play.pressure);
    }
    this.perGame[play.game] = (this.perGame[play.game] ?? 0) + 1;
  }

  finish(tableN: number, rules: TendencyRules): TendencyCell {
    const n = this.n;
    const runPass = this.run + this.pass;
    return {
      n,
      cardIds: this.cardIds,
      thin: n < rules.thinBelow,
      share: rate(n, tableN),
      run: this.run,
      pass: this.pass,
      other: n - runPass,
      runRate: rate(this.run, runPass),
      passRate: rate(this.pass, runPass),
      yards: this.yards,
      yardsPerPlay: rate(this.yards, runPass),
      judged: this.judged,
      successes: this.successes,
      successRate: rate(this.successes, this.judged),
      explosives: this.explosives,
      explosiveRate: rate(this.explosives, runPass),
      topPlays: this.plays.top(TOP),
      topFormations: this.formations.top(TOP),
      topFronts: this.fronts.top(TOP),
      topCoverages: this.coverages.top(TOP),
      topPressures: this.pressureCalls.top(TOP),
      pressures: this.pressures,
      pressureRate: rate(this.pressures, n),
      perGame: this.perGame,
    };
  }
}

/** A row of a table: the bucket's key (null: plays without that value) and its cell. */
export interface TendencyRow<Key = string | null> {
  key: Key;
  /** How a screen heads the row ('3rd & medium (4–6)', 'Trips Right', 'No formation'). */
  label: string;
  cell: TendencyCell;
}

export type DistanceKey = DistanceBucket | null;
