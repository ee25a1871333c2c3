import type { Breakdown } from './breakdown';
import type { CardStatus } from './card';

/** A small deterministic PRNG (mulberry32), so the demo data is the same on every machine. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Play = Partial<Breakdown>;
type Direction = 'L' | 'M' | 'R';

/** The offensive looks both sides see: a formation, the personnel it is played with, its strength and backfield. */
const FORMATIONS = [
  { name: 'Trips Right', personnel: ['11', '11', '10'], strength: 'R', backfield: 'Gun' },
  { name: 'Trips Left', personnel: ['11', '11', '10'], strength: 'L', backfield: 'Gun' },
  { name: 'Doubles', personnel: ['11', '10', '20'], strength: null, backfield: 'Gun' },
  { name: 'Trey Right', personnel: ['12'], strength: 'R', backfield: 'Gun' },
  { name: 'Empty', personnel: ['10', '11'], strength: null, backfield: 'Empty' },
  { name: 'I-Form', personnel: ['21', '22'], strength: 'R', backfield: 'I' },
  { name: 'Pistol Ace', personnel: ['12', '11'], strength: null, backfield: 'Pistol' },
  { name: 'Bunch Left', personnel: ['11'], strength: 'L', backfield: 'Gun' },
] as const;
const RUNS = ['Inside Zone', 'Outside Zone', 'Power', 'Counter', 'Trap', 'QB Draw'];
const PASSES = ['Smash', 'Mesh', 'Four Verticals', 'Stick', 'Y-Cross', 'Slant-Flat', 'Bubble Screen'];
const COVERAGES = ['Cover 3', 'Cover 1', 'Cover 2', 'Quarters', 'Cover 0'];
const PRESSURES = ['None', 'None', 'None', 'Fire Zone', 'Sim', 'Edge'];
const HASHES = ['L', 'M', 'R'] as const;
const DIRECTIONS: readonly Direction[] = ['L', 'M', 'R'];
/** The opponent's field goals in the order they try them (yards), so a game holds short, long and missed kicks. */
const FIELD_GOAL_DISTANCES = [27, 41, 34, 22, 48];

/** Field position 1–99 from the offense's own goal line, as Hudl's signed yard line. */
function signedYardLine(position: number): number {
  const p = Math.min(99, Math.max(1, Math.round(position)));
  if (p < 50) return -p;
  if (p === 50) return 50;
  return 100 - p;
}

