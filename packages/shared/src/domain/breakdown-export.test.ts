import { describe, expect, it } from 'vitest';
import {
  HUDL_EXPORT_HEADERS,
  buildExportSheet,
  exportColumns,
  exportFileName,
  neutraliseFormula,
  playOfCard,
  toCsv,
  toXlsxRows,
  xlsxColumnWidths,
} from './breakdown-export';
import { EMPTY_BREAKDOWN_FILTER } from './breakdown-filters';

const CARDS = [
  {
    id: 'c1',
    cardNumber: 1,
    content: '{}',
    breakdown: {
      playNumber: 1,
      odkm: 'O',
      quarter: 1,
      down: 1,
      distance: 10,
      hash: 'L',
      yardLine: -35,
      personnel: '11',
      formation: 'Trips Right',
      concept: 'Inside Zone',
      playType: 'Run',
      result: 'Rush',
      gainLoss: -2,
      coverage: 'Cover 3',
      pressure: 'Fire Zone',
      notes: 'Tackled at the line, "stuffed"',
      customFields: { 'DEF FRONT': 'Over', Tempo: 'Fast' },
    },
  },
  {
    id: 'c2',
    cardNumber: 2,
    content: '{}',
    breakdown: {
      playNumber: 2,
      down: 2,
      distance: 12,
      yardLine: 20,
      formation: '=HYPERLINK("http://evil")',
      playType: 'Pass',
      result: 'Complete',
      gainLoss: 15,
      customFields: { Tempo: '-5', Note: '@cmd' },
    },
  },
];
const PLAYS = CARDS.map(playOfCard);

describe('export columns', () => {
  it("lists Hudl's columns in Hudl's order, then each custom field once", () => {
    const columns = exportColumns(PLAYS);

    expect(columns.slice(0, HUDL_EXPORT_HEADERS.length).map((column) => column.header)).toEqual(HUDL_EXPORT_HEADERS);
    expect(HUDL_EXPORT_HEADERS.slice(0, 9)).toEqual(['GAME', 'PLAY #', 'ODK', 'QTR', 'SERIES', 'DN', 'DIST', 'HASH', 'YARD LN']);
    expect(columns.slice(HUDL_EXPORT_HEADERS.length)).toEqual([
      { id: 'custom:Tempo', header: 'Tempo', kind: 'custom' },
      { id: 'custom:Note', header: 'Note', kind: 'custom' },
    ]);
  });
});

describe('the export sheet', () => {
  it('writes a row per play with typed cells, Hudl columns kept as custom fields read back in place', () => {
    const sheet = buildExportSheet(PLAYS);
    const cell = (row: number, header: string) => sheet.rows[row]?.[sheet.headers.indexOf(header)];

    expect(sheet.rows).toHaveLength(2);
    expect(cell(0, 'PLAY #')).toBe(1);
    expect(cell(0, 'YARD LN')).toBe(-35);
    expect(cell(0, 'GN/LS')).toBe(-2);
    expect(cell(0, 'OFF PLAY')).toBe('Inside Zone');
    expect(cell(0, 'BLITZ')).toBe('Fire Zone');
    expect(cell(0, 'DEF FRONT')).toBe('Over');
    expect(cell(0, 'Tempo')).toBe('Fast');
    expect(cell(1, 'ODK')).toBeNull();
    expect(cell(1, 'Note')).toBe('@cmd');
  });

  it('writes only the chosen columns, in the chosen order, and only the plays the filter keeps', () => {
    const columns = exportColumns(PLAYS).filter((column) => ['DN', 'PLAY #', 'custom:Tempo'].includes(column.id));

    const sheet = buildExportSheet(PLAYS, {
      columns: [columns[1]!, columns[0]!, columns[2]!],
      filter: { ...EMPTY_BREAKDOWN_FILTER, downs: [2] },
    });

    expect(sheet).toEqual({ headers: ['DN', 'PLAY #', 'Tempo'], rows: [[2, 2, '-5']] });
  });
});

