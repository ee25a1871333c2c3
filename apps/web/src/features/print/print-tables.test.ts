import { computeTendencies, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import {
  TABLE_METRICS,
  bookletSections,
  defensePrintTables,
  paginateTables,
  playListTable,
  printTables,
  rowHeight,
  type PrintTable,
  type TablePage,
} from './print-tables';

/**
 * The browser test's twelve plays (e2e/print.spec.ts): two games of six, play numbers restarting; the two EMPTY
 * plays in 10 personnel, the rest in 11.
 */
const FORMATIONS = ['TRIPS R', 'DOUBLES', 'TRIPS R', 'EMPTY', 'TRIPS R', 'DOUBLES'];
const PLAYS = ['INSIDE ZONE', 'SMASH', 'POWER', 'MESH', 'INSIDE ZONE', 'SMASH'];
function fixture(): TendencyInput[] {
  return Array.from({ length: 12 }, (_, index) => {
    const down = (index % 3) + 1;
    return {
      cardId: `c${index + 1}`,
      cardNumber: index + 1,
      reportId: 'r1',
      breakdown: {
        odkm: 'O',
        playNumber: (index % 6) + 1,
        down,
        distance: down === 1 ? 10 : down === 2 ? 6 : 3,
        hash: (['L', 'M', 'R'] as const)[index % 3],
        yardLine: index % 2 === 0 ? -25 - index : 40 - index,
        formation: FORMATIONS[index % 6],
        personnel: FORMATIONS[index % 6] === 'EMPTY' ? '10' : '11',
        concept: PLAYS[index % 6],
        playType: index % 2 === 0 ? 'Run' : 'Pass',
        result: index % 2 === 0 ? 'Rush' : 'Complete',
        gainLoss: (index % 5) - 1,
      },
    };
  });
}

function table(tables: PrintTable[], id: string): PrintTable {
  const found = tables.find((entry) => entry.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

const rowOf = (printed: PrintTable, label: string) => printed.rows.find((row) => row.cells[0] === label)?.cells;

describe('the printed tables of the twelve-play fixture', () => {
  const tables = printTables(computeTendencies(fixture()));

  it('prints every table of the analytics, in the order of a scouting report', () => {
    expect(tables.map((entry) => entry.title)).toEqual([
      'Key tendencies',
      'Down & distance',
      'Field zones',
      'Situations',
      'L/M/R hash',
      'Personnel groupings',
      'Formations',
      'Play concepts',
    ]);
  });

  it('counts the field zones by hand', () => {
    const zones = table(tables, 'field-zones');
    // Runs (indexes 0, 2, …, 10) from the own 25–35: open field; gains −1, 1, 3, 0, 2, −1 = 4 over 6 = 0.7; none
    // gains half of 10 on 1st, 70 % of 6 on 2nd or the 3 on 3rd.
    expect(rowOf(zones, 'Open field (−21 to +40)')).toEqual([
      'Open field (−21 to +40)',
      '6',
      '50%',
      '100% (6)',
      '0% (0)',
      '0.7',
      '0% (0/6)',
      'INSIDE ZONE 4, POWER 2',
    ]);
    // Passes (indexes 1, 3, …, 11) from the +39 to the +29: fringe; gains 0, 2, −1, 1, 3, 0 = 5 over 6 = 0.8;
    // SMASH at 1, 5, 7, 11 and MESH at 3, 9.
    expect(rowOf(zones, 'Fringe (+39 to +21)')).toEqual([
      'Fringe (+39 to +21)',
      '6',
      '50%',
      '0% (0)',
      '100% (6)',
      '0.8',
      '0% (0/6)',
      'SMASH 4, MESH 2',
    ]);
    // Every zone is listed, the empty ones at 0 and not starred.
    expect(zones.rows.map((row) => row.cells[0])).toEqual([
      'Backed up (−1 to −10)',
      'Coming out (−11 to −20)',
      'Open field (−21 to +40)',
      'Fringe (+39 to +21)',
      'Red zone (+20 to +6)',
      'Goal line (+5 to +1)',
    ]);
    expect(rowOf(zones, 'Red zone (+20 to +6)')).toEqual(['Red zone (+20 to +6)', '0', '0%', '—', '—', '—', '—', '—']);
  });

  it('counts the situations by hand', () => {
    const situations = table(tables, 'situations');
    // Each game's first snap starts a drive: indexes 0 and 6, INSIDE ZONE runs of −1 and 0.
    expect(rowOf(situations, 'First play of a drive *')).toEqual([
      'First play of a drive *',
      '2',
      '100% (2)',
      '0% (0)',
      '-0.5',
      '0% (0/2)',
      'INSIDE ZONE 2',
    ]);
    // 3rd & 3 at indexes 2, 5, 8, 11: POWER runs (2, 8), SMASH passes (5, 11); gains 1, −1, 2, 0 = 2 over 4.
    expect(rowOf(situations, '3rd down *')).toEqual(['3rd down *', '4', '50% (2)', '50% (2)', '0.5', '0% (0/4)', 'POWER 2, SMASH 2']);
    expect(rowOf(situations, '4th down')).toEqual(['4th down', '0', '—', '—', '—', '—', '—']);
  });

  it('counts the personnel groupings by hand', () => {
    const personnel = table(tables, 'personnel');
    // 11 personnel: every play but the EMPTY ones (indexes 3, 9): 10 of 12; runs 0, 2, …, 10 and passes 1, 5, 7, 11;
    // gains 9 in all less 2 and 3 = 4 over 10 = 0.4.
    expect(rowOf(personnel, '11 personnel')).toEqual([
      '11 personnel',
      '10',
      '83%',
      '60% (6)',
      '40% (4)',
      '0.4',
      'TRIPS R 6, DOUBLES 4',
      'INSIDE ZONE 4, SMASH 4, POWER 2',
    ]);
    expect(rowOf(personnel, '10 personnel *')).toEqual(['10 personnel *', '2', '17%', '0% (0)', '100% (2)', '2.5', 'EMPTY 2', 'MESH 2']);
  });

  it('counts the formations by hand', () => {
    // TRIPS R: plays 1, 3, 5, 7, 9, 11 (all runs), gains −1, 1, 3, 0, 2, −1 = 4 yards over 6 plays = 0.7;
    // top plays INSIDE ZONE (1, 5, 7, 11) 4 and POWER (3, 9) 2.
    expect(rowOf(table(tables, 'formations'), 'TRIPS R')).toEqual([
      'TRIPS R',
      '6',
      '50%',
      '100% (6)',
      '0% (0)',
      '0.7',
      'INSIDE ZONE 4, POWER 2',
    ]);
    // EMPTY: plays 4 and 10, passes gaining 2 and 3: 2.5 a play; thin (2 < 5).
    expect(rowOf(table(tables, 'formations'), 'EMPTY *')).toEqual(['EMPTY *', '2', '17%', '0% (0)', '100% (2)', '2.5', 'MESH 2']);
  });

  it('counts down & distance and the hash by hand, marking thin rows', () => {
    // 1st & 10: plays 1, 4, 7, 10 (runs 1 and 7, passes 4 and 10); gains −1, 2, 0, 3, none reaching half of 10.
    expect(rowOf(table(tables, 'down-distance'), '1st & 10+ *')).toEqual([
      '1st & 10+ *',
      '4',
      '50% (2)',
      '50% (2)',
      '0% (0/4)',
      '—',
      'INSIDE ZONE 2, MESH 2',
    ]);
    // 3rd & 3: plays 3, 6, 9, 12 gaining 1, −1, 2, 0: no conversion of 4; 2nd and 3rd down are rows of their own,
    // the 3rd-down total the same four plays.
    expect(rowOf(table(tables, 'down-distance'), '3rd & short (1–3) *')?.[5]).toBe('0% (0/4)');
    expect(rowOf(table(tables, 'down-distance'), '3rd down total *')?.slice(0, 2)).toEqual(['3rd down total *', '4']);
    expect(rowOf(table(tables, 'down-distance'), '2nd & medium (4–6) *')?.slice(0, 2)).toEqual(['2nd & medium (4–6) *', '4']);
    // The left hash holds the same plays as 1st & 10.
    expect(rowOf(table(tables, 'hash'), 'Left hash *')?.slice(0, 4)).toEqual(['Left hash *', '4', '50% (2)', '50% (2)']);
    expect(table(tables, 'hash').rows.every((row) => row.thin)).toBe(true);
    // A bucket without plays reads as such, not as thin.
    expect(rowOf(table(tables, 'down-distance'), '4th down')).toEqual(['4th down', '0', '—', '—', '—', '—', '—']);
  });

  it('lists the key tendencies as sentences and the concepts with their yards', () => {
    const keys = table(tables, 'key-tendencies');
    expect(keys.rows.length).toBeGreaterThan(0);
    expect(keys.rows.length).toBeLessThanOrEqual(10);
    // Plays 1, 3, …, 11 are runs from the own 25–35 (open field), plays 2, 4, …, 12 passes from the 39–29
    // (fringe): each zone 6 of 6 against 50 % overall. TRIPS R (the same six runs) is left out as a duplicate.
    expect(keys.rows.map((row) => row.cells[1])).toEqual([
      'Fringe: pass 6 of 6, 100% (overall 50%, +50 points); top concept SMASH 4',
      'Open field: run 6 of 6, 100% (overall 50%, +50 points); top concept INSIDE ZONE 4',
    ]);
    // MESH: plays 4 and 10, passes of 2 and 3 yards.
    expect(rowOf(table(tables, 'concepts'), 'MESH *')?.slice(0, 6)).toEqual(['MESH *', '2', '17%', '0% (0)', '100% (2)', '2.5']);
  });

  it('takes two pages, each table whole on one of them', () => {
    // 76 heading + key tendencies (26 title + 20 header + 2 × 18 + 16 gap) 98 + down & distance (10 rows, 2nd and
    // 3rd down apart, a footnote) 260 + field zones (6 rows, none thin) 170 + situations (7, a footnote) 206 = 810;
    // the hash (3 rows, a footnote) needs 118 more: page 2, hash 134 + personnel 116 + formations 134 + concepts 152.
    const pages = paginateTables(tables);
    expect(pages.map((page) => page.parts.map((part) => [part.table.id, part.from, part.to]))).toEqual([
      [
        ['key-tendencies', 0, 2],
        ['down-distance', 0, 10],
        ['field-zones', 0, 6],
        ['situations', 0, 7],
      ],
      [
        ['hash', 0, 3],
        ['personnel', 0, 2],
        ['formations', 0, 3],
        ['concepts', 0, 4],
      ],
    ]);
  });
});

/**
 * One game's two drives, by hand: a 97-yard touchdown drive from the own 5 (through every field zone, a 3rd and
 * a 4th down at the goal line), then the first snap after the touchdown.
 */
function driveFixture(): TendencyInput[] {
  const plays: [number, number, number, string, string, string, number][] = [
    // down, distance, yard line, play type, result, concept, gain
    [1, 10, -5, 'Run', 'Rush', 'INSIDE ZONE', 12],
    [1, 10, -17, 'Pass', 'Complete', 'SMASH', 8],
    [2, 2, -25, 'Run', 'Rush', 'POWER', 30],
    [1, 10, 35, 'Pass', 'Incomplete', 'MESH', 0],
    [2, 10, 35, 'Pass', 'Complete', 'SMASH', 17],
    [1, 10, 18, 'Run', 'Rush', 'INSIDE ZONE', 14],
    [1, 4, 4, 'Run', 'Rush', 'POWER', 2],
    [2, 2, 2, 'Run', 'Rush', 'POWER', 0],
    [3, 2, 2, 'Pass', 'Incomplete', 'SMASH', 0],
    [4, 2, 2, 'Run', 'Rush TD', 'POWER', 2],
    [1, 10, -20, 'Pass', 'Complete', 'MESH', 6],
  ];
  return plays.map(([down, distance, yardLine, playType, result, concept, gainLoss], index) => ({
    cardId: `d${index + 1}`,
    cardNumber: index + 1,
    reportId: 'r1',
    breakdown: {
      odkm: 'O',
      playNumber: index + 1,
      down,
      distance,
      hash: 'M',
      yardLine,
      formation: 'DOUBLES',
      personnel: '11',
      concept,
      playType,
      result,
      gainLoss,
    },
  }));
}

describe('the printed field zones and situations of a drive', () => {
  const tables = printTables(computeTendencies(driveFixture()));

  it('counts every field zone by hand', () => {
    const zones = table(tables, 'field-zones');
    expect(zones.rows.map((row) => row.cells)).toEqual([
      // Play 1 at −5: a 12-yard run on 1st & 10 (5 needed).
      ['Backed up (−1 to −10) *', '1', '9%', '100% (1)', '0% (0)', '12.0', '100% (1/1)', 'INSIDE ZONE 1'],
      // Plays 2 (−17) and 11 (−20): passes of 8 and 6 on 1st & 10.
      ['Coming out (−11 to −20) *', '2', '18%', '0% (0)', '100% (2)', '7.0', '100% (2/2)', 'MESH 1, SMASH 1'],
      // Play 3 at −25: 30 yards on 2nd & 2.
      ['Open field (−21 to +40) *', '1', '9%', '100% (1)', '0% (0)', '30.0', '100% (1/1)', 'POWER 1'],
      // Plays 4 and 5 at +35: an incompletion on 1st & 10, then 17 yards on 2nd & 10 (7 needed).
      ['Fringe (+39 to +21) *', '2', '18%', '0% (0)', '100% (2)', '8.5', '50% (1/2)', 'MESH 1, SMASH 1'],
      // Play 6 at +18: 14 yards on 1st & 10.
      ['Red zone (+20 to +6) *', '1', '9%', '100% (1)', '0% (0)', '14.0', '100% (1/1)', 'INSIDE ZONE 1'],
      // Plays 7–10 at the +4 and +2: 2 of 4 on 1st (2 needed) yes, 0 of 2 on 2nd no, an incompletion on 3rd,
      // the touchdown on 4th: 2 of 4 successful; 4 yards over 4 plays.
      ['Goal line (+5 to +1) *', '4', '36%', '75% (3)', '25% (1)', '1.0', '50% (2/4)', 'POWER 3, SMASH 1'],
    ]);
  });

  it('counts every situation by hand', () => {
    const situations = table(tables, 'situations');
    expect(situations.rows.map((row) => row.cells)).toEqual([
      // Play 1 starts the game's first drive, play 11 the one after the touchdown: 12 and 6 yards, both successful.
      ['First play of a drive *', '2', '50% (1)', '50% (1)', '9.0', '100% (2/2)', 'INSIDE ZONE 1, MESH 1'],
      ['3rd down *', '1', '0% (0)', '100% (1)', '0.0', '0% (0/1)', 'SMASH 1'],
      ['4th down *', '1', '100% (1)', '0% (0)', '2.0', '100% (1/1)', 'POWER 1'],
      // Play 1 from the own 5: backed up, a 12-yard run.
      ['Backed up (−1 to −10) *', '1', '100% (1)', '0% (0)', '12.0', '100% (1/1)', 'INSIDE ZONE 1'],
      // Plays 6–10: 14 + 2 + 0 + 0 + 2 = 18 yards over 5 = 3.6; plays 6, 7 and 10 successful. Five plays: not thin.
      ['Red zone and in (+20 to +1)', '5', '80% (4)', '20% (1)', '3.6', '60% (3/5)', 'POWER 3, INSIDE ZONE 1, SMASH 1'],
      ['Goal line (+5 to +1) *', '4', '75% (3)', '25% (1)', '1.0', '50% (2/4)', 'POWER 3, SMASH 1'],
      // No clock tagged: no two-minute play.
      ['Two-minute (2:00 or less, 2nd or 4th quarter)', '0', '—', '—', '—', '—', '—'],
    ]);
  });
});

function longTable(rows: number, thinFrom = rows): PrintTable {
  return {
    id: 'long',
    title: 'Formations',
    empty: 'None',
    columns: [
      { header: 'Formation', width: 50, numeric: false },
      { header: 'Plays', width: 50, numeric: true },
    ],
    rows: Array.from({ length: rows }, (_, index) => ({
      key: String(index),
      cells: [`F${index}`, '1'],
      thin: index >= thinFrom,
      lines: 1 as const,
    })),
  };
}

function pageHeight(page: TablePage, first: boolean): number {
  let height = first ? TABLE_METRICS.heading : 0;
  for (const part of page.parts) {
    height += TABLE_METRICS.title + TABLE_METRICS.header + TABLE_METRICS.gap;
    if (part.table.rows.some((row) => row.thin)) height += TABLE_METRICS.footnote;
    for (const row of part.table.rows.slice(part.from, part.to)) height += rowHeight(row);
  }
  return height;
}

describe('long tables across pages', () => {
  it('breaks a long table between rows, continues it on the next page and never overfills a page', () => {
    const pages = paginateTables([longTable(100, 90)]);
    expect(pages.length).toBeGreaterThan(2);
    const parts = pages.flatMap((page) => page.parts);
    expect(parts[0]).toMatchObject({ from: 0, continued: false, footnote: false });
    for (let index = 1; index < parts.length; index += 1) {
      expect(parts[index]?.from).toBe(parts[index - 1]?.to);
      expect(parts[index]?.continued).toBe(true);
    }
    expect(parts[parts.length - 1]).toMatchObject({ to: 100, footnote: true });
    pages.forEach((page, index) => expect(pageHeight(page, index === 0)).toBeLessThanOrEqual(TABLE_METRICS.page + TABLE_METRICS.gap));
  });

  it('starts a table on a new page rather than leave its title and header alone at the bottom', () => {
    const pages = paginateTables([longTable(44), longTable(5)]);
    // 76 + 26 + 20 + 44 × 18 + 16 = 930 > 880, so the first table breaks; its remainder and the second share page 2.
    expect(pages).toHaveLength(2);
    expect(pages[1]?.parts.map((part) => [part.from, part.to, part.continued])).toEqual([
      [pages[0]?.parts[0]?.to, 44, true],
      [0, 5, false],
    ]);
  });

  it('leaves no row alone on the page a table goes on to', () => {
    // 76 + 26 + 20 = 122 px, then 42 rows of 18 fit (878 ≤ 880): 43 rows would leave one; the break moves up to
    // leave three.
    const pages = paginateTables([longTable(43)]);
    expect(pages.map((page) => page.parts.map((part) => [part.from, part.to]))).toEqual([[[0, 40]], [[40, 43]]]);
    // 45 rows leave three anyway.
    expect(paginateTables([longTable(45)]).map((page) => page.parts.map((part) => [part.from, part.to]))).toEqual([[[0, 42]], [[42, 45]]]);
  });

  it('gives an empty table its title and a line', () => {
    const empty = { ...longTable(0), empty: 'No formations broken down yet.' };
    expect(paginateTables([empty])).toEqual([{ parts: [{ table: empty, from: 0, to: 0, continued: false, footnote: false }] }]);
  });
});

/**
 * A game of every side, by hand: three defensive snaps, an offensive one and a punt.
 *  1 D  1st & 10  L  TRIPS RT  Over   Cover 3  none  Run   Rush        3
 *  2 D  2nd & 7   L  TRIPS RT  Over   Cover 1  Mike  Pass  Complete   12
 *  3 D  3rd & 8   M  DOUBLES   Under  Cover 1  Mike  Pass  Incomplete  0
 *  4 O  1st & 10  M  Ace       Inside Zone           Run   Rush        4
 *  5 K  punt, 40 yards
 */
function sidesFixture(): TendencyInput[] {
  const breakdowns: Record<string, unknown>[] = [
    {
      odkm: 'D',
      down: 1,
      distance: 10,
      hash: 'L',
      formation: 'TRIPS RT',
      front: 'Over',
      coverage: 'Cover 3',
      pressure: 'none',
      playType: 'Run',
      result: 'Rush',
      gainLoss: 3,
    },
    {
      odkm: 'D',
      down: 2,
      distance: 7,
      hash: 'L',
      formation: 'TRIPS RT',
      front: 'Over',
      coverage: 'Cover 1',
      pressure: 'Mike',
      playType: 'Pass',
      result: 'Complete',
      gainLoss: 12,
    },
    {
      odkm: 'D',
      down: 3,
      distance: 8,
      hash: 'M',
      formation: 'DOUBLES',
      front: 'Under',
      coverage: 'Cover 1',
      pressure: 'Mike',
      playType: 'Pass',
      result: 'Incomplete',
      gainLoss: 0,
    },
    { odkm: 'O', down: 1, distance: 10, hash: 'M', formation: 'Ace', concept: 'Inside Zone', playType: 'Run', result: 'Rush', gainLoss: 4 },
    { odkm: 'K', playType: 'Punt', kickYards: 40, result: 'Downed' },
  ];
  return breakdowns.map((breakdown, index) => ({
    cardId: `s${index + 1}`,
    cardNumber: index + 1,
    reportId: 'r1',
    breakdown: { playNumber: index + 1, quarter: 1, ...breakdown },
  }));
}

describe('the printed defense, the sections by side and the play list', () => {
  it("prints the defense's answers, its calls and what each gave up, and the formations it faced", () => {
    const tables = defensePrintTables(computeTendencies(sidesFixture(), { side: 'defense' }));
    expect(tables.map((entry) => entry.id)).toEqual([
      'key-tendencies',
      'down-distance',
      'situations',
      'field-zones',
      'hash',
      'fronts',
      'coverages',
      'pressures',
      'formations',
      'personnel',
    ]);
    // Over: plays 1 and 2, 2 of 3 snaps; (3 + 12) / 2 = 7.5 yards allowed; play 2 (12 on 2nd & 7) succeeded.
    expect(rowOf(table(tables, 'fronts'), 'Over *')?.slice(0, 8)).toEqual([
      'Over *',
      '2',
      '67%',
      '50% (1)',
      '50% (1)',
      '7.5',
      '50% (1/2)',
      '0',
    ]);
    // Left hash: plays 1 and 2, pressure on 2; Over twice; Cover 1 and Cover 3 once each.
    expect(rowOf(table(tables, 'hash'), 'Left hash *')).toEqual([
      'Left hash *',
      '2',
      '50% (1)',
      '50% (1)',
      '50% (1)',
      'Over 2',
      'Cover 1 1, Cover 3 1',
      '50% (1/2)',
    ]);
    expect(rowOf(table(tables, 'formations'), 'TRIPS RT *')?.slice(0, 6)).toEqual([
      'TRIPS RT *',
      '2',
      '67%',
      '50% (1)',
      '50% (1)',
      '50% (1)',
    ]);
  });

  it("puts the report type's side first, then the other, then the kicking game, each side as its plays hold", () => {
    expect(bookletSections(sidesFixture(), 'defense').map((section) => [section.id, section.heading])).toEqual([
      ['defense', 'Tendencies · Defense'],
      ['offense', 'Tendencies · Offense'],
      ['special-teams', 'Special teams'],
    ]);
    expect(bookletSections(sidesFixture().slice(3, 4), 'defense').map((section) => section.id)).toEqual(['offense']);
    expect(bookletSections([], 'defense').map((section) => section.id)).toEqual(['defense']);
  });

  it("lists every play in card order with its side's call", () => {
    const list = playListTable(sidesFixture());
    expect(list.rows.map((row) => row.cells[7])).toEqual([
      'Over / Cover 3',
      'Over / Cover 1 / Mike',
      'Under / Cover 1 / Mike',
      'Inside Zone',
      'Punt',
    ]);
    expect(list.rows[1]?.cells.slice(0, 6)).toEqual(['2', 'D', '1', '2nd & 7', 'L', '—']);
  });
});
