import type { Breakdown } from '@scout/shared/domain';
import { buildExportSheet, playOfCard, toCsv, toXlsxRows } from '@scout/shared/domain/breakdown-export';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseCsvSheet } from './breakdown-csv';
import { mapSheetToCards, type SheetRows } from './breakdown-sheet';
import { parseXlsxSheet } from './breakdown-xlsx';

/** Breakdowns as Scout holds them, every Hudl column used, with custom fields of both kinds. */
const BREAKDOWNS: Partial<Breakdown>[] = [
  {
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
    playDirection: 'R',
    result: 'Rush',
    gainLoss: -2,
    coverage: 'Cover 3',
    pressure: 'Fire Zone',
    notes: 'Stuffed, "at the line"\nsecond line',
    customFields: { SERIES: '1', 'OFF STR': 'R', 'DEF FRONT': 'Over', 'DEF STUNT': 'Slant', Tempo: 'Fast', 'Ü-Note': 'Tëxt' },
  },
  {
    playNumber: 2,
    odkm: 'O',
    quarter: 1,
    down: 2,
    distance: 12,
    hash: 'M',
    yardLine: 50,
    personnel: '12',
    formation: 'UNB DOUBLE TIGHT',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 15,
    coverage: 'Quarters',
    customFields: { SERIES: '1', MOTION: 'Jet', 'MOTION DIR': 'L', BACKFIELD: 'Gun', Tempo: '-5' },
  },
  {
    playNumber: 3,
    odkm: 'K',
    quarter: 2,
    hash: 'R',
    yardLine: 20,
    formation: 'Punt',
    playType: 'Punt',
    result: 'Downed',
    gainLoss: 0,
    customFields: {},
  },
];

const CARDS = BREAKDOWNS.map((breakdown, index) => ({ id: `card-${index + 1}`, cardNumber: index + 1, content: '{}', breakdown }));
const CLIPS = CARDS.map((card) => ({
  cardNumber: card.cardNumber,
  fileName: `Wide - Clip ${String(card.cardNumber).padStart(3, '0')}.mp4`,
}));

/** What the import should give back: the breakdown's fields that have a value, and its custom fields. */
function expected(breakdown: Partial<Breakdown>) {
  const { customFields = {}, ...fields } = breakdown;
  return { breakdown: fields, customFields };
}

function imported(sheet: SheetRows) {
  const mapping = mapSheetToCards(sheet, CLIPS);
  expect(mapping.warnings).toEqual([]);
  expect(mapping.matchedBy).toBe('play-number');
  return mapping.assignments.map(({ breakdown, customFields }) => ({ breakdown, customFields }));
}

describe('a breakdown exported from Scout and imported back', () => {
  const plays = CARDS.map(playOfCard);

  it('gives the same breakdowns through CSV', () => {
    const csv = toCsv(buildExportSheet(plays));

    expect(imported(parseCsvSheet(csv))).toEqual(BREAKDOWNS.map(expected));
  });

  it('gives the same breakdowns through XLSX', async () => {
    const file = await writeXlsxFile(toXlsxRows(buildExportSheet(plays))).toBuffer();

    expect(imported(await parseXlsxSheet(file))).toEqual(BREAKDOWNS.map(expected));
  });

  it('keeps a formula-like value as text: neutralised with a quote in CSV, as written in XLSX', async () => {
    const risky = [playOfCard({ breakdown: { playNumber: 1, formation: '=HYPERLINK("http://x")', customFields: { Note: '@SUM(A1)' } } })];
    const sheet = buildExportSheet(risky);

    const fromCsv = mapSheetToCards(parseCsvSheet(toCsv(sheet)), [{ cardNumber: 1, fileName: 'Clip 1.mp4' }]).assignments[0];
    const fromXlsx = mapSheetToCards(await parseXlsxSheet(await writeXlsxFile(toXlsxRows(sheet)).toBuffer()), [
      { cardNumber: 1, fileName: 'Clip 1.mp4' },
    ]).assignments[0];

    expect(fromCsv?.breakdown.formation).toBe(`'=HYPERLINK("http://x")`);
    expect(fromCsv?.customFields.Note).toBe("'@SUM(A1)");
    expect(fromXlsx?.breakdown.formation).toBe('=HYPERLINK("http://x")');
    expect(fromXlsx?.customFields.Note).toBe('@SUM(A1)');
  });
});
