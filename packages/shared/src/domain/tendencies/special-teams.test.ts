import { describe, expect, it } from 'vitest';
import { computeSpecialTeams, fieldGoalDistance, type KickPhase, type KickPhaseKey, type TendencyInput } from './index';

/**
 * Two games' kicking plays, hand-tagged (k1–k14 in g1, k15–k27 in g2; an offensive and a defensive snap mixed in,
 * never counted). KICK YDS, HANG and RET YDS where tagged.
 *
 * Kickoffs   k1 Deep L 62 yds 3.9 s Return 22 · k2 Deep R 65 4.1 s Touchback · k3 Squib M 40 Return 12 ·
 *            k4 Onside R 12 Downed (the kickers kept it) · k5 Deep L 60 4.0 s Return 30
 *            → kick 239 / 5 = 47.8, hang 12.0 / 3 = 4.0, return 64 / 3 = 21.3; 1 touchback, 1 onside, recovered
 * KO returns k6 R Return 18 · k7 M Return 25 · k8 (no direction) Touchback → return 43 / 2 = 21.5
 * Punts      k9 (ODK O: a punt by play type all the same) L 42 4.2 s Return 8 · k10 R 38 3.8 s Downed ·
 *            k11 Rugby L 45 4.5 s Return 12 · k12 M Blocked → kick 125 / 3 = 41.7, hang 12.5 / 3 = 4.17, return 10
 * Punt ret.  k13 L Return 15 · k14 R Downed
 * Field goals (distance = yards to the goal line + 17, or KICK YDS)
 *            k15 +10 → 27 M Good · k16 +18 → 35 L Good · k17 +25 → 42 R No Good · k18 +30 but KICK YDS 52 R Blocked ·
 *            k19 no spot Good → made 3, missed 1, blocked 1: 60 %
 * XP         k20 Good · k21 Good · k22 No Good → 2 of 3
 * 2 Pt.      k23 Rush TD (made) · k24 Incomplete (missed)
 * Blocks     k25 FG Block Blocked · k26 Extra Pt. Block Good, and the blocked punt k12 and field goal k18
 * k27        ODK K, a fake (play type Run): a kicking play in no phase
 */
const k = (playType: string | null, fields: Record<string, unknown> = {}) => ({ odkm: 'K', playType, ...fields });
const G1 = [
  k('KO', { kickType: 'Deep', playDirection: 'L', kickYards: 62, hangTime: 3.9, result: 'Return', returnYards: 22 }),
  k('KO', { kickType: 'Deep', playDirection: 'R', kickYards: 65, hangTime: 4.1, result: 'Touchback' }),
  k('KO', { kickType: 'Squib', playDirection: 'M', kickYards: 40, result: 'Return', returnYards: 12 }),
  k('KO', { kickType: 'Onside', playDirection: 'R', kickYards: 12, result: 'Downed' }),
  k('KO', { kickType: 'Deep', playDirection: 'left', kickYards: 60, hangTime: 4.0, result: 'Return', returnYards: 30 }),
  k('KO Rec', { playDirection: 'R', result: 'Return', returnYards: 18 }),
  k('KO Rec', { playDirection: 'M', result: 'Return', returnYards: 25 }),
  k('KO Rec', { result: 'Touchback' }),
  k('Punt', { odkm: 'O', playDirection: 'L', kickYards: 42, hangTime: 4.2, result: 'Return', returnYards: 8 }),
  k('Punt', { playDirection: 'R', kickYards: 38, hangTime: 3.8, result: 'Downed' }),
  k('Punt', { kickType: 'Rugby', playDirection: 'L', kickYards: 45, hangTime: 4.5, result: 'Return', returnYards: 12 }),
  k('Punt', { playDirection: 'M', result: 'Blocked' }),
  k('Punt Rec', { playDirection: 'L', result: 'Return', returnYards: 15 }),
  k('Punt Rec', { playDirection: 'R', result: 'Downed' }),
];
const G2 = [
  k('FG', { yardLine: 10, hash: 'M', result: 'Good' }),
  k('FG', { yardLine: 18, hash: 'L', result: 'Good' }),
  k('FG', { yardLine: 25, hash: 'R', result: 'No Good' }),
  k('FG', { yardLine: 30, kickYards: 52, hash: 'R', result: 'Blocked' }),
  k('FG', { result: 'Good' }),
  k('Extra Pt.', { result: 'Good' }),
  k('Extra Pt.', { result: 'Good' }),
  k('Extra Pt.', { result: 'No Good' }),
  k('2 Pt.', { result: 'Rush TD' }),
  k('2 Pt.', { result: 'Incomplete' }),
  k('FG Block', { result: 'Blocked' }),
  k('Extra Pt. Block', { result: 'Good' }),
  k('Run', { result: 'Rush', gainLoss: 6 }),
];
const SNAPS = [
  { odkm: 'O', down: 1, distance: 10, yardLine: -25, playType: 'Run', result: 'Rush', gainLoss: 3 },
  { odkm: 'D', down: 1, distance: 10, yardLine: -25, playType: 'Pass', result: 'Complete', gainLoss: 9 },
];
const input = (reportId: string, breakdown: Record<string, unknown>, cardId: string, cardNumber: number): TendencyInput => ({
  cardId,
  cardNumber,
  reportId,
  breakdown,
});
const INPUTS = [
  ...G1.map((breakdown, index) => input('g1', breakdown, `k${index + 1}`, index + 1)),
  input('g1', SNAPS[0] as Record<string, unknown>, 'o1', 15),
  ...G2.map((breakdown, index) => input('g2', breakdown, `k${index + 15}`, index + 1)),
  input('g2', SNAPS[1] as Record<string, unknown>, 'd1', 14),
];
const report = computeSpecialTeams(INPUTS);
const phase = (key: KickPhaseKey) => report.phases.find((candidate) => candidate.key === key) as KickPhase;
const split = (key: KickPhaseKey, splitKey: string) => phase(key).splits.find((candidate) => candidate.key === splitKey)?.rows ?? [];
const ks = (...numbers: number[]) => numbers.map((number) => `k${number}`);

