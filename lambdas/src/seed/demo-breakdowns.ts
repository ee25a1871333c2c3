import type { Breakdown, CardStatus } from '@scout/shared/domain';

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

const FORMATIONS = ['Trips Right', 'Trips Left', 'Doubles', 'Trey Right', 'Empty', 'I-Form', 'Pistol Ace', 'Bunch Left'];
const RUNS = ['Inside Zone', 'Outside Zone', 'Power', 'Counter', 'Trap', 'QB Draw'];
const PASSES = ['Smash', 'Mesh', 'Four Verticals', 'Stick', 'Y-Cross', 'Slant-Flat', 'Bubble Screen'];
const PERSONNEL = ['11', '11', '11', '12', '12', '21', '10', '20'];
const COVERAGES = ['Cover 3', 'Cover 1', 'Cover 2', 'Quarters', 'Cover 0'];
const PRESSURES = ['None', 'None', 'None', 'Fire Zone', 'Sim', 'Edge'];
const HASHES = ['L', 'M', 'R'] as const;

/** Field position 1–99 from the offense's own goal line, as Hudl's signed yard line. */
function signedYardLine(position: number): number {
  const p = Math.min(99, Math.max(1, Math.round(position)));
  if (p < 50) return -p;
  if (p === 50) return 50;
  return 100 - p;
}

/**
 * A plausible opponent-offense breakdown for `count` plays: drives that chain down, distance and yard line
 * (1st & 10 at −25, gain 5 → 2nd & 5 at −30), runs and passes by personnel and formation, a punt on 4th down.
 */
export function demoBreakdowns(reportId: string, count: number): Partial<Breakdown>[] {
  const next = random(reportId);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const plays: Partial<Breakdown>[] = [];
  let down = 1;
  let distance = 10;
  let position = 25;
  for (let i = 0; i < count; i++) {
    const quarter = Math.min(4, 1 + Math.floor((i * 4) / count));
    const base = {
      playNumber: i + 1,
      odkm: 'O' as const,
      quarter,
      hash: pick(HASHES),
      yardLine: signedYardLine(position),
      personnel: pick(PERSONNEL),
      formation: pick(FORMATIONS),
      coverage: pick(COVERAGES),
      pressure: pick(PRESSURES),
    };
    if (down === 4) {
      plays.push({ ...base, playType: 'Punt', result: 'Downed', gainLoss: 0, personnel: null, formation: 'Punt' });
      down = 1;
      distance = 10;
      position = 20 + Math.floor(next() * 15);
      continue;
    }
    const isRun = next() < 0.55;
    let gain: number;
    let result: Breakdown['result'];
    if (isRun) {
      gain = Math.round(-2 + next() * next() * 16);
      result = 'Rush';
    } else if (next() < 0.36) {
      gain = 0;
      result = 'Incomplete';
    } else if (next() < 0.07) {
      gain = -6;
      result = 'Sack';
    } else {
      gain = Math.round(2 + next() * next() * 28);
      result = 'Complete';
    }
    const toGoal = 100 - position;
    const touchdown = gain >= toGoal;
    if (touchdown) gain = toGoal;
    plays.push({
      ...base,
      down,
      distance: Math.min(distance, toGoal),
      playType: isRun ? 'Run' : 'Pass',
      concept: isRun ? pick(RUNS) : pick(PASSES),
      playDirection: pick(['L', 'M', 'R']),
      result: touchdown ? (isRun ? 'Rush TD' : 'Complete TD') : result,
      gainLoss: gain,
    });
    position += gain;
    if (touchdown) {
      down = 1;
      distance = 10;
      position = 25;
    } else if (gain >= distance) {
      down = 1;
      distance = 10;
    } else {
      down += 1;
      distance -= gain;
    }
  }
  return plays;
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
