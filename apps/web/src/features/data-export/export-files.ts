import { toCsv, toXlsxRows, xlsxColumnWidths, type ExportSheet } from '@scout/shared/domain/breakdown-export';

export type ExportFormat = 'csv' | 'xlsx';

export const CSV_MIME = 'text/csv;charset=utf-8';

/** The sheet as a CSV file (byte-order mark, CRLF, formula-safe text). */
export function csvBlob(sheet: ExportSheet): Blob {
  return new Blob([toCsv(sheet)], { type: CSV_MIME });
}

/**
 * The sheet as an .xlsx file. The XLSX writer is loaded on the first call only, so it adds nothing to the
 * page's first load. The header row stays in view while scrolling.
 */
export async function xlsxBlob(sheet: ExportSheet): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(toXlsxRows(sheet), { sheet: 'Breakdown', columns: xlsxColumnWidths(sheet), stickyRowsCount: 1 }).toBlob();
}

export function exportBlob(sheet: ExportSheet, format: ExportFormat): Promise<Blob> {
  return format === 'csv' ? Promise.resolve(csvBlob(sheet)) : xlsxBlob(sheet);
}
