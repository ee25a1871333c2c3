import { computeSpecialTeams, computeTendencies, tendencyInputOfCard, type Side } from '../../packages/shared/src/domain/tendencies';
import { demoBreakdowns } from '../../packages/shared/src/domain/demo-game';

/**
 * The tendency benchmark's data and timing, one copy for its Node run (tendencies.ts) and its browser run
 * (bundled by tendencies.ts --browser from tendencies-browser.ts): nothing here uses Node or the DOM.
 */

export const sorted = (samples: number[]) => [...samples].sort((a, b) => a - b);
export const median = (samples: number[]) => sorted(samples)[Math.floor(samples.length / 2)] ?? 0;
export const p95 = (samples: number[]) => sorted(samples)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;

const FRONTS = ['Over', 'Under', 'Tite', 'Bear', 'Odd'];
const STUNTS = [null, null, 'Twist', 'Slant'];
const KICKS = ['KO', 'KO Rec', 'Punt', 'Punt Rec', 'FG', 'Extra Pt.', '2 Pt.', 'FG Block', 'Extra Pt. Block', 'Punt'] as const;
const KICK_TYPES = ['Deep', 'Deep', 'Squib', 'Onside', 'Rugby', null];
const KICK_RESULTS: Record<string, readonly string[]> = {
  KO: ['Return', 'Touchback', 'Return', 'Downed'],
  'KO Rec': ['Return', 'Touchback'],
  Punt: ['Return', 'Downed', 'Return', 'Blocked'],
  'Punt Rec': ['Return', 'Downed'],
  FG: ['Good', 'Good', 'No Good', 'Blocked'],
  'Extra Pt.': ['Good', 'Good', 'Good', 'No Good'],
  '2 Pt.': ['Rush TD', 'Incomplete', 'Complete TD'],
  'FG Block': ['Good', 'Blocked', 'No Good'],
  'Extra Pt. Block': ['Good', 'Blocked'],
};

/**
 * A play's breakdown for the side: the offense's as the demo data has it (drives that chain, punts on 4th down);
 * the defense's the same plays tagged D with a front and a stunt beside the coverage and pressure the demo data
 * carries; the kicking game's kicks, returns and tries in turn, with direction, distance, hang and returns.
 */
function breakdownsOf(reportId: string, count: number, side: Side) {
  const demo = demoBreakdowns(reportId, count);
  if (side === 'offense') return demo;
  if (side === 'defense')
    return demo.map((breakdown, index) => ({
      ...breakdown,
      odkm: 'D' as const,
      front: FRONTS[index % FRONTS.length],
      stunt: STUNTS[index % STUNTS.length],
    }));
  return demo.map((breakdown, index) => {
    const playType = KICKS[index % KICKS.length] as (typeof KICKS)[number];
    const results = KICK_RESULTS[playType] ?? ['Return'];
    return {
      playNumber: breakdown.playNumber,
      quarter: breakdown.quarter,
      odkm: 'K' as const,
      playType,
      hash: breakdown.hash,
      yardLine: playType === 'FG' ? breakdown.yardLine : null,
      playDirection: breakdown.playDirection ?? 'M',
      kickType: playType === 'KO' || playType === 'Punt' ? KICK_TYPES[index % KICK_TYPES.length] : null,
      kickYards: playType === 'KO' || playType === 'Punt' ? 30 + (index % 40) : null,
      hangTime: playType === 'Punt' ? 3.5 + (index % 10) / 10 : null,
      returnYards: playType === 'KO Rec' || playType === 'Punt Rec' ? index % 35 : null,
      result: results[index % results.length],
      gainLoss: 0,
    };
  });
}

