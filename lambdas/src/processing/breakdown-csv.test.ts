import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsvSheet } from './breakdown-csv';

describe('reading a CSV breakdown sheet', () => {
  it('reads a plain comma-separated Hudl export', () => {
    const csv = 'PLAY #,ODK,DN,DIST\n1,O,1,10\n2,O,2,6\n';

    const sheet = parseCsvSheet(csv);

    expect(sheet).toEqual({
      headers: ['PLAY #', 'ODK', 'DN', 'DIST'],
      rows: [
        ['1', 'O', '1', '10'],
        ['2', 'O', '2', '6'],
      ],
    });
  });

  it("reads a ';'-separated sheet with CRLF lines and a byte-order mark, as a European Excel saves it", () => {
    const csv = '\uFEFFPLAY #;OFF FORM;COMMENTS\r\n1;Trips Right;Motion, then run\r\n2;Doubles;\r\n';

    const sheet = parseCsvSheet(csv);

    expect(sheet.headers).toEqual(['PLAY #', 'OFF FORM', 'COMMENTS']);
    expect(sheet.rows).toEqual([
      ['1', 'Trips Right', 'Motion, then run'],
      ['2', 'Doubles', ''],
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const csv = 'PLAY #,COMMENTS,OFF PLAY\n7,"Slow mesh, QB keeps","He called it ""Power"""\n8,"Two lines:\nfirst, second",Smash';

    const sheet = parseCsvSheet(csv);

    expect(sheet.rows).toEqual([
      ['7', 'Slow mesh, QB keeps', 'He called it "Power"'],
      ['8', 'Two lines:\nfirst, second', 'Smash'],
    ]);
  });

  it('chooses the delimiter from the header line only, ignoring quoted text', () => {
    expect(detectDelimiter('"PLAY #;x";A,B\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('PLAY #;"OFF, FORM";DN\n1,2,3')).toBe(';');
    expect(detectDelimiter('PLAY #')).toBe(',');
  });

  it('is tolerant of stray and unclosed quotes instead of failing the upload', () => {
    const csv = 'PLAY #,COMMENTS\n1,6" gain\n2,"never closed';

    const sheet = parseCsvSheet(csv);

    expect(sheet.rows).toEqual([
      ['1', '6" gain'],
      ['2', 'never closed'],
    ]);
  });

  it('reads an empty file as a sheet without headers or rows', () => {
    expect(parseCsvSheet('')).toEqual({ headers: [], rows: [] });
    expect(parseCsvSheet('\uFEFF')).toEqual({ headers: [], rows: [] });
  });
});