/** High-school quarters of 12 minutes, the game's plays spread evenly over them: the quarter and clock of play `index`. */
function clockAt(index: number, count: number): { quarter: number; time: string; secondsLeft: number } {
  const quarter = Math.min(4, 1 + Math.floor((index * 4) / count));
  const first = Math.ceil(((quarter - 1) * count) / 4);
  const next = quarter === 4 ? count : Math.ceil((quarter * count) / 4);
  const size = Math.max(1, next - first);
  const secondsLeft = Math.max(4, Math.round(720 * (1 - (index - first + 0.5) / size)));
  return { quarter, time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`, secondsLeft };
}

function tenths(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * One demo game as it is tagged, play after play: drives that chain down, distance and yard line (1st & 10 at
 * −25, gain 5 → 2nd & 5 at −30), and the kicks between them. Yard lines are from the view of the team with the
 * ball at the snap (a defense's red zone is +20…+6, as the offense's), kicks from the kicking team's.
 */
class DemoGame {
  readonly plays: Play[] = [];
  readonly next: () => number;
  down = 1;
  distance = 10;
  /** Ball position 1–99 from the goal line of the team with the ball. */
  position = 25;
  private touchdowns = 0;
  private kickoffs = 0;

  constructor(
    seedText: string,
    readonly count: number,
  ) {
    this.next = random(seedText);
  }

  get full(): boolean {
    return this.plays.length >= this.count;
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)] as T;
  }

  /** One of the values, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  between(low: number, high: number): number {
    return Math.round(low + this.next() * (high - low));
  }

  clock() {
    return clockAt(this.plays.length, this.count);
  }

  push(play: Play): void {
    if (this.full) return;
    const { quarter, time } = this.clock();
    this.plays.push({ playNumber: this.plays.length + 1, quarter, time, ...play });
  }

  startDrive(position: number): void {
    this.down = 1;
    this.distance = 10;
    this.position = Math.min(99, Math.max(1, Math.round(position)));
  }

  /** The snap's situation as the tagger writes it: down, distance (to the goal when closer), hash and yard line. */
  situation(): Play {
    return {
      down: this.down,
      distance: Math.min(this.distance, 100 - this.position),
      hash: this.pick(HASHES),
      yardLine: signedYardLine(this.position),
    };
  }

  /** Moves the chains after a snap; says how the drive goes on. */
  advance(gain: number): 'touchdown' | 'first-down' | 'next-down' | 'turnover-on-downs' {
    this.position += gain;
    if (this.position >= 100) return 'touchdown';
    if (gain >= this.distance) {
      this.down = 1;
      this.distance = 10;
      return 'first-down';
    }
    if (this.down === 4) return 'turnover-on-downs';
    this.down += 1;
    this.distance -= gain;
    return 'next-down';
  }

  twoMinute(): boolean {
    const { quarter, secondsLeft } = this.clock();
    return (quarter === 2 || quarter === 4) && secondsLeft <= 120;
  }

  /** A look from scrimmage: heavier personnel on short yardage, spread sets on passing downs and in the two-minute drill. */
  look() {
    const passingDown = (this.down >= 2 && this.distance >= 7) || this.twoMinute();
    const shortYardage = this.distance <= 2 || this.position >= 95;
    const formation = this.weighted(
      FORMATIONS.map((f) => {
        const spread = f.backfield === 'Gun' || f.backfield === 'Empty';
        const weight = passingDown ? (spread ? 3 : 0.5) : shortYardage ? (spread ? 0.5 : 3) : 1;
        return [f, weight] as const;
      }),
    );
    const motion = this.next() < 0.3 ? this.pick(['Jet', 'Orbit', 'Shift', 'Return']) : null;
    return {
      formation: formation.name,
      personnel: this.pick(formation.personnel),
      strength: formation.strength ?? undefined,
      backfield: formation.backfield,
      motion: motion ?? undefined,
      motionDirection: motion ? this.pick(['L', 'R']) : undefined,
    };
  }

  /** A gain from scrimmage; `risk` (0–1) widens it: pressure gives up negative plays and explosives. */
  outcome(isRun: boolean, risk: number, shell: 'single-high' | 'two-high'): { gain: number; result: Breakdown['result'] } {
    const toGoal = 100 - this.position;
    let gain: number;
    let result: Breakdown['result'];
    if (isRun) {
      gain = Math.round(-2 + this.next() * this.next() * 16);
      if (this.next() < risk * 0.3) gain = Math.round(-3 + this.next() * 2);
      else if (this.next() < risk * 0.15) gain += 12;
      result = this.next() < 0.02 ? 'Fumble' : 'Rush';
    } else if (this.next() < 0.05 + risk * 0.1) {
      gain = -this.between(4, 9);
      result = 'Sack';
    } else if (this.next() < 0.36) {
      gain = 0;
      result = this.next() < (shell === 'two-high' ? 0.12 : 0.07) ? 'Interception' : 'Incomplete';
    } else {
      gain = Math.round(2 + this.next() * this.next() * (shell === 'two-high' ? 18 : 28));
      if (this.next() < risk * 0.2) gain += 18;
      result = 'Complete';
    }
    // No safeties in the demo: a loss stops at the 1.
    gain = Math.max(gain, 1 - this.position);
    if (gain >= toGoal && (result === 'Rush' || result === 'Complete')) {
      return { gain: toGoal, result: result === 'Rush' ? 'Rush TD' : 'Complete TD' };
    }
    return { gain: Math.min(gain, toGoal - 1), result };
  }

  // The kicking game. Kick yards are the kick's length, hang time in seconds, return yards the return's.

  kickoff(odkRole: 'KO' | 'KO Rec', options: { onside?: boolean } = {}): number {
    this.kickoffs += 1;
    const kickDirection = this.pick(DIRECTIONS);
    if (options.onside) {
      this.push({
        odkm: 'K',
        playType: odkRole,
        kickType: 'Onside',
        hash: 'M',
        yardLine: -40,
        playDirection: this.pick(['L', 'R']),
        kickYards: this.between(10, 13),
        returnYards: 0,
        result: 'Return',
        gainLoss: 0,
        notes: 'Onside kick, recovered by the receiving team.',
      });
      return 50;
    }
    const kickType = this.weighted([
      ['Deep', 8],
      ['Squib', 2],
    ] as const);
    const kickYards = kickType === 'Deep' ? this.between(48, 64) : this.between(30, 40);
    const landing = 40 + kickYards;
    if (landing >= 100 && this.next() < 0.7) {
      this.push({
        odkm: 'K',
        playType: odkRole,
        kickType,
        hash: 'M',
        yardLine: -40,
        playDirection: kickDirection,
        kickYards,
        hangTime: tenths(3.6 + this.next() * 0.6),
        result: 'Touchback',
        gainLoss: 0,
      });
      return 20;
    }
    const returnYards = this.between(8, kickType === 'Squib' ? 16 : 32);
    const spot = Math.min(99, landing);
    this.push({
      odkm: 'K',
      playType: odkRole,
      kickType,
      hash: 'M',
      yardLine: -40,
      playDirection: kickDirection,
      kickYards,
      hangTime: kickType === 'Deep' ? tenths(3.5 + this.next() * 0.7) : undefined,
      returnYards,
      result: 'Return',
      gainLoss: 0,
    });
    // The receiving team starts where the return ended, from its own goal line.
    return Math.max(5, 100 - spot + returnYards);
  }

  /** A punt from the line of scrimmage at `position` (the punting team's); returns the receiving team's start. */
  punt(odkRole: 'Punt' | 'Punt Rec', position: number): number {
    const toGoal = 100 - position;
    const pooch = toGoal < 45;
    const kickYards = pooch ? Math.max(15, toGoal - this.between(6, 14)) : this.between(31, 46);
    const hangTime = tenths((pooch ? 3.8 : 3.4) + this.next() * 1.0);
    const landing = position + kickYards;
    const fairCatch = hangTime >= 4.2 || pooch;
    const returnYards = fairCatch ? 0 : this.between(-1, 14);
    const result: Breakdown['result'] = landing >= 100 ? 'Touchback' : fairCatch ? 'Downed' : 'Return';
    this.push({
      odkm: 'K',
      playType: odkRole,
      kickType: pooch ? 'Pooch' : this.next() < 0.3 ? 'Rugby' : 'Deep',
      hash: this.pick(HASHES),
      yardLine: signedYardLine(position),
      playDirection: this.pick(DIRECTIONS),
      kickYards: Math.min(kickYards, toGoal),
      hangTime,
      // A fair catch or a downed ball is tagged as a return of 0; a touchback has none.
      returnYards: result === 'Touchback' ? undefined : result === 'Return' ? returnYards : 0,
      result,
      gainLoss: 0,
    });
    if (result === 'Touchback') return 20;
    return Math.max(1, 100 - Math.min(99, landing) + (result === 'Return' ? returnYards : 0));
  }

  /** A field goal of `distance` yards (the line of scrimmage 17 yards short of it); `miss` makes it no good. */
  fieldGoal(playType: 'FG' | 'FG Block', distance: number, miss = false): boolean {
    const made = !miss && this.next() < (distance < 30 ? 0.92 : distance < 40 ? 0.75 : distance < 50 ? 0.5 : 0.3);
    this.push({
      odkm: 'K',
      playType,
      hash: this.pick(HASHES),
      yardLine: signedYardLine(100 - (distance - 17)),
      kickYards: distance,
      result: made ? 'Good' : 'No Good',
      gainLoss: 0,
    });
    return made;
  }

  /** The try after a touchdown: an extra point, or a two-point try after the second touchdown (and every third after). */
  tryAfterTouchdown(): void {
    this.touchdowns += 1;
    if (this.touchdowns % 3 === 2) {
      const converted = this.next() < 0.5;
      this.push({
        odkm: 'K',
        playType: '2 Pt.',
        hash: 'M',
        yardLine: 3,
        playDirection: this.pick(DIRECTIONS),
        result: converted ? 'Complete' : 'Incomplete',
        gainLoss: converted ? 3 : 0,
      });
      return;
    }
    this.push({
      odkm: 'K',
      playType: 'Extra Pt.',
      hash: 'M',
      yardLine: 3,
      kickYards: 20,
      result: this.next() < 0.93 ? 'Good' : 'No Good',
      gainLoss: 0,
    });
  }

  /** The kickoff after a score; the first one of the second half is an onside kick. */
  kickoffAfterScore(odkRole: 'KO' | 'KO Rec'): number {
    const onside = odkRole === 'KO' && this.clock().quarter >= 3 && !this.onsideDone;
    if (onside) this.onsideDone = true;
    return this.kickoff(odkRole, { onside });
  }

  private onsideDone = false;
}

/** What an offense calls on a snap: run or pass and, when the caller chooses it, the play (else one at random). */
export interface DemoCall {
  isRun: boolean;
  concept: string | null;
}

/**
 * The snap an offense's caller sees before it calls: down, the yards to gain as the drive counts them (the tagged
 * distance stops at the goal line), ball position 1–99, the hash, the look, the clock.
 */
export interface DemoSnap {
  down: number;
  distance: number;
  position: number;
  hash: 'L' | 'M' | 'R';
  personnel: string;
  formation: string;
  twoMinute: boolean;
}

/** A play caller: `roll` gives the next random number (0–1) of the game, so a caller's game is the same on every machine. */
export type DemoCaller = (snap: DemoSnap, roll: () => number) => DemoCall;

/** The demo's own caller: passes on passing downs, runs with two backs, a coin with a lean otherwise; the play at random. */
const demoCaller: DemoCaller = (snap, roll) => {
  const passingDown = snap.down >= 2 && snap.distance >= 7;
  return { isRun: roll() < (passingDown ? 0.35 : snap.personnel.startsWith('2') ? 0.7 : 0.55), concept: null };
};

/**
 * The opponent's offense (ODK O) and its kicking plays: drives of runs and passes by personnel and formation,
 * punts and field goals on 4th down, the try and the kickoff after a touchdown, the returns that start its drives.
 */
function offenseGame(game: DemoGame, caller: DemoCaller = demoCaller): void {
  let halftime = false;
  // The other team's drive (not in this film) ends with a punt, a score and a kickoff, or a stop on downs.
  const ballBack = (): void => {
    const roll = game.next();
    game.startDrive(
      roll < 0.25 ? game.punt('Punt Rec', 20 + game.between(0, 25)) : roll < 0.45 ? game.kickoff('KO Rec') : game.between(20, 45),
    );
  };
  game.startDrive(game.kickoff('KO Rec'));
  while (!game.full) {
    if (!halftime && game.clock().quarter >= 3) {
      halftime = true;
      game.kickoff('KO');
      game.startDrive(25 + game.between(0, 15));
      continue;
    }
    if (game.down === 4 && !(game.distance <= 1 && game.position >= 40 && game.position < 70)) {
      if (game.position >= 68) {
        if (game.fieldGoal('FG', 100 - game.position + 17)) game.kickoffAfterScore('KO');
      } else {
        game.punt('Punt', game.position);
      }
      ballBack();
      continue;
    }
    const look = game.look();
    const base = { odkm: 'O' as const, ...game.situation(), ...look, coverage: game.pick(COVERAGES), pressure: game.pick(PRESSURES) };
    const snap: DemoSnap = {
      down: game.down,
      distance: game.distance,
      position: game.position,
      hash: base.hash as DemoSnap['hash'],
      personnel: look.personnel,
      formation: look.formation,
      twoMinute: game.twoMinute(),
    };
    const { isRun, concept } = caller(snap, game.next);
    const { gain, result } = game.outcome(isRun, 0.1, 'single-high');
    game.push({
      ...base,
      playType: isRun ? 'Run' : 'Pass',
      concept: concept ?? (isRun ? game.pick(RUNS) : game.pick(PASSES)),
      playDirection: game.pick(DIRECTIONS),
      result,
      gainLoss: gain,
    });
    if (result === 'Interception' || result === 'Fumble') {
      ballBack();
      continue;
    }
    const next = game.advance(gain);
    if (next === 'touchdown') {
      game.tryAfterTouchdown();
      game.kickoffAfterScore('KO');
      ballBack();
    } else if (next === 'turnover-on-downs') {
      ballBack();
    }
  }
}

/** The defense's call for the snap: personnel, front, coverage, pressure (BLITZ) and sometimes a stunt. */
function defensiveCall(game: DemoGame, look: ReturnType<DemoGame['look']>) {
  const { down, distance, position } = game;
  const thirdLong = down >= 3 && distance >= 7;
  const passingDown = thirdLong || (down === 2 && distance >= 7);
  const redZone = position >= 80;
  const goalLine = position >= 95 || (distance <= 1 && down >= 3);
  const twoMinute = game.twoMinute();
  const empty = look.backfield === 'Empty';
  const heavy = look.personnel.startsWith('2') || look.personnel === '12';

  const personnelDefense =
    goalLine || heavy
      ? '4-3'
      : passingDown || empty || look.personnel === '10'
        ? game.weighted([
            ['3-3-5', 1],
            ['4-2-5', 1],
          ] as const)
        : game.weighted([
            ['4-2-5', 7],
            ['3-3-5', 2],
            ['4-3', 1],
          ] as const);
  const front = goalLine
    ? 'Bear'
    : personnelDefense === '3-3-5'
      ? game.weighted([
          ['Tite', 3],
          ['Stack', 2],
        ] as const)
      : personnelDefense === '4-3'
        ? game.weighted([
            ['Over', 4],
            ['Under', 3],
            ['Bear', 1],
          ] as const)
        : game.weighted([
            ['Over', 4],
            ['Under', 4],
            ['Even', 2],
          ] as const);

  const pressureRate = twoMinute ? 0.08 : thirdLong ? 0.7 : empty ? 0.6 : down === 3 ? 0.4 : redZone ? 0.35 : passingDown ? 0.3 : 0.18;
  const pressure =
    game.next() < pressureRate
      ? empty
        ? game.weighted([
            ['Mike', 4],
            ['5-man', 4],
            ['Fire zone', 2],
          ] as const)
        : thirdLong
          ? game.weighted([
              ['Fire zone', 4],
              ['5-man', 3],
              ['Mike', 2],
              ['Sam', 1],
            ] as const)
          : game.weighted([
              ['Fire zone', 3],
              ['Mike', 3],
              ['Sam', 3],
              ['5-man', 1],
            ] as const)
      : undefined;
  const coverage =
    pressure === 'Fire zone'
      ? 'Cover 3'
      : pressure === '5-man'
        ? game.weighted([
            ['Cover 1', 3],
            ['Cover 0', redZone || goalLine ? 3 : 1],
          ] as const)
        : pressure
          ? game.weighted([
              ['Cover 1', 4],
              ['Cover 3', 1],
            ] as const)
          : twoMinute
            ? game.weighted([
                ['Quarters', 5],
                ['Cover 2', 4],
                ['Cover 3', 1],
              ] as const)
            : goalLine
              ? game.weighted([
                  ['Cover 1', 3],
                  ['Cover 0', 1],
                ] as const)
              : passingDown
                ? game.weighted([
                    ['Cover 3', 4],
                    ['Quarters', 3],
                    ['Cover 2', 3],
                  ] as const)
                : redZone
                  ? game.weighted([
                      ['Cover 1', 4],
                      ['Cover 3', 4],
                      ['Quarters', 2],
                    ] as const)
                  : game.weighted([
                      ['Cover 3', 11],
                      ['Quarters', 4],
                      ['Cover 2', 3],
                      ['Cover 1', 2],
                    ] as const);
  const stunt = game.next() < (passingDown ? 0.35 : 0.15) ? game.pick(['Twist', 'Pinch', 'Slant', 'TEX']) : undefined;
  return {
    personnelDefense,
    front,
    coverage,
    pressure,
    stunt,
    shell: coverage === 'Cover 2' || coverage === 'Quarters' ? ('two-high' as const) : ('single-high' as const),
  };
}

/**
 * The opponent's defense (ODK D) against the scouting team's drives, and the opponent's kicking game between
 * them: their kickoffs (an onside one in the second half), punts, field goals at several distances (a miss
 * among them), tries after their touchdowns, and their returns of the scouting team's kicks.
 */
function defenseGame(game: DemoGame): void {
  // What the opponent's own possessions (not in this film) end with, in turn: the kicks they bring.
  const possessions = [
    'punt',
    'touchdown',
    'field-goal',
    'punt',
    'touchdown',
    'field-goal',
    'turnover',
    'punt',
    'field-goal',
    'touchdown',
  ] as const;
  let possession = 0;
  let fieldGoals = 0;
  let halftime = false;
  const opponentPossession = (): void => {
    const outcome = possessions[possession % possessions.length]!;
    possession += 1;
    if (outcome === 'punt') {
      game.startDrive(game.punt('Punt', 20 + game.between(0, 25)));
    } else if (outcome === 'field-goal') {
      const distance = FIELD_GOAL_DISTANCES[fieldGoals % FIELD_GOAL_DISTANCES.length]!;
      // Their second try of the game (41 yards) is the miss every demo game shows.
      const made = game.fieldGoal('FG', distance, fieldGoals % FIELD_GOAL_DISTANCES.length === 1);
      fieldGoals += 1;
      // A miss gives the ball back at the spot of the kick, seven yards behind the line.
      game.startDrive(made ? game.kickoffAfterScore('KO') : Math.max(20, distance - 17 + 7));
    } else if (outcome === 'touchdown') {
      game.tryAfterTouchdown();
      game.startDrive(game.kickoffAfterScore('KO'));
    } else {
      game.startDrive(game.between(30, 55));
    }
  };

  game.startDrive(game.kickoff('KO'));
  while (!game.full) {
    if (!halftime && game.clock().quarter >= 3) {
      halftime = true;
      game.kickoff('KO Rec');
      opponentPossession();
      continue;
    }
    if (game.down === 4 && !(game.distance <= 1 && game.position >= 40 && game.position < 70)) {
      if (game.position >= 68) {
        // The scouting team's field goal against the opponent's block unit; a kickoff follows a make.
        if (game.fieldGoal('FG Block', 100 - game.position + 17)) game.kickoff('KO Rec');
      } else {
        game.punt('Punt Rec', game.position);
      }
      opponentPossession();
      continue;
    }
    const look = game.look();
    const call = defensiveCall(game, look);
    const base = {
      odkm: 'D' as const,
      ...game.situation(),
      ...look,
      personnelDefense: call.personnelDefense,
      front: call.front,
      coverage: call.coverage,
      pressure: call.pressure,
      stunt: call.stunt,
    };
    const passingDown = (game.down >= 2 && game.distance >= 7) || game.twoMinute();
    const isRun = game.next() < (passingDown ? 0.3 : look.personnel.startsWith('2') ? 0.7 : 0.55);
    const risk = call.pressure ? 0.8 : call.coverage === 'Cover 0' ? 0.6 : 0.1;
    const { gain, result } = game.outcome(isRun, risk, call.shell);
    game.push({ ...base, playType: isRun ? 'Run' : 'Pass', playDirection: game.pick(DIRECTIONS), result, gainLoss: gain });
    if (result === 'Interception' || result === 'Fumble') {
      opponentPossession();
      continue;
    }
    const next = game.advance(gain);
    if (next === 'touchdown') {
      game.kickoff('KO Rec');
      opponentPossession();
    } else if (next === 'turnover-on-downs') {
      opponentPossession();
    }
  }
}

/**
 * A plausible breakdown of one game for `count` plays, as a report of that side holds it: an offensive report's
 * opponent offense (ODK O) with a few kicking plays, or a defensive report's opponent defense (ODK D: front,
 * coverage, pressure, stunt, defensive personnel, and the formation, personnel, backfield and motion faced) with
 * the opponent's kicking game (ODK K). Drives chain down, distance and yard line; the same report id gives the
 * same plays on every machine.
 */
export function demoBreakdowns(
  reportId: string,
  count: number,
  side: 'offense' | 'defense' = 'offense',
  /** The offense's play caller (the demo's own by default); a defense's calls are the demo's. */
  caller?: DemoCaller,
): Partial<Breakdown>[] {
  const game = new DemoGame(reportId, count);
  if (side === 'defense') defenseGame(game);
  else offenseGame(game, caller);
  // Fields left undefined are not written: a card holds only what the tagger tagged.
  return game.plays.map((play) => Object.fromEntries(Object.entries(play).filter(([, value]) => value !== undefined)) as Play);
}

/** Statuses that give the report the completion it claims: the first plays complete, a few in review. */
export function demoStatuses(count: number, completionPercentage: number): CardStatus[] {
  const complete = Math.floor((count * completionPercentage) / 100);
  return Array.from({ length: count }, (_, i): CardStatus => {
    if (i < complete) return 'complete';
    if (i < complete + 3) return 'review';
    if (i < complete + 6) return 'in_progress';
    return 'pending';
  });
}
