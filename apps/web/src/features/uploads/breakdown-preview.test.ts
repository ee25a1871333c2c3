import { describe, expect, it } from 'vitest';
import { parseCsv, previewOfRows } from './breakdown-preview';

describe('the upload page preview of a breakdown sheet', () => {
  it("counts the rows per ODK and names each side's most frequent formations and plays", () => {
    const rows = parseCsv(
      [
        'PLAY #,ODK,OFF FORM,OFF PLAY',
        '1,O,TRIPS RT,INSIDE ZONE',
        '2,O,TRIPS RT,"SMASH, ""HOT"""',
        '3,D,DOUBLES,POWER',
        '4,K,,',
        '5,d,DOUBLES,POWER',
        '6,S,,',
      ].join('\r\n'),
    );

    const preview = previewOfRows('game.csv', rows);

    expect(preview).toEqual({
      fileName: 'game.csv',
      counts: { O: 2, D: 2, K: 1, other: 1 },
      O: { formations: ['TRIPS RT (2)'], plays: ['INSIDE ZONE (1)', 'SMASH, "HOT" (1)'] },
      D: { formations: ['DOUBLES (2)'], plays: ['POWER (2)'] },
    });
  });

  it("reads a European sheet's ';' and answers null without an ODK column", () => {
    expect(parseCsv('ODK;OFF FORM\nO;ACE\n')).toEqual([
      ['ODK', 'OFF FORM'],
      ['O', 'ACE'],
    ]);
    expect(
      previewOfRows('x.csv', [
        ['PLAY #', 'DN'],
        ['1', '1'],
      ]),
    ).toBeNull();
  });
});
