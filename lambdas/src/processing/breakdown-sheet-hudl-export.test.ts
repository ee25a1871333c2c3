import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseCsvSheet } from './breakdown-csv';
import { mapSheetToCards, type CardToMatch, type SheetRows } from './breakdown-sheet';
import { parseSportscodeXml } from './breakdown-sportscode-xml';
import { parseXlsxSheet } from './breakdown-xlsx';

/**
 * A game as a real Hudl export holds it: 60 plays, 23 offensive (O), 23 defensive (D, with DEF FRONT, COVERAGE
 * and BLITZ) and 14 kicking (K) ones; QTR marked only on the first play of quarters 2–4; DN 0 (and a leftover
 * DIST) on every kick and try; Hudl's own spellings (KOR, PR, XP, PAT, 2 PT, Onside, NG, miss, made, RTD, PTD,
 * Inc, TB); and one play type the spelling table does not know ('Trick Play', three times).
 */
const HEADERS = [
  'PLAY #',
  'ODK',
  'QTR',
  'SERIES',
  'DN',
  'DIST',
  'HASH',
  'YARD LN',
  'PERSONNEL',
  'OFF FORM',
  'OFF STR',
  'OFF PLAY',
  'PLAY TYPE',
  'RESULT',
  'GN/LS',
  'DEF FRONT',
  'COVERAGE',
  'BLITZ',
  'KICK TYPE',
  'KICK YDS',
  'HANG',
  'RET YDS',
] as const;
type Header = (typeof HEADERS)[number];
type Row = Partial<Record<Header, string>>;

/** The kicking plays by PLAY #: play type and result as Hudl spells them. */
const KICKS: Record<number, Row> = {
  1: { 'PLAY TYPE': 'KO', RESULT: 'TB', 'KICK YDS': '62', HANG: '3.8' },
  10: { 'PLAY TYPE': 'KOR', RESULT: 'Return', 'RET YDS': '22' },
  14: { 'PLAY TYPE': 'Punt', RESULT: 'Return', 'KICK YDS': '38', HANG: '4.1', 'RET YDS': '6' },
  20: { 'PLAY TYPE': 'PR', RESULT: 'Return', 'RET YDS': '11' },
  25: { 'PLAY TYPE': 'FG', RESULT: 'NG', 'KICK YDS': '42' },
  26: { 'PLAY TYPE': 'XP', RESULT: 'Good' },
  30: { 'PLAY TYPE': 'Kickoff', RESULT: 'TB', 'KICK YDS': '60' },
  33: { 'PLAY TYPE': 'Onside', RESULT: 'Return', 'KICK YDS': '11' },
  38: { 'PLAY TYPE': '2 PT', RESULT: 'miss' },
  41: { 'PLAY TYPE': 'fg', RESULT: 'made', 'KICK YDS': '31' },
  44: { 'PLAY TYPE': 'PAT', RESULT: 'good' },
  49: { 'PLAY TYPE': 'Punt', RESULT: 'Downed', 'KICK YDS': '45', HANG: '4.6' },
  53: { 'PLAY TYPE': 'KO Rec', RESULT: 'Return', 'RET YDS': '18' },
  58: { 'PLAY TYPE': 'FG Block', RESULT: 'Blocked' },
};
const TRICK_PLAYS = new Set([7, 23, 51]);
const QUARTER_MARKS: Record<number, string> = { 16: '2', 31: '3', 46: '4' };

function quarterOf(playNumber: number): number {
  return playNumber <= 15 ? 1 : playNumber <= 30 ? 2 : playNumber <= 45 ? 3 : 4;
}

