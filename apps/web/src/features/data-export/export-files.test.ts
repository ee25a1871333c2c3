import { describe, expect, it } from 'vitest';
import { CSV_MIME, exportBlob } from './export-files';

const SHEET = {
  headers: ['PLAY #', 'DN', 'OFF FORM'],
  rows: [
    [1, 3, 'Trips Right'],
    [2, null, '=cmd'],
  ],
};

describe('export files', () => {
  it('makes a UTF-8 CSV file with a byte-order mark', async () => {
    const blob = await exportBlob(SHEET, 'csv');

    expect(blob.type).toBe(CSV_MIME);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFPLAY #,DN,OFF FORM\r\n1,3,Trips Right\r\n2,,'=cmd\r\n");
  });

  it('makes an .xlsx file (a ZIP package) with the XLSX writer loaded on demand', async () => {
    const blob = await exportBlob(SHEET, 'xlsx');

    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
