import { demoBreakdowns, type DemoCaller } from './demo-game';
import type { TendencyInput } from './tendencies/plays';

/**
 * A realistic season of one opponent for the situation predictor's tests and benchmark: several games (each
 * one report), drives that chain down, distance and yard line (the demo game's), and an offense with real
 * tendencies, the kind a scout finds and a predictor should:
 * - down & distance: 1st & 10 pass 40 %, 2nd & long 65 %, 2nd & short 25 %, 3rd & long 85 %, 3rd & short 30 % …;
 * - hash: on 1st & 10 they throw from the left hash (55 %) and run from the right (pass 25 %); on 3rd & medium
 *   pass 80 % from the left hash, 45 % from the right;
 * - personnel and formation: two backs run (logit −1), 10 personnel and Empty throw (+1, +1.5);
 * - field zone and clock: fewer passes in the red zone and at the goal line, nearly all passes in the two-minute;
 * - calls: the runs by hash (Power and Counter from the left hash, Outside Zone from the right), the passes by
 *   situation (Y-Cross and Four Verticals on 3rd & long, Stick and Slant-Flat on 3rd & medium or short).
 * The defense's games are the demo's (pressure by down & distance, personnel and formation faced, red zone and
 * two-minute). The same seed gives the same plays on every machine.
 */

const PASS_RATE: Record<string, number> = {
  '1-10': 0.4,
  '1-under': 0.35,
  '2-long': 0.65,
  '2-medium': 0.45,
  '2-short': 0.25,
  '3-long': 0.85,
  '3-medium': 0.6,
  '3-short': 0.3,
  '4': 0.5,
};

const HASH_PASS_RATE: Record<string, Partial<Record<'L' | 'M' | 'R', number>>> = {
  '1-10': { L: 0.55, R: 0.25 },
  '3-medium': { L: 0.8, R: 0.45 },
};

function bucketOf(down: number, distance: number): string {
  if (down === 4) return '4';
  if (down === 1) return distance >= 10 ? '1-10' : '1-under';
  return `${down}-${distance >= 7 ? 'long' : distance >= 4 ? 'medium' : 'short'}`;
}

const logit = (p: number) => Math.log(p / (1 - p));

function weighted(roll: () => number, choices: readonly (readonly [string, number])[]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** The season opponent's play caller (see the module's comment). */
export const SEASON_CALLER: DemoCaller = (snap, roll) => {
  const bucket = bucketOf(snap.down, snap.distance);
  const base = HASH_PASS_RATE[bucket]?.[snap.hash] ?? PASS_RATE[bucket] ?? 0.5;
  const redZone = snap.position >= 80 && snap.position < 95;
  const goalLine = snap.position >= 95;
  const lean =
    logit(base) +
    (snap.personnel.startsWith('2') ? -1 : snap.personnel === '10' ? 1 : 0) +
    (snap.formation === 'Empty' ? 1.5 : 0) +
    (redZone ? -0.4 : goalLine ? -1.2 : 0) +
    (snap.twoMinute ? 2.5 : 0);
  const isPass = roll() < 1 / (1 + Math.exp(-lean));
  if (!isPass) {
    const short = snap.distance <= 2 || goalLine;
    const concept = short
      ? weighted(roll, [
          ['Power', 3],
          ['Inside Zone', 2],
          ['QB Draw', 1],
        ])
      : snap.hash === 'L'
        ? weighted(roll, [
            ['Power', 3],
            ['Counter', 2],
            ['Inside Zone', 2],
            ['Outside Zone', 1],
          ])
        : snap.hash === 'R'
          ? weighted(roll, [
              ['Outside Zone', 3],
              ['Inside Zone', 3],
              ['Trap', 1],
            ])
          : weighted(roll, [
              ['Inside Zone', 4],
              ['Power', 1],
              ['QB Draw', 1],
            ]);
    return { isRun: true, concept };
  }
  const concept =
    bucket === '3-long' || bucket === '2-long'
      ? weighted(roll, [
          ['Y-Cross', 4],
          ['Four Verticals', 2],
          ['Smash', 2],
          ['Mesh', 1],
          ['Stick', 1],
        ])
      : snap.down >= 3
        ? weighted(roll, [
            ['Stick', 4],
            ['Slant-Flat', 3],
            ['Mesh', 2],
            ['Smash', 1],
          ])
        : redZone || goalLine
          ? weighted(roll, [
              ['Smash', 3],
              ['Slant-Flat', 3],
              ['Mesh', 2],
            ])
          : weighted(roll, [
              ['Smash', 2],
              ['Mesh', 2],
              ['Bubble Screen', 2],
              ['Y-Cross', 1],
              ['Four Verticals', 1],
              ['Stick', 1],
            ]);
  return { isRun: false, concept };
};

export interface SeasonOptions {
  /** Games (10), each one report. */
  games?: number;
  /** Breakdown rows per game, kicks included (300: about 270 snaps of the side). */
  playsPerGame?: number;
  side?: 'offense' | 'defense';
  /** Seeds the games ('central'). */
  seed?: string;
}

/** The season as engine input: game i is report `<seed>-g<i>`, headed 'Game i'. */
export function seasonInputs(options: SeasonOptions = {}): TendencyInput[] {
  const { games = 10, playsPerGame = 300, side = 'offense', seed = 'central' } = options;
  const out: TendencyInput[] = [];
  for (let game = 1; game <= games; game += 1) {
    const reportId = `${seed}-${side}-g${game}`;
    demoBreakdowns(reportId, playsPerGame, side, SEASON_CALLER).forEach((breakdown, index) => {
      out.push({ cardId: `${reportId}-c${index + 1}`, cardNumber: index + 1, reportId, gameLabel: `Game ${game}`, breakdown });
    });
  }
  return out;
}