/** Cards as the API returns them, with breakdowns for the side (see breakdownsOf), or a game's mix of all three. */
export function cardsOf(reportId: string, count: number, side: Side | 'mixed' = 'offense') {
  const breakdowns =
    side === 'mixed'
      ? (() => {
          // a Hudl export of a game: about 40 % O, 40 % D, 20 % K, interleaved
          const offense = breakdownsOf(`${reportId}-o`, count, 'offense');
          const defense = breakdownsOf(`${reportId}-d`, count, 'defense');
          const kicking = breakdownsOf(`${reportId}-k`, count, 'special-teams');
          return Array.from({ length: count }, (_, index) => [offense, defense, offense, defense, kicking][index % 5]?.[index] ?? {});
        })()
      : breakdownsOf(reportId, count, side);
  return breakdowns.map((breakdown, index) => ({
    id: `${reportId}-card-${index + 1}`,
    reportId,
    cardNumber: index + 1,
    content: '{}',
    breakdown: { ...breakdown, strength: index % 2 ? 'R' : 'L', customFields: { SERIES: String(1 + Math.floor(index / 6)) } },
  }));
}

export type BenchSide = Side | 'every side';

/** One report of `cards` plays of the side, and a group of `reports` reports with `groupCards` plays in all. */
export function benchInputs(cards: number, reports: number, groupCards: number, side: Side | 'mixed' = 'offense') {
  const single = cardsOf(`bench-tendencies-${side}`, cards, side);
  const perReport = Math.ceil(groupCards / reports);
  const group = Array.from({ length: reports }, (_, index) => cardsOf(`bench-game-${index + 1}`, perReport, side))
    .flat()
    .slice(0, groupCards);
  return { single, group };
}

/** `runs` timings (ms) after 3 warm-up runs (JIT), and the last result. */
export function timed<T>(work: () => T, runs: number): [T, number[]] {
  for (let i = 0; i < 3; i += 1) work();
  const samples: number[] = [];
  let result = work();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = work();
    samples.push(performance.now() - started);
  }
  return [result, samples];
}

/** What a side's page computes, from the engine's input: its tables (offense or defense) or the kicking game. */
export function sideReport(inputs: Parameters<typeof computeTendencies>[0], side: BenchSide) {
  if (side === 'special-teams') {
    const report = computeSpecialTeams(inputs);
    return { snaps: report.n, games: report.games.length, keyTendencies: 0, flagged: 0 };
  }
  if (side === 'every side') {
    const offense = computeTendencies(inputs, { side: 'offense' });
    const defense = computeTendencies(inputs, { side: 'defense' });
    const kicking = computeSpecialTeams(inputs);
    return {
      snaps: offense.snaps + defense.snaps + kicking.n,
      games: offense.games.length,
      keyTendencies: offense.keyTendencies.length + defense.keyTendencies.length,
      flagged: offense.checks.flagged.length + defense.checks.flagged.length,
    };
  }
  const report = computeTendencies(inputs, { side });
  return {
    snaps: report.snaps,
    games: report.games.length,
    keyTendencies: report.keyTendencies.length,
    flagged: report.checks.flagged.length,
  };
}

/** Cards → the side's tables, key tendencies and checks (breakdowns read from each card included). */
export const tendenciesOf = (cards: ReturnType<typeof cardsOf>, side: BenchSide = 'offense') =>
  sideReport(
    cards.map((card) => tendencyInputOfCard(card, card.reportId)),
    side,
  );

/**
 * The benchmark's cases: each side on one report of `cards` cards of that side and on a group of `groupCards`
 * cards of that side; and a group of games as Hudl exports them (O, D and K interleaved), every side computed.
 */
export function benchCases(cards: number, reports: number, groupCards: number) {
  const cases: { label: string; side: BenchSide; cards: ReturnType<typeof cardsOf>; target: number }[] = [];
  for (const side of ['offense', 'defense', 'special-teams'] as const) {
    const { single, group } = benchInputs(cards, reports, groupCards, side);
    cases.push({ label: `${side}: 1 report, ${single.length} cards`, side, cards: single, target: 50 });
    cases.push({ label: `${side}: ${reports} reports, ${group.length} cards`, side, cards: group, target: 150 });
  }
  const { group: mixed } = benchInputs(cards, reports, groupCards, 'mixed');
  cases.push({
    label: `every side: ${reports} reports, ${mixed.length} mixed cards (O, D, K)`,
    side: 'every side',
    cards: mixed,
    target: 150,
  });
  return cases;
}
