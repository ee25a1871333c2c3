import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import { mapSheetToCards, type CardToMatch } from './breakdown-sheet';
import { BreakdownSpreadsheetError, parseXlsxSheet } from './breakdown-xlsx';
import { inflateXlsxParts, XLSX_LIMITS, XlsxPartsError, type XlsxLimits } from './xlsx-parts';
import { writeZip } from '../../test/support/zip-writer';

/** A real .xlsx file, as Excel would hand it over, with one sheet per entry. */
function workbook(...sheets: { sheet: string; data: SheetData }[]): Promise<Buffer> {
  return writeXlsxFile(sheets).toBuffer();
}

function clips(...fileNames: string[]): CardToMatch[] {
  return fileNames.map((fileName, index) => ({ cardNumber: index + 1, fileName }));
}

const date = (value: Date, format: string): Cell => ({ value, type: Date, format });

const HUDL_HEADERS = [
  'PLAY #',
  'ODK',
  'QTR',
  'DN',
  'DIST',
  'HASH',
  'YARD LN',
  'OFF FORM',
  'OFF PLAY',
  'PLAY TYPE',
  'RESULT',
  'GN/LS',
  'COVERAGE',
  'COMMENTS',
];

describe('reading an .xlsx breakdown sheet', () => {
  it('reads a Hudl export below its title row, every cell as the text Excel shows', async () => {
    const file = await workbook({
      sheet: 'Breakdown',
      data: [
        ['Eastside Eagles – Week 3 scout'],
        HUDL_HEADERS,
        [1, 'O', 1, 1, 10, 'L', -25, 'Trips Right', 'Inside Zone', 'Run', 'Rush', 4, 'Cover 3', 'Cut back'],
        [2, 'O', 1, 2, 6, 'M', -29, 'Doubles', 'Smash', 'Pass', 'Sack', -3, null, null],
        [3, 'O', 1, null, null, 'R', 35, 'Empty', null, 'Punt', 'Downed', 0, '', 'No return'],
      ],
    });

    const sheet = await parseXlsxSheet(file);

    expect(sheet).toEqual({
      headers: HUDL_HEADERS,
      rows: [
        ['1', 'O', '1', '1', '10', 'L', '-25', 'Trips Right', 'Inside Zone', 'Run', 'Rush', '4', 'Cover 3', 'Cut back'],
        ['2', 'O', '1', '2', '6', 'M', '-29', 'Doubles', 'Smash', 'Pass', 'Sack', '-3', '', ''],
        ['3', 'O', '1', '', '', 'R', '35', 'Empty', '', 'Punt', 'Downed', '0', '', 'No return'],
      ],
    });
  });

  it("puts each row's values on the card with that PLAY #", async () => {
    const file = await workbook({
      sheet: 'Breakdown',
      data: [
        ['Eastside Eagles – Week 3 scout'],
        HUDL_HEADERS,
        [12, 'O', 2, 3, 7, 'R', 40, 'Trey Left', 'Mesh', 'Pass', 'Incomplete', 0, 'Cover 1', null],
        [10, 'O', 2, 1, 10, 'L', -35, 'Trips Right', 'Power', 'Run', 'Rush', -2, null, 'TFL'],
        [11, 'O', 2, 2, 12, 'M', -33, 'Doubles', 'Smash', 'Pass', 'Complete', 5, 'Cover 3', null],
      ],
    });
    const cards = clips('Wide - Clip 010.mp4', 'Wide - Clip 011.mp4', 'Wide - Clip 012.mp4');

    const mapping = mapSheetToCards(await parseXlsxSheet(file), cards);

    expect(mapping.matchedBy).toBe('play-number');
    expect(mapping.warnings).toEqual([]);
    expect(mapping.assignments.map((a) => [a.cardNumber, a.breakdown])).toEqual([
      [
        1,
        {
          playNumber: 10,
          odkm: 'O',
          quarter: 2,
          down: 1,
          distance: 10,
          hash: 'L',
          yardLine: -35,
          formation: 'Trips Right',
          concept: 'Power',
          playType: 'Run',
          result: 'Rush',
          gainLoss: -2,
          notes: 'TFL',
        },
      ],
      [
        2,
        {
          playNumber: 11,
          odkm: 'O',
          quarter: 2,
          down: 2,
          distance: 12,
          hash: 'M',
          yardLine: -33,
          formation: 'Doubles',
          concept: 'Smash',
          playType: 'Pass',
          result: 'Complete',
          gainLoss: 5,
          coverage: 'Cover 3',
        },
      ],
      [
        3,
        {
          playNumber: 12,
          odkm: 'O',
          quarter: 2,
          down: 3,
          distance: 7,
          hash: 'R',
          yardLine: 40,
          formation: 'Trey Left',
          concept: 'Mesh',
          playType: 'Pass',
          result: 'Incomplete',
          gainLoss: 0,
          coverage: 'Cover 1',
        },
      ],
    ]);
    expect(mapping.assignments.every((a) => Object.keys(a.customFields).length === 0)).toBe(true);
  });

  it('writes decimals, dates, times of day and booleans as Excel shows them', async () => {
    const file = await workbook({
      sheet: 'Sheet1',
      data: [
        ['GAME DATE', 'TIME', 'AVG', 'NOISE', 'BIG', 'TEMPO', 'HUDDLE'],
        [
          date(new Date(Date.UTC(2024, 8, 6)), 'yyyy-mm-dd'),
          date(new Date(Date.UTC(1899, 11, 30, 10, 32)), 'h:mm'),
          10.5,
          0.1 + 0.2,
          1234567,
          true,
          false,
        ],
        [
          date(new Date(Date.UTC(2024, 8, 13)), 'dd/mm/yyyy'),
          date(new Date(Date.UTC(1899, 11, 30, 0, 4, 15)), 'h:mm:ss'),
          -0.25,
          1e-3,
          -40,
          false,
          true,
        ],
      ],
    });

    const sheet = await parseXlsxSheet(file);

    expect(sheet.rows).toEqual([
      ['2024-09-06', '10:32', '10.5', '0.3', '1234567', 'TRUE', 'FALSE'],
      ['2024-09-13', '0:04:15', '-0.25', '0.001', '-40', 'FALSE', 'TRUE'],
    ]);
  });

  it('reads the first worksheet that has a header row, past a cover sheet with only a note on it', async () => {
    const file = await workbook(
      { sheet: 'Cover', data: [['Scouted by Coach Reyes'], [], ['Do not share']] },
      {
        sheet: 'Plays',
        data: [
          ['PLAY #', 'OFF PLAY'],
          [1, 'Power'],
        ],
      },
      {
        sheet: 'Defense',
        data: [
          ['PLAY #', 'COVERAGE'],
          [1, 'Cover 2'],
        ],
      },
    );

    const sheet = await parseXlsxSheet(file);

    expect(sheet).toEqual({ headers: ['PLAY #', 'OFF PLAY'], rows: [['1', 'Power']] });
  });

  it('drops trailing empty rows, keeps empty rows between plays, and gives every row the header width', async () => {
    const file = await workbook({
      sheet: 'Sheet1',
      data: [
        ['PLAY #', 'OFF FORM', 'OFF PLAY', null, null],
        [1, 'Trips Right'],
        [null, null, null],
        [2, 'Doubles', 'Smash'],
        ['', '  ', null],
        [null, null, null, null, null],
      ],
    });

    const sheet = await parseXlsxSheet(file);

    expect(sheet).toEqual({
      headers: ['PLAY #', 'OFF FORM', 'OFF PLAY'],
      rows: [
        ['1', 'Trips Right', ''],
        ['', '', ''],
        ['2', 'Doubles', 'Smash'],
      ],
    });
  });

  it('keeps text typed to the right of the last header, under a blank header that the mapping names', async () => {
    const file = await workbook({
      sheet: 'Sheet1',
      data: [
        ['PLAY #', 'OFF PLAY'],
        [1, 'Power', null, 'check the tape'],
      ],
    });

    const sheet = await parseXlsxSheet(file);
    const mapping = mapSheetToCards(sheet, clips('Clip 1.mp4'));

    expect(sheet).toEqual({ headers: ['PLAY #', 'OFF PLAY', '', ''], rows: [['1', 'Power', '', 'check the tape']] });
    expect(mapping.assignments[0]?.customFields).toEqual({ 'Column 4': 'check the tape' });
  });

  it('takes the first row as the header of a one-column sheet', async () => {
    const file = await workbook({ sheet: 'Sheet1', data: [['OFF PLAY'], ['Power'], ['Mesh']] });

    const sheet = await parseXlsxSheet(file);

    expect(sheet).toEqual({ headers: ['OFF PLAY'], rows: [['Power'], ['Mesh']] });
  });

  it('reads a workbook with nothing in it as a sheet without headers or rows', async () => {
    const file = await workbook({ sheet: 'Sheet1', data: [[null]] });

    expect(await parseXlsxSheet(file)).toEqual({ headers: [], rows: [] });
  });

  it('reads a plain Uint8Array as well as a Buffer', async () => {
    const file = await workbook({
      sheet: 'Sheet1',
      data: [
        ['PLAY #', 'DN'],
        [1, 3],
      ],
    });
    const copy = new Uint8Array(file.byteLength);
    copy.set(file);

    expect(await parseXlsxSheet(copy)).toEqual({ headers: ['PLAY #', 'DN'], rows: [['1', '3']] });
  });
});