function buildGame(): Row[] {
  let scrimmage = 0;
  return Array.from({ length: 60 }, (_, index) => {
    const playNumber = index + 1;
    const row: Row = { 'PLAY #': String(playNumber), QTR: QUARTER_MARKS[playNumber] ?? '', SERIES: String(Math.floor(index / 6) + 1) };
    const kick = KICKS[playNumber];
    if (kick) return { ...row, ODK: 'K', DN: '0', DIST: playNumber % 2 === 0 ? '10' : '', HASH: 'M', 'YARD LN': '-35', ...kick };
    const side = scrimmage % 2 === 0 ? 'O' : 'D';
    const n = scrimmage;
    scrimmage += 1;
    const run = n % 3 !== 2;
    const plays = {
      ...row,
      ODK: side,
      DN: String((n % 3) + 1),
      DIST: String(10 - (n % 3) * 3),
      HASH: ['L', 'M', 'R'][n % 3],
      'YARD LN': String(-(20 + (n % 25))),
      PERSONNEL: n % 4 === 0 ? '12' : '11',
      'OFF FORM': n % 2 === 0 ? 'TRIPS RT' : 'TWINS LT',
      'OFF STR': n % 2 === 0 ? 'R' : 'L',
      'OFF PLAY': run ? 'Inside Zone' : 'Smash',
      'PLAY TYPE': TRICK_PLAYS.has(playNumber) ? 'Trick Play' : run ? 'Run' : 'Pass',
      RESULT: run ? (n === 4 ? 'RTD' : 'Rush') : n === 5 ? 'PTD' : n === 8 ? 'Inc' : 'Complete',
      'GN/LS': String((n % 7) - 1),
    } satisfies Row;
    if (side === 'O') return plays;
    return {
      ...plays,
      'DEF FRONT': ['Over', 'Under', 'Tite'][n % 3],
      COVERAGE: ['Cover 3', 'Cover 1', 'Quarters'][n % 3],
      BLITZ: ['', 'Mike', 'Fire Zone'][n % 3],
    };
  });
}

const GAME = buildGame();
const CLIPS: CardToMatch[] = GAME.map((_, index) => ({
  cardNumber: index + 1,
  fileName: `Wide - Clip ${String(index + 1).padStart(3, '0')}.mp4`,
}));

function csvOf(rows: readonly Row[]): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return [HEADERS.join(','), ...rows.map((row) => HEADERS.map((header) => quote(row[header] ?? '')).join(','))].join('\r\n');
}

async function xlsxOf(rows: readonly Row[]): Promise<Buffer> {
  const cell = (text: string) =>
    text === '' ? null : /^-?\d+(\.\d+)?$/.test(text) ? { value: Number(text), type: Number } : { value: text, type: String };
  const data = [
    HEADERS.map((header) => ({ value: header, type: String })),
    ...rows.map((row) => HEADERS.map((header) => cell(row[header] ?? ''))),
  ];
  return writeXlsxFile(data).toBuffer();
}

const READERS: [string, () => Promise<SheetRows>][] = [
  ['CSV', () => Promise.resolve(parseCsvSheet(csvOf(GAME)))],
  ['XLSX', async () => parseXlsxSheet(await xlsxOf(GAME))],
];

