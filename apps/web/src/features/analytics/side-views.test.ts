import { computeSpecialTeams, computeTendencies, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import { openingSide, preferredSideOf, sideCounts, sideLine, snapsText, withQueryParam } from './analytics-sides';
import { indexInputs, layoutOf, viewTables, type TitledTable, type ViewRow } from './analytics-view';
import { specialTeamsView } from './special-teams-view';

function play(cardNumber: number, breakdown: Record<string, unknown>): TendencyInput {
  return { cardId: `p${cardNumber}`, cardNumber, reportId: 'r1', breakdown: { playNumber: cardNumber, quarter: 1, ...breakdown } };
}

/**
 * A game's breakdown by hand: six defensive snaps (ODK D), one offensive, three kicks.
 *
 *  #  ODK D&D       hash yard  formation faced  pers front  coverage pressure type  result      gain
 *  1  D   1st & 10  L    −25   TRIPS RT         11   Over   Cover 3  none     Run   Rush          3
 *  2  D   2nd & 7   L    −28   TRIPS RT         11   Over   Cover 1  Mike     Pass  Complete     12
 *  3  D   1st & 10  R    −40   TRIPS LT         11   Under  Cover 3  -        Pass  Incomplete    0
 *  4  D   2nd & 10  R    −40   DOUBLES          12   Over   Cover 3  5-man    Run   Rush          2
 *  5  D   3rd & 8   M    −42   TRIPS RT         11   Under  Cover 1  Mike     Pass  Complete      9
 *  6  D   3rd & 2   M    +30   DOUBLES          12   Over   Cover 3  —        Run   Rush          1
 *  7  O   1st & 10  M    −20   Ace                                            Run   Rush          4
 *  8  K   kickoff, Deep, 60 yards, touchback
 *  9  K   field goal, 35 yards, good
 * 10  K   punt, 40 yards, 4.1 s hang, returned 8
 */
const PLAYS: TendencyInput[] = [
  play(1, {
    odkm: 'D',
    down: 1,
    distance: 10,
    hash: 'L',
    yardLine: -25,
    formation: 'TRIPS RT',
    personnel: '11',
    front: 'Over',
    coverage: 'Cover 3',
    pressure: 'none',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 3,
  }),
  play(2, {
    odkm: 'D',
    down: 2,
    distance: 7,
    hash: 'L',
    yardLine: -28,
    formation: 'TRIPS RT',
    personnel: '11',
    front: 'Over',
    coverage: 'Cover 1',
    pressure: 'Mike',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 12,
  }),
  play(3, {
    odkm: 'D',
    down: 1,
    distance: 10,
    hash: 'R',
    yardLine: -40,
    formation: 'TRIPS LT',
    personnel: '11',
    front: 'Under',
    coverage: 'Cover 3',
    pressure: '-',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
  }),
  play(4, {
    odkm: 'D',
    down: 2,
    distance: 10,
    hash: 'R',
    yardLine: -40,
    formation: 'DOUBLES',
    personnel: '12',
    front: 'Over',
    coverage: 'Cover 3',
    pressure: '5-man',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 2,
  }),
  play(5, {
    odkm: 'D',
    down: 3,
    distance: 8,
    hash: 'M',
    yardLine: -42,
    formation: 'TRIPS RT',
    personnel: '11',
    front: 'Under',
    coverage: 'Cover 1',
    pressure: 'Mike',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 9,
  }),
  play(6, {
    odkm: 'D',
    down: 3,
    distance: 2,
    hash: 'M',
    yardLine: 30,
    formation: 'DOUBLES',
    personnel: '12',
    front: 'Over',
    coverage: 'Cover 3',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 1,
  }),
  play(7, { odkm: 'O', down: 1, distance: 10, hash: 'M', yardLine: -20, formation: 'Ace', playType: 'Run', result: 'Rush', gainLoss: 4 }),
  play(8, { odkm: 'K', playType: 'KO', kickType: 'Deep', kickYards: 60, result: 'Touchback' }),
  play(9, { odkm: 'K', playType: 'FG', kickYards: 35, result: 'Good' }),
  play(10, { odkm: 'K', playType: 'Punt', kickYards: 40, hangTime: 4.1, returnYards: 8, result: 'Return' }),
];

const index = indexInputs(PLAYS);
const defense = computeTendencies(PLAYS, { side: 'defense' });

function titled(tables: TitledTable[], id: string): TitledTable {
  const found = tables.find((entry) => entry.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

function rowOf(entry: TitledTable, label: string): ViewRow {
  const found = entry.table.rows.find((row) => row.label === label);
  if (!found) throw new Error(`no row ${label} in ${entry.id}`);
  return found;
}

/** A row's cell (text and plays) under the column keyed `key`. */
function cellOf(entry: TitledTable, label: string, key: string) {
  const at = entry.table.columns.findIndex((column) => column.key === key);
  if (at < 0) throw new Error(`no column ${key} in ${entry.id}`);
  return rowOf(entry, label).cells[at]!;
}

describe('which side a page reads', () => {
  it('counts each side: ODK D the defense, K and kicks the kicking game, O or none the offense', () => {
    expect(sideCounts(PLAYS)).toEqual({ offense: 1, defense: 6, 'special-teams': 3, untagged: 0 });
    expect(sideLine('defense', sideCounts(PLAYS))).toBe('Defense: 6 plays tagged D');
    expect(sideLine('offense', sideCounts([play(1, { down: 1 })]))).toBe('Offense: 1 play tagged O (1 of them without ODK)');
    expect(snapsText('defense', 6)).toBe('6 defensive snaps');
    expect(snapsText('special-teams', 1)).toBe('1 kicking play');
  });

  it("opens on the report type's side, unless that side has no play and the other does", () => {
    expect(openingSide('defense', sideCounts(PLAYS))).toBe('defense');
    expect(openingSide('offense', sideCounts(PLAYS))).toBe('offense');
    // A DEFENSIVE report of offensive plays only (made before the sides were) opens on its offense.
    expect(openingSide('defense', sideCounts([PLAYS[6]!]))).toBe('offense');
    expect(openingSide('defense', sideCounts([]))).toBe('defense');
  });

  it("a group opens on its reports' type; mixed, on the type most have, a tie on the defense", () => {
    expect(preferredSideOf(['offense', 'offense'])).toBe('offense');
    expect(preferredSideOf(['offense', 'defense', 'offense'])).toBe('offense');
    expect(preferredSideOf(['offense', 'defense'])).toBe('defense');
    expect(preferredSideOf([null, undefined])).toBe('defense');
  });

  it('sets one query parameter of an address, keeping the rest', () => {
    expect(withQueryParam('/reports/r1/analytics/lmr-hash', 'side', 'defense')).toBe('/reports/r1/analytics/lmr-hash?side=defense');
    expect(withQueryParam('?view=analytics&side=offense', 'side', 'defense')).toBe('?view=analytics&side=defense');
    expect(withQueryParam('/x?side=defense&hash=L', 'side', null)).toBe('/x?hash=L');
  });
});

describe("a defense's views", () => {
  it("play concepts: the defense's fronts, coverages and pressures, and what each gave up", () => {
    const tables = viewTables('play-concepts', defense, index);
    expect(tables.map((entry) => entry.id)).toEqual(['fronts', 'coverages', 'pressures']);
    const fronts = titled(tables, 'fronts');
    expect(fronts.table.n).toBe(6);
    // Over: plays 1, 2, 4, 6 (runs 1, 4, 6, pass 2): 4 of 6 = 67 %; (3 + 12 + 2 + 1) / 4 = 4.5 yards a play; only
    // play 2 (12 on 2nd & 7, 70 % needs 4.9) succeeds: 1 of 4; no explosive (a 12-yard pass is under 20).
    expect(['n', 'share', 'run', 'pass', 'ypp', 'success', 'explosive'].map((key) => cellOf(fronts, 'Over', key).text)).toEqual([
      '4',
      '67%',
      '75% (3)',
      '25% (1)',
      '4.5',
      '25% (1/4)',
      '0',
    ]);
    expect(cellOf(fronts, 'Over', 'n').plays?.cardIds).toEqual(['p1', 'p2', 'p4', 'p6']);
    // Pressures by the BLITZ value; plays 1, 3, 6 (none, '-', not tagged) have none.
    const pressures = titled(tables, 'pressures');
    expect(Object.fromEntries(pressures.table.rows.map((row) => [row.key, row.n]))).toEqual({ Mike: 2, '5-man': 1, null: 3 });
  });

  it("LMR hash: the defense's answers by hash, the pressure rate opening the pressured plays", () => {
    const hash = titled(viewTables('lmr-hash', defense, index), 'hash');
    // Left: plays 1 and 2, pressure on play 2 only.
    expect(cellOf(hash, 'Left hash', 'pressure').text).toBe('50% (1)');
    expect(cellOf(hash, 'Left hash', 'pressure').plays?.cardIds).toEqual(['p2']);
    expect(cellOf(hash, 'Left hash', 'fronts').text).toBe('Over 2');
    expect(cellOf(hash, 'Left hash', 'coverages').text).toBe('Cover 1 1, Cover 3 1');
    expect(cellOf(hash, 'Left hash', 'coverages').plays).toEqual({ title: 'Left hash · Cover 1', cardIds: ['p2'] });
    expect(hash.table.columns.some((column) => column.key === 'plays')).toBe(false);
  });

  it('down & distance: 2nd and 3rd apart with the 3rd-down total set apart, or merged; the situations beside', () => {
    expect(layoutOf('down-distance', null)).toBe('by-down');
    const [main, situations, zones] = viewTables('down-distance', defense, index);
    expect([main?.id, situations?.id, zones?.id]).toEqual(['down-distance', 'situations', 'field-zones']);
    const total = main!.table.rows.find((row) => row.key === 'third-total')!;
    expect(total.total).toBe(true);
    expect(total.n).toBe(2);
    // 3rd downs 5 (Mike) and 6 (none): pressure on 1 of 2.
    expect(total.cells[main!.table.columns.findIndex((column) => column.key === 'pressure')]!.text).toBe('50% (1)');
    expect(main!.table.rows.filter((row) => !row.total).reduce((sum, row) => sum + row.n, 0)).toBe(6);
    const merged = viewTables('down-distance', defense, index, { layout: 'merged' })[0]!;
    expect(merged.table.rows.map((row) => row.key)).toContain('long');
    expect(merged.table.rows.some((row) => row.total)).toBe(false);
  });

  it('formation analysis: the formations faced and the answer to each, or grouped by base word with the strength split', () => {
    const [formations, personnel] = viewTables('formation-analysis', defense, index);
    expect(formations?.title).toBe('Formations faced');
    // TRIPS RT: plays 1, 2, 5: Cover 1 on 2, 5 and Cover 3 on 1; pressure on 2 and 5.
    expect(cellOf(formations!, 'TRIPS RT', 'coverages').text).toBe('Cover 1 2, Cover 3 1');
    expect(cellOf(formations!, 'TRIPS RT', 'pressure').text).toBe('67% (2)');
    expect(personnel?.table.rows.map((row) => row.n).reduce((a, b) => a + b, 0)).toBe(6);
    const grouped = viewTables('formation-analysis', defense, index, { layout: 'groups' })[0]!;
    // TRIPS: RT 1, 2, 5 and LT 3.
    expect(cellOf(grouped, 'TRIPS', 'n').text).toBe('4');
    expect(cellOf(grouped, 'TRIPS', 'strength').text).toBe('R 3 · L 1');
  });
});

describe("an offense's new layouts", () => {
  const offense = computeTendencies(PLAYS);

  it('reads only the offensive snap, down & distance by down by default', () => {
    expect(offense.snaps).toBe(1);
    const main = viewTables('down-distance', offense, index)[0]!;
    expect(main.table.rows.find((row) => row.key === 'first-10-plus')?.n).toBe(1);
    // The offense's columns: top formations; its one play has no OFF PLAY, so the empty 'Top plays' column is left out.
    expect(main.table.columns.some((column) => column.key === 'formations')).toBe(true);
    expect(main.table.columns.some((column) => column.key === 'plays')).toBe(false);
    expect(viewTables('play-concepts', offense, index).map((entry) => entry.id)).toEqual(['concepts']);
  });
});

describe('the special-teams view', () => {
  const phasesOf = () => specialTeamsView(computeSpecialTeams(PLAYS));

  it('lists every phase in order, the empty ones without tables', () => {
    const phases = phasesOf();
    expect(phases.map((phase) => [phase.key, phase.n])).toEqual([
      ['kickoff', 1],
      ['kickoff-return', 0],
      ['punt', 1],
      ['punt-return', 0],
      ['field-goal', 1],
      ['extra-point', 0],
      ['two-point', 0],
      ['blocks', 0],
    ]);
    expect(phases[1]!.tables).toEqual([]);
  });

  it("each phase's total line reads its averages and results, every number opening its plays", () => {
    const phases = phasesOf();
    const punt = phases.find((phase) => phase.key === 'punt')!;
    const total = punt.tables[0]!;
    expect(cellOf(total, 'All punts', 'kick').text).toBe('40.0 (1)');
    expect(cellOf(total, 'All punts', 'hang').text).toBe('4.1 (1)');
    expect(cellOf(total, 'All punts', 'return').text).toBe('8.0 (1)');
    expect(cellOf(total, 'All punts', 'kick').plays?.cardIds).toEqual(['p10']);
    const goal = phases.find((phase) => phase.key === 'field-goal')!.tables[0]!;
    expect(cellOf(goal, 'All field goals', 'made').text).toBe('1');
    expect(cellOf(goal, 'All field goals', 'rate').text).toBe('100% (1/1)');
    // Each split adds up to the phase's plays.
    for (const phase of phases.filter((entry) => entry.n > 0)) {
      for (const split of phase.tables.slice(1)) expect(split.table.rows.reduce((sum, row) => sum + row.n, 0)).toBe(phase.n);
    }
  });
});