describe('refusing a file that is no readable .xlsx', () => {
  it.each([
    ['random bytes', Buffer.from('PLAY #,ODK\n1,O\n this is a CSV, not a workbook'), 'it is not an Excel (.xlsx) file.'],
    ['an empty file', Buffer.alloc(0), 'the file is empty.'],
    [
      'an old .xls file',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
      'it is an old Excel 97–2003 (.xls) file.',
    ],
  ])('throws a clear error for %s', async (_, data, reason) => {
    const reading = parseXlsxSheet(data);

    await expect(reading).rejects.toThrow(BreakdownSpreadsheetError);
    await expect(reading).rejects.toThrow(`The breakdown spreadsheet could not be read: ${reason}`);
  });

  it('throws a clear error for a workbook cut short in the upload', async () => {
    const file = await workbook({ sheet: 'Sheet1', data: [HUDL_HEADERS, [1, 'O', 1, 1, 10, 'L', -25]] });

    const reading = parseXlsxSheet(file.subarray(0, Math.floor(file.length * 0.6)));

    await expect(reading).rejects.toThrow('The breakdown spreadsheet could not be read: the .xlsx file is damaged or incomplete.');
  });
});

describe('refusing an .xlsx that inflates past its caps (a ZIP bomb)', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'scout-xlsx-bomb-'));
  });

  /** A workbook whose sheet part is `sheetBytes` of the same row over and over: tiny on disk, large inflated. */
  async function bomb(sheetBytes: number): Promise<Buffer> {
    const row = '<row><c t="inlineStr"><is><t>0</t></is></c></row>';
    const { path } = await writeZip(join(work, `bomb-${sheetBytes}.xlsx`), [
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet><sheetData>${row.repeat(Math.ceil(sheetBytes / row.length))}</sheetData></worksheet>`,
      },
    ]);
    return readFile(path);
  }

  it('refuses a sheet part that inflates hundreds of times its compressed size, before the sheet reader sees it', async () => {
    const file = await bomb(16 * 1024 * 1024);
    expect(file.length).toBeLessThan(200 * 1024);

    const reading = parseXlsxSheet(file);

    await expect(reading).rejects.toThrow(BreakdownSpreadsheetError);
    await expect(reading).rejects.toThrow(
      /The breakdown spreadsheet could not be read: its part "xl\/worksheets\/sheet1.xml" inflates past 64 MB \(or 200× its \d+ compressed bytes, .*\); it looks like a ZIP bomb\./,
    );
  });

  it('caps each part and the whole workbook by size, whatever the ratio', () => {
    const parts = (limits: Partial<XlsxLimits>) => () =>
      inflateXlsxParts(realWorkbook, { ...XLSX_LIMITS, ratioGraceBytes: 0, maxPartRatio: 1000, ...limits });

    expect(parts({})()?.get('xl/workbook.xml')?.toString()).toContain('<sheet');
    expect(parts({ maxPartBytes: 100 })).toThrow(XlsxPartsError);
    expect(parts({ maxTotalBytes: 1000 })).toThrow(/inflates past/);
    expect(parts({ maxParts: 2 })).toThrow(/parts; a workbook has a few dozen/);
  });

  let realWorkbook: Buffer;
  beforeAll(async () => {
    realWorkbook = await workbook({
      sheet: 'Sheet1',
      data: [
        ['PLAY #', 'DN'],
        [1, 3],
      ],
    });
  });

  it('still reads a real workbook through its inflated parts', async () => {
    expect(await parseXlsxSheet(realWorkbook)).toEqual({ headers: ['PLAY #', 'DN'], rows: [['1', '3']] });
  });
});