describe.each(READERS)('a real-shaped Hudl export of 60 plays, as %s', (_, read) => {
  it('gives every play its quarter, carrying QTR forward from the first play of each quarter', async () => {
    const mapping = mapSheetToCards(await read(), CLIPS);

    expect(mapping.matchedBy).toBe('play-number');
    expect(mapping.assignments).toHaveLength(60);
    for (const { breakdown } of mapping.assignments) {
      expect(breakdown.quarter, `PLAY # ${breakdown.playNumber}`).toBe(quarterOf(breakdown.playNumber ?? 0));
    }
    expect(mapping.assignments[29]?.breakdown).toMatchObject({ playNumber: 30, quarter: 2 });
  });

  it('keeps the sides of the ball: 23 offensive, 23 defensive and 14 kicking plays, with the defense’s calls', async () => {
    const { assignments } = mapSheetToCards(await read(), CLIPS);
    const side = (odk: string) => assignments.filter(({ breakdown }) => breakdown.odkm === odk);

    expect([side('O').length, side('D').length, side('K').length]).toEqual([23, 23, 14]);
    for (const { breakdown } of side('D')) {
      expect(breakdown.front).toMatch(/^(Over|Under|Tite)$/);
      expect(breakdown.coverage).toMatch(/^(Cover 3|Cover 1|Quarters)$/);
      expect(breakdown.strength).toMatch(/^[LR]$/);
    }
    expect(side('D').filter(({ breakdown }) => breakdown.pressure).length).toBeGreaterThan(10);
  });

  it("reads Hudl's spellings as the standard play types and results", async () => {
    const { assignments } = mapSheetToCards(await read(), CLIPS);
    const play = (playNumber: number) => assignments.find(({ breakdown }) => breakdown.playNumber === playNumber)?.breakdown;

    expect([1, 10, 14, 20, 25, 26, 30, 33, 38, 41, 44, 49, 53, 58].map((n) => [play(n)?.playType, play(n)?.result])).toEqual([
      ['KO', 'Touchback'],
      ['KO Rec', 'Return'],
      ['Punt', 'Return'],
      ['Punt Rec', 'Return'],
      ['FG', 'No Good'],
      ['Extra Pt.', 'Good'],
      ['KO', 'Touchback'],
      ['KO', 'Return'],
      ['2 Pt.', 'No Good'],
      ['FG', 'Good'],
      ['Extra Pt.', 'Good'],
      ['Punt', 'Downed'],
      ['KO Rec', 'Return'],
      ['FG Block', 'Blocked'],
    ]);
    expect(play(33)?.kickType).toBe('Onside');
    expect(play(14)).toMatchObject({ kickYards: 38, hangTime: 4.1, returnYards: 6 });
    const results = assignments.map(({ breakdown }) => breakdown.result);
    expect(results).toContain('Rush TD');
    expect(results).toContain('Complete TD');
    expect(results).toContain('Incomplete');
  });

  it('reads DN 0 on a kick as no down, without a warning, and warns once for the unknown play type', async () => {
    const mapping = mapSheetToCards(await read(), CLIPS);
    const kicks = mapping.assignments.filter(({ breakdown }) => breakdown.odkm === 'K');

    for (const { breakdown, customFields } of kicks) {
      expect(breakdown.down).toBeUndefined();
      expect(breakdown.distance).toBeUndefined();
      expect(customFields).not.toHaveProperty('DN');
    }
    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      'PLAY TYPE: 3 values not recognised (Trick Play ×3), kept as custom fields (rows 8, 24 and 52).',
    ]);
    const tricks = mapping.assignments.filter(({ customFields }) => customFields['PLAY TYPE'] === 'Trick Play');
    expect(tricks.map(({ breakdown }) => breakdown.playNumber)).toEqual([7, 23, 51]);
  });
});

describe('carrying QTR forward', () => {
  it('starts again at quarter 1 where PLAY # drops back to 1 (a second game in the sheet)', () => {
    const csv = 'PLAY #,QTR,OFF PLAY\n1,,Power\n2,4,Mesh\n3,,Stick\n1,,Power\n2,,Counter\n3,2,Smash\n4,,Draw\n';

    const mapping = mapSheetToCards(
      parseCsvSheet(csv),
      CLIPS.slice(0, 7).map((clip) => ({ ...clip, fileName: `Game.mp4` })),
    );

    expect(mapping.assignments.map(({ breakdown }) => breakdown.quarter)).toEqual([1, 4, 4, 1, 1, 2, 2]);
  });

  it('never replaces a written quarter, even one it cannot read', () => {
    const csv = 'PLAY #,QTR\n1,\n2,3\n3,Q9\n4,\n';

    const mapping = mapSheetToCards(parseCsvSheet(csv), CLIPS.slice(0, 4));

    expect(mapping.assignments.map(({ breakdown }) => breakdown.quarter)).toEqual([1, 3, undefined, 3]);
    expect(mapping.assignments[2]?.customFields).toEqual({ QTR: 'Q9' });
  });

  it('leaves a sheet without a QTR column without quarters', () => {
    const mapping = mapSheetToCards(parseCsvSheet('PLAY #,DN\n1,1\n2,2\n'), CLIPS.slice(0, 2));

    expect(mapping.assignments.map(({ breakdown }) => breakdown.quarter)).toEqual([undefined, undefined]);
  });
});