describe('the kicking game', () => {
  it('counts the kicking plays, every phase listed in order with its plays', () => {
    expect(report.n).toBe(27);
    expect(report.games).toEqual([
      { reportId: 'g1', label: 'g1', snaps: 14 },
      { reportId: 'g2', label: 'g2', snaps: 13 },
    ]);
    expect(report.phases.map((p) => [p.key, p.label, p.total.n])).toEqual([
      ['kickoff', 'Kickoffs', 5],
      ['kickoff-return', 'Kickoff returns', 3],
      ['punt', 'Punts', 4],
      ['punt-return', 'Punt returns', 2],
      ['field-goal', 'Field goals', 5],
      ['extra-point', 'Extra points', 3],
      ['two-point', 'Two-point tries', 2],
      ['blocks', 'Blocks', 4],
    ]);
    expect(phase('kickoff').total.share).toBeCloseTo(5 / 27, 10);
    expect(phase('blocks').total.cardIds).toEqual(ks(12, 18, 25, 26));
    expect(phase('blocks').total.perGame).toEqual([1, 3]);
  });

  it('reads kickoffs: direction, depth, hang, returns, touchbacks and the onside kick', () => {
    const total = phase('kickoff').total;
    expect(total).toMatchObject({
      kickYards: 47.8,
      kickYardsN: 5,
      hangTimeN: 3,
      returnYardsN: 3,
      touchbacks: 1,
      onside: 1,
      onsideRecovered: 1,
    });
    expect(total.hangTime).toBeCloseTo(4, 10);
    expect(total.returnYards).toBeCloseTo(64 / 3, 10);
    expect(total.results).toEqual([
      { value: 'Return', n: 3 },
      { value: 'Downed', n: 1 },
      { value: 'Touchback', n: 1 },
    ]);
    expect(split('kickoff', 'direction').map((row) => [row.key, row.label, row.cell.n])).toEqual([
      ['L', 'Left', 2],
      ['M', 'Middle', 1],
      ['R', 'Right', 2],
    ]);
    expect(split('kickoff', 'kick-type').map((row) => [row.label, row.cell.n, row.cell.kickYards])).toEqual([
      ['Deep', 3, (62 + 65 + 60) / 3],
      ['Onside', 1, 12],
      ['Squib', 1, 40],
    ]);
    expect(split('kickoff', 'direction')[2]?.cell.share).toBeCloseTo(2 / 5, 10);
  });

  it('reads returns and punts: distance, hang and return yards over the plays that have them', () => {
    expect(phase('kickoff-return').total).toMatchObject({ returnYards: 21.5, returnYardsN: 2, touchbacks: 1 });
    expect(split('kickoff-return', 'direction').map((row) => [row.label, row.cell.n])).toEqual([
      ['Left', 0],
      ['Middle', 1],
      ['Right', 1],
      ['No direction', 1],
    ]);
    const punts = phase('punt').total;
    expect(punts).toMatchObject({ n: 4, kickYardsN: 3, hangTimeN: 3, returnYards: 10, returnYardsN: 2, blocked: 1 });
    expect(punts.kickYards).toBeCloseTo(125 / 3, 10);
    expect(punts.hangTime).toBeCloseTo(12.5 / 3, 10);
    expect(punts.cardIds).toEqual(ks(9, 10, 11, 12));
    expect(split('punt', 'direction').map((row) => [row.label, row.cell.n])).toEqual([
      ['Left', 2],
      ['Middle', 1],
      ['Right', 1],
    ]);
    expect(split('punt', 'kick-type').map((row) => [row.key, row.cell.n])).toEqual([
      ['Rugby', 1],
      [null, 3],
    ]);
    expect(phase('punt-return').total).toMatchObject({ n: 2, returnYards: 15, returnYardsN: 1 });
  });

  it('reads field goals by distance and hash, made, missed and blocked', () => {
    expect(fieldGoalDistance({ kickYards: null, yardLine: 10 })).toBe(27);
    expect(fieldGoalDistance({ kickYards: null, yardLine: -45 })).toBe(72);
    expect(fieldGoalDistance({ kickYards: null, yardLine: 50 })).toBe(67);
    const total = phase('field-goal').total;
    expect(total).toMatchObject({ n: 5, made: 3, missed: 1, blocked: 1, makeRate: 0.6, perGame: [0, 5] });
    expect(split('field-goal', 'distance').map((row) => [row.key, row.label, row.cell.cardIds])).toEqual([
      ['under-30', 'Under 30', ks(15)],
      ['30-39', '30–39', ks(16)],
      ['40-49', '40–49', ks(17)],
      ['50-plus', '50+', ks(18)],
      [null, 'No distance', ks(19)],
    ]);
    expect(split('field-goal', 'distance').map((row) => row.cell.makeRate)).toEqual([1, 1, 0, 0, 1]);
    expect(split('field-goal', 'hash').map((row) => [row.label, row.cell.n])).toEqual([
      ['Left hash', 1],
      ['Middle', 1],
      ['Right hash', 2],
      ['No hash', 1],
    ]);
  });

  it('reads tries by result and blocks by play type', () => {
    expect(phase('extra-point').total).toMatchObject({ made: 2, missed: 1, blocked: 0 });
    expect(phase('extra-point').total.makeRate).toBeCloseTo(2 / 3, 10);
    expect(split('extra-point', 'result').map((row) => [row.label, row.cell.n])).toEqual([
      ['Good', 2],
      ['No Good', 1],
    ]);
    expect(phase('two-point').total).toMatchObject({ made: 1, missed: 1, makeRate: 0.5, touchdowns: 1 });
    expect(split('two-point', 'result').map((row) => [row.label, row.cell.n])).toEqual([
      ['Incomplete', 1],
      ['Rush TD', 1],
    ]);
    expect(split('blocks', 'play-type').map((row) => [row.label, row.cell.cardIds])).toEqual([
      ['Extra Pt. Block', ks(26)],
      ['FG', ks(18)],
      ['FG Block', ks(25)],
      ['Punt', ks(12)],
    ]);
    expect(phase('blocks').total).toMatchObject({ blocked: 3, made: 1 });
  });

  it('gives every phase without dividing by zero when there are no kicks', () => {
    const empty = computeSpecialTeams(INPUTS.filter((play) => play.cardId === 'o1'));
    expect(empty.n).toBe(0);
    expect(empty.phases).toHaveLength(8);
    for (const each of empty.phases) {
      expect(each.total).toMatchObject({
        n: 0,
        share: null,
        kickYards: null,
        hangTime: null,
        returnYards: null,
        makeRate: null,
        thin: true,
      });
    }
  });
});