describe('CSV', () => {
  it('starts with a byte-order mark, separates with commas, ends lines with CRLF and quotes what needs it', () => {
    const csv = toCsv({
      headers: ['PLAY #', 'COMMENTS'],
      rows: [
        [1, 'Tackled, "stuffed"\nat the line'],
        [2, null],
      ],
    });

    expect(csv).toBe('\uFEFFPLAY #,COMMENTS\r\n1,"Tackled, ""stuffed""\nat the line"\r\n2,\r\n');
  });

  it('neutralises text that would start a formula, never a plain number', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+1+cmd')).toBe("'+1+cmd");
    expect(neutraliseFormula('-2+3')).toBe("'-2+3");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('\r=1')).toBe("'\r=1");
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('-35')).toBe('-35');
    expect(neutraliseFormula('+20')).toBe('+20');
    expect(neutraliseFormula('3.5')).toBe('3.5');
    expect(neutraliseFormula('Cover 3')).toBe('Cover 3');

    const csv = toCsv(buildExportSheet(PLAYS));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'@cmd");
    expect(csv).toContain(',-35,');
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('XLSX cells', () => {
  it('writes a bold header, numbers as numbers and text as text cells, as written', () => {
    const rows = toXlsxRows({
      headers: ['DN', 'OFF FORM'],
      rows: [
        [3, '=cmd'],
        [null, 'Trips'],
      ],
    });

    expect(rows).toEqual([
      [
        { value: 'DN', type: String, fontWeight: 'bold' },
        { value: 'OFF FORM', type: String, fontWeight: 'bold' },
      ],
      [
        { value: 3, type: Number },
        { value: '=cmd', type: String },
      ],
      [null, { value: 'Trips', type: String }],
    ]);
    expect(xlsxColumnWidths({ headers: ['DN', 'OFF FORM'], rows: [[3, 'x'.repeat(60)]] })).toEqual([{ width: 6 }, { width: 40 }]);
  });
});

describe('file names', () => {
  it('uses the abbreviation, else the title, made safe for a file system', () => {
    expect(exportFileName({ opponentAbbreviation: 'CEN', title: 'Central' }, 'csv')).toBe('CEN-breakdown.csv');
    expect(exportFileName({ opponentAbbreviation: ' ', title: 'Week 3: Central / Tigers' }, 'xlsx')).toBe(
      'Week-3-Central-Tigers-breakdown.xlsx',
    );
    expect(exportFileName({ title: '' }, 'csv')).toBe('report-breakdown.csv');
  });
});

describe('the defensive and kicking columns', () => {
  const defense = playOfCard({
    breakdown: {
      playNumber: 7,
      odkm: 'D',
      formation: 'TRIPS RT',
      strength: 'R',
      backfield: 'Gun',
      motion: 'Jet',
      motionDirection: 'L',
      personnelDefense: '4-2-5',
      front: 'Over',
      stunt: 'Slant',
      coverage: 'Cover 3',
      pressure: 'Mike',
      customFields: { 'Def Front': 'Over', 'DEF STUNT': 'Pinch', Tempo: 'Fast' },
    },
  });
  const kick = playOfCard({
    breakdown: { playNumber: 8, odkm: 'K', playType: 'Punt', kickType: 'Rugby', kickYards: 41, hangTime: 4.2, returnYards: -3 },
  });

  it('are read from the breakdown fields, under the headers the import reads back', () => {
    const sheet = buildExportSheet([defense, kick]);
    const cell = (row: number, header: string) => sheet.rows[row]?.[sheet.headers.indexOf(header)];

    expect(HUDL_EXPORT_HEADERS).toEqual(expect.arrayContaining(['DEF PERS', 'KICK TYPE', 'KICK YDS', 'HANG', 'RET YDS']));
    expect([cell(0, 'OFF STR'), cell(0, 'BACKFIELD'), cell(0, 'MOTION'), cell(0, 'MOTION DIR')]).toEqual(['R', 'Gun', 'Jet', 'L']);
    expect([cell(0, 'DEF PERS'), cell(0, 'DEF FRONT'), cell(0, 'DEF STUNT'), cell(0, 'COVERAGE'), cell(0, 'BLITZ')]).toEqual([
      '4-2-5',
      'Over',
      'Slant',
      'Cover 3',
      'Mike',
    ]);
    expect([cell(1, 'KICK TYPE'), cell(1, 'KICK YDS'), cell(1, 'HANG'), cell(1, 'RET YDS')]).toEqual(['Rugby', 41, 4.2, -3]);
  });

  it('write a custom field a Hudl column already shows once, and one that says something else beside it', () => {
    const columns = exportColumns([defense, kick]);
    const sheet = buildExportSheet([defense, kick]);

    // 'Def Front' repeats the front field: not written again. 'DEF STUNT' differs from the stunt field: kept,
    // under a header of its own so the sheet has one DEF STUNT column.
    expect(columns.filter((column) => column.kind === 'custom').map((column) => column.header)).toEqual(['DEF STUNT (custom)', 'Tempo']);
    expect(sheet.rows[0]?.slice(HUDL_EXPORT_HEADERS.length)).toEqual(['Pinch', 'Fast']);
  });

  it('fill a Hudl column from a custom field of the same name when the field is empty', () => {
    const old = playOfCard({ breakdown: { playNumber: 3, customFields: { 'Kick Type': 'Squib' } } });

    const sheet = buildExportSheet([old]);

    expect(sheet.rows[0]?.[sheet.headers.indexOf('KICK TYPE')]).toBe('Squib');
    expect(sheet.headers).not.toContain('Kick Type');
  });
});