describe('DN 0', () => {
  it('on a run or a pass is still an error the coach is told about (kept as a custom field)', () => {
    const csv = 'PLAY #,ODK,DN,DIST,PLAY TYPE\n1,O,0,10,Run\n2,K,0,10,\n3,,0,,XP Block\n';

    const mapping = mapSheetToCards(parseCsvSheet(csv), CLIPS.slice(0, 3));

    expect(mapping.assignments.map(({ breakdown }) => [breakdown.down, breakdown.distance])).toEqual([
      [undefined, 10],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(mapping.assignments[0]?.customFields).toEqual({ DN: '0' });
    expect(mapping.warnings.map((warning) => warning.message)).toEqual(['Row 2, DN "0": Down is 1 to 4. Kept as a custom field.']);
  });
});

describe('warnings about many plays', () => {
  it('come once per column, naming the first rows and the values', () => {
    const rows = Array.from({ length: 60 }, (_, index) => `${index + 1},${index % 2 === 0 ? 'O35' : 'Opp 99'},Fake Punt`);
    const csv = ['PLAY #,YARD LN,RESULT', ...rows].join('\n');

    const mapping = mapSheetToCards(parseCsvSheet(csv), CLIPS);

    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      'YARD LN: 30 values not read (O35 ×30), kept as custom fields (rows 2, 4, 6, 8, 10 and 25 more): "O35" is not a yard line.',
      'RESULT: 60 values not recognised (Fake Punt ×60), kept as custom fields (rows 2, 3, 4, 5, 6 and 55 more).',
      'YARD LN: 30 values not read (Opp 99 ×30), kept as custom fields (rows 3, 5, 7, 9, 11 and 25 more): Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side).',
    ]);
    expect(mapping.warnings[0]).toMatchObject({ row: 2, header: 'YARD LN', value: 'O35' });
  });

  it('list the rows no clip took once', () => {
    const csv = ['PLAY #,OFF PLAY', ...Array.from({ length: 12 }, (_, index) => `${index + 1},Power`)].join('\n');

    const mapping = mapSheetToCards(parseCsvSheet(csv), CLIPS.slice(0, 4));

    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      '8 rows match no clip and were not used: rows 6 (PLAY # 5), 7 (PLAY # 6), 8 (PLAY # 7), 9 (PLAY # 8), 10 (PLAY # 9) and 3 more.',
    ]);
  });
});

describe('a Sportscode export', () => {
  it('maps label groups named like the defensive and kicking columns to their fields', () => {
    const xml = `<file><ALL_INSTANCES>
      <instance><ID>1</ID><start>0</start><end>6</end><code>Defense</code>
        <label><group>Def Front</group><text>Under</text></label><label><group>DEF STUNT</group><text>Twist</text></label>
        <label><group>Def Personnel</group><text>3-3-5</text></label><label><group>Blitz</group><text>Sam</text></label></instance>
      <instance><ID>2</ID><start>6</start><end>14</end><code>Punt</code>
        <label><group>Play Type</group><text>Punt</text></label><label><group>DN</group><text>0</text></label>
        <label><group>Kick Type</group><text>Rugby</text></label><label><group>Kick Yards</group><text>44</text></label>
        <label><group>Hang Time</group><text>4,4</text></label><label><group>Return Yards</group><text>9</text></label></instance>
    </ALL_INSTANCES></file>`;

    const mapping = mapSheetToCards(parseSportscodeXml(xml), CLIPS.slice(0, 2));

    expect(mapping.warnings).toEqual([]);
    expect(mapping.assignments.map(({ breakdown }) => breakdown)).toEqual([
      { front: 'Under', stunt: 'Twist', personnelDefense: '3-3-5', pressure: 'Sam' },
      { playType: 'Punt', kickType: 'Rugby', kickYards: 44, hangTime: 4.4, returnYards: 9 },
    ]);
  });
});
