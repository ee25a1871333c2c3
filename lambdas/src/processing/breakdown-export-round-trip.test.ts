import type { Breakdown } from '@scout/shared/domain';
import { buildExportSheet, playOfCard, toCsv, toXlsxRows } from '@scout/shared/domain/breakdown-export';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseCsvSheet } from './breakdown-csv';
import { mapSheetToCards, type SheetRows } from './breakdown-sheet';
import { parseXlsxSheet } from './breakdown-xlsx';

/**
 * Breakdowns as Scout holds them, every Hudl column used, with custom fields of both kinds (and two named like a
 * standard column, RESULT and Play Type, holding something else): an offensive play,
 * a defensive one (front, stunt, coverage, pressure, defensive personnel, and the formation, strength,
 * backfield and motion it faced) and kicking plays (kick type, kick yards, hang time in tenths, return yards).
 */
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
    strength: 'R',
    concept: 'Inside Zone',
    playType: 'Run',
    playDirection: 'R',
    result: 'Rush',
    gainLoss: -2,
    coverage: 'Cover 3',
    pressure: 'Fire Zone',
    front: 'Over',
    stunt: 'Slant',
    notes: 'Stuffed, "at the line"\nsecond line',
    runGap: 'B',
    game: 'Week 3 at Utah',
    // A coach's own column named like a standard one, saying something else: exported beside it, read back.
    customFields: { SERIES: '1', Tempo: 'Fast', 'Ü-Note': 'Tëxt', RESULT: 'Big gain', 'Play Type': 'RPO' },
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
    backfield: 'Gun',
    motion: 'Jet',
    motionDirection: 'L',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 15,
    coverage: 'Quarters',
    game: 'Week 3 at Utah',
    customFields: { SERIES: '1', Tempo: '-5' },
  },
  {
    playNumber: 3,
    odkm: 'D',
    quarter: 2,
    down: 3,
    distance: 8,
    hash: 'R',
    yardLine: 32,
    personnel: '11',
    formation: 'TRIPS LT',
    strength: 'L',
    backfield: 'Pistol',
    motion: 'Orbit',
    motionDirection: 'R',
    concept: 'Mesh',
    playType: 'Pass',
    result: 'Sack',
    gainLoss: -7,
    personnelDefense: '4-2-5',
    front: 'Tite',
    stunt: 'Twist',
    coverage: 'Cover 1',
    pressure: 'Mike + Will',
    customFields: { SERIES: '4' },
  },
  {
    playNumber: 4,
    odkm: 'K',
    quarter: 2,
    hash: 'R',
    yardLine: 20,
    formation: 'Punt',
    playType: 'Punt',
    playDirection: 'L',
    result: 'Return',
    gainLoss: 0,
    kickType: 'Rugby',
    kickYards: 41,
    hangTime: 4.3,
    returnYards: -3,
    customFields: {},
  },
  {
    playNumber: 5,
    odkm: 'K',
    quarter: 3,
    hash: 'M',
    yardLine: -40,
    playType: 'KO',
    result: 'Touchback',
    gainLoss: 0,
    kickType: 'Deep',
    kickYards: 65,
    hangTime: 3.9,
    customFields: {},
  },
  {
    playNumber: 6,
    odkm: 'K',
    quarter: 4,
    hash: 'M',
    yardLine: 3,
    playType: '2 Pt.',
    result: 'Complete',
    gainLoss: 3,
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

  it('writes a custom field named like a standard column under a header of its own, beside the column', () => {
    const sheet = buildExportSheet(plays);

    expect(sheet.headers).toEqual(expect.arrayContaining(['RESULT', 'RESULT (custom)', 'PLAY TYPE', 'Play Type (custom)', 'GAP', 'GAME']));
    const row = sheet.rows[0] ?? [];
    expect([row[sheet.headers.indexOf('RESULT')], row[sheet.headers.indexOf('RESULT (custom)')]]).toEqual(['Rush', 'Big gain']);
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

  it('reads fields kept as custom fields by an earlier import into their columns, and back into the fields', () => {
    const old = [
      playOfCard({
        breakdown: { playNumber: 1, odkm: 'D', customFields: { 'DEF FRONT': 'Under', 'OFF STR': 'L', 'Kick Yds': '12', Tempo: 'Slow' } },
      }),
    ];

    const mapping = mapSheetToCards(parseCsvSheet(toCsv(buildExportSheet(old))), [{ cardNumber: 1, fileName: 'Clip 1.mp4' }]);

    expect(mapping.warnings).toEqual([]);
    expect(mapping.assignments[0]).toMatchObject({
      breakdown: { playNumber: 1, odkm: 'D', front: 'Under', strength: 'L', kickYards: 12 },
      customFields: { Tempo: 'Slow' },
    });
  });
});
