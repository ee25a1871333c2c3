import { describe, expect, it } from 'vitest';
import { clipNumber, mapSheetToCards, matchHeader, parseYardLine, type CardToMatch, type SheetRows } from './breakdown-sheet';
import { parseCsvSheet } from './breakdown-csv';
import { parseSportscodeXml } from './breakdown-sportscode-xml';

function clips(...fileNames: string[]): CardToMatch[] {
  return fileNames.map((fileName, index) => ({ cardNumber: index + 1, fileName }));
}

describe('matching sheet headers tolerantly', () => {
  it.each([
    ['PLAY #', 'playNumber'],
    ['Play#', 'playNumber'],
    ['play_number', 'playNumber'],
    ['ODK', 'odkm'],
    ['QTR', 'quarter'],
    ['Quarter', 'quarter'],
    ['DN', 'down'],
    ['Down', 'down'],
    ['DIST', 'distance'],
    ['Distance', 'distance'],
    ['HASH', 'hash'],
    ['YARD LN', 'yardLine'],
    ['Yard Line', 'yardLine'],
    ['YARDLN', 'yardLine'],
    ['PERSONNEL', 'personnel'],
    ['PERS', 'personnel'],
    ['OFF FORM', 'formation'],
    ['Formation', 'formation'],
    ['OFF PLAY', 'concept'],
    ['Play', 'concept'],
    ['Concept', 'concept'],
    ['PLAY TYPE', 'playType'],
    ['PLAY DIR', 'playDirection'],
    ['RESULT', 'result'],
    ['GN/LS', 'gainLoss'],
    ['Gain/Loss', 'gainLoss'],
    ['COVERAGE', 'coverage'],
    ['BLITZ', 'pressure'],
    ['Pressure', 'pressure'],
    ['COMMENTS', 'notes'],
    ['Notes', 'notes'],
    ['off str', 'strength'],
    ['OFF STR', 'strength'],
    ['Backfield', 'backfield'],
    ['MOTION', 'motion'],
    ['Motion Dir', 'motionDirection'],
    ['DEF FRONT', 'front'],
    ['Front', 'front'],
    ['def_front', 'front'],
    ['DEF_FRONT', 'front'],
    ['def stunt', 'stunt'],
    ['DEF PERS', 'personnelDefense'],
    ['Def Personnel', 'personnelDefense'],
    ['KICK TYPE', 'kickType'],
    ['KICK YDS', 'kickYards'],
    ['Kick Yards', 'kickYards'],
    ['KICK DIST', 'kickYards'],
    ['HANG', 'hangTime'],
    ['Hang Time', 'hangTime'],
    ['RET YDS', 'returnYards'],
    ['Return Yards', 'returnYards'],
    ['RET', 'returnYards'],
    ['GAP', 'runGap'],
    ['Run Gap', 'runGap'],
    ['HOLE', 'runGap'],
    ['GAME', 'game'],
    ['GAME #', 'game'],
    ['Opponent', 'game'],
  ])('reads "%s" as the %s field', (header, field) => {
    expect(matchHeader(header)).toEqual({ kind: 'field', field });
  });

  it("reads Scout's 'RESULT (custom)' back into the custom field RESULT, not the result field", () => {
    expect(matchHeader('RESULT (custom)')).toEqual({ kind: 'custom', key: 'RESULT' });
    expect(matchHeader(' Def Front (Custom) ')).toEqual({ kind: 'custom', key: 'Def Front' });
  });

  it('keeps the Hudl column SERIES as the custom field SERIES, for want of a breakdown field', () => {
    expect(matchHeader('Series')).toEqual({ kind: 'custom', key: 'SERIES' });
  });

  it('keeps an unknown column under its own header', () => {
    expect(matchHeader(' Tempo ')).toEqual({ kind: 'custom', key: 'Tempo' });
  });
});

describe('reading signed yard lines', () => {
  it.each([
    ['-35', -35],
    ['−35', -35],
    ['Own 35', -35],
    ['+20', 20],
    ['20', 20],
    ['Opp 20', 20],
    ['50', 50],
    ['-50', 50],
    ['Midfield', 50],
  ])('reads "%s" as %i', (text, yardLine) => {
    expect(parseYardLine(text)).toBe(yardLine);
  });

  it('returns text that is no yard line at all as unreadable', () => {
    expect(parseYardLine('red zone')).toBeNull();
  });

  it("refuses the ambiguous 'O35' (own or opponent?) rather than guess a side", () => {
    expect(parseYardLine('O35')).toBeNull();
  });
});

describe('mapping a breakdown sheet onto the cards', () => {
  it('coerces a Hudl row into the breakdown fields and keeps the rest as custom fields', () => {
    const sheet: SheetRows = {
      headers: [
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
        'OFF PLAY',
        'PLAY TYPE',
        'RESULT',
        'GN/LS',
        'COVERAGE',
        'BLITZ',
        'COMMENTS',
        'Tempo',
      ],
      rows: [
        [
          '1',
          'o',
          '1',
          '3',
          '1st',
          '10',
          'left',
          '-25',
          '11',
          'Trips Right',
          'Inside Zone',
          'run',
          'rush',
          '+4',
          'Cover 3',
          'Fire Zone',
          'Cut back',
          'Fast',
        ],
      ],
    };

    const mapping = mapSheetToCards(sheet, clips('Clip 001.mp4'));

    expect(mapping.warnings).toEqual([]);
    expect(mapping.assignments).toEqual([
      {
        cardNumber: 1,
        sheetRow: 2,
        breakdown: {
          playNumber: 1,
          odkm: 'O',
          quarter: 1,
          down: 1,
          distance: 10,
          hash: 'L',
          yardLine: -25,
          personnel: '11',
          formation: 'Trips Right',
          concept: 'Inside Zone',
          playType: 'Run',
          result: 'Rush',
          gainLoss: 4,
          coverage: 'Cover 3',
          pressure: 'Fire Zone',
          notes: 'Cut back',
        },
        customFields: { SERIES: '3', Tempo: 'Fast' },
      },
    ]);
  });

  it('keeps values that break the shared rules as custom fields, with a warning for each', () => {
    const sheet: SheetRows = {
      headers: ['PLAY #', 'DN', 'YARD LN', 'PERS', 'HASH', 'PLAY TYPE', 'DIST'],
      rows: [['1', '5', '+60', '33', 'X', 'Trick', 'G']],
    };

    const mapping = mapSheetToCards(sheet, clips('Clip 1.mp4'));

    expect(mapping.assignments[0]?.breakdown).toEqual({ playNumber: 1 });
    expect(mapping.assignments[0]?.customFields).toEqual({
      DN: '5',
      'YARD LN': '+60',
      PERS: '33',
      HASH: 'X',
      'PLAY TYPE': 'Trick',
      DIST: 'G',
    });
    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      'Row 2, DN "5": Down is 1 to 4. Kept as a custom field.',
      'Row 2, YARD LN "+60": Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side). Kept as a custom field.',
      'Row 2, PERS "33": Personnel is two digits: backs then tight ends (11, 12, 21 …). Kept as a custom field.',
      'Row 2, HASH "X": Hash must be L, M or R. Kept as a custom field.',
      'Row 2, PLAY TYPE "Trick": Play type must be one of the standard play types. Kept as a custom field.',
      'Row 2, DIST "G": "G" is not a whole number. Kept as a custom field.',
    ]);
    expect(mapping.warnings[0]).toMatchObject({ row: 2, header: 'DN', value: '5' });
  });

  it('fills a field from the first column that means it, and keeps a second one under its own header', () => {
    const sheet: SheetRows = { headers: ['Notes', 'COMMENTS', '', 'Notes'], rows: [['a', 'b', 'c', 'd']] };

    const mapping = mapSheetToCards(sheet, clips('Clip 1.mp4'));

    expect(mapping.assignments[0]?.breakdown).toEqual({ notes: 'a' });
    expect(mapping.assignments[0]?.customFields).toEqual({ COMMENTS: 'b', 'Column 3': 'c', Notes: 'd' });
  });

  it("matches by the number in the clip's file name when the sheet's PLAY # holds those numbers", () => {
    const csv = 'PLAY #,OFF PLAY\n12,Power\n10,Smash\n11,Mesh\n';
    const cards = clips('Wide - Clip 010.mp4', 'Wide - Clip 011.mp4', 'Wide - Clip 012.mp4');

    const mapping = mapSheetToCards(parseCsvSheet(csv), cards);

    expect(mapping.matchedBy).toBe('play-number');
    expect(mapping.assignments.map((a) => [a.cardNumber, a.breakdown.concept])).toEqual([
      [1, 'Smash'],
      [2, 'Mesh'],
      [3, 'Power'],
    ]);
    expect(mapping.warnings).toEqual([]);
  });

  it('leaves one card without a breakdown when a row was deleted, instead of shifting the rest', () => {
    const csv = 'PLAY #,OFF PLAY\n1,Power\n3,Mesh\n4,Stick\n';
    const cards = clips('Clip 1.mp4', 'Clip 2.mp4', 'Clip 3.mp4', 'Clip 4.mp4');

    const mapping = mapSheetToCards(parseCsvSheet(csv), cards);

    expect(mapping.matchedBy).toBe('play-number');
    expect(mapping.assignments.map((a) => [a.cardNumber, a.breakdown.concept])).toEqual([
      [1, 'Power'],
      [3, 'Mesh'],
      [4, 'Stick'],
    ]);
    expect(mapping.warnings.map((warning) => warning.message)).toEqual(['Card 2 (Clip 2.mp4) has no breakdown: no row has PLAY # 2.']);
  });

  it('matches by order when PLAY # restarts for a second game, and says why', () => {
    const csv = 'PLAY #,OFF PLAY\n1,Power\n2,Mesh\n1,Stick\n';
    const cards = clips('Clip 1.mp4', 'Clip 2.mp4', 'Clip 3.mp4');

    const mapping = mapSheetToCards(parseCsvSheet(csv), cards);

    expect(mapping.matchedBy).toBe('order');
    expect(mapping.assignments.map((a) => [a.cardNumber, a.breakdown.concept])).toEqual([
      [1, 'Power'],
      [2, 'Mesh'],
      [3, 'Stick'],
    ]);
    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      'Rows were matched to clips by order, not by PLAY #, because PLAY # values repeat (more than one game in the sheet?).',
    ]);
  });

  it('matches by order when the clips carry no numbers, and reports rows and cards left over', () => {
    const sheet: SheetRows = { headers: ['OFF PLAY'], rows: [['Power'], [''], ['Mesh'], ['Stick']] };
    const cards = clips('Opening drive.mp4', 'Screen.mp4');

    const mapping = mapSheetToCards(sheet, cards);

    expect(mapping.matchedBy).toBe('order');
    expect(mapping.assignments.map((a) => [a.cardNumber, a.sheetRow, a.breakdown.concept])).toEqual([
      [1, 2, 'Power'],
      [2, 4, 'Mesh'],
    ]);
    expect(mapping.warnings.map((warning) => warning.message)).toEqual(['Row 5 matches no clip and was not used.']);
  });

  it('matches by order when too few clip numbers appear under PLAY #', () => {
    const csv = 'PLAY #,OFF PLAY\n101,Power\n102,Mesh\n';
    const cards = clips('Clip 1.mp4', 'Clip 2.mp4', 'Clip 3.mp4');

    const mapping = mapSheetToCards(parseCsvSheet(csv), cards);

    expect(mapping.matchedBy).toBe('order');
    expect(mapping.warnings.map((warning) => warning.message)).toEqual([
      'Rows were matched to clips by order, not by PLAY #, because only 0 of 3 clip numbers appear under PLAY #.',
      'Card 3 (Clip 3.mp4) has no breakdown: the sheet has fewer rows than there are clips.',
    ]);
  });

  it('maps a Sportscode export through the same rules', () => {
    const xml = `<file><ALL_INSTANCES>
      <instance><ID>1</ID><start>0</start><end>6</end><code>Offense</code>
        <label><group>DN</group><text>3</text></label><label><group>DIST</group><text>4</text></label>
        <label><group>Coverage</group><text>Cover 1</text></label></instance>
    </ALL_INSTANCES></file>`;

    const mapping = mapSheetToCards(parseSportscodeXml(xml), clips('Clip 1.mp4'));

    expect(mapping.assignments[0]?.breakdown).toEqual({ down: 3, distance: 4, coverage: 'Cover 1' });
    expect(mapping.assignments[0]?.customFields).toEqual({ ID: '1', start: '0', end: '6', code: 'Offense' });
  });

  it('warns once, and assigns nothing, when the sheet has no rows', () => {
    const mapping = mapSheetToCards({ headers: ['PLAY #'], rows: [] }, clips('Clip 1.mp4'));

    expect(mapping.assignments).toEqual([]);
    expect(mapping.warnings.map((warning) => warning.message)).toEqual(['The breakdown sheet has no rows; the cards have no breakdown.']);
  });

  it('reads the clip number from the end of the file name', () => {
    expect(clipNumber('Game 2 - Wide - Clip 012.mp4')).toBe(12);
    expect(clipNumber('IMG_0042.MOV')).toBe(42);
    expect(clipNumber('Opening drive.mp4')).toBeNull();
  });
});

describe('what the import summary reads of a sheet', () => {
  it('lists the columns recognised and kept, and each value not recognised with the cards it is on', () => {
    const csv = [
      'PLAY #,ODK,RESULT,GAP,Coach Note,RESULT,GN/LS',
      '1,O,Rush,B,watch 52,Rush,4',
      '2,O,Big Gain,A,,Rush,12',
      '3,O,Complete,,,Complete,lots',
      '4,O,Big Gain,C,,Rush TD,9',
      '5,O,Big Gain,,,,1',
    ].join('\n');
    const cards = clips('Clip 1.mp4', 'Clip 2.mp4', 'Clip 3.mp4', 'Clip 4.mp4');

    const { read, assignments } = mapSheetToCards(parseCsvSheet(csv), cards);

    expect(read.playsRead).toBe(5);
    expect(read.columnsRecognised.map(({ header, label }) => `${header} → ${label}`)).toEqual([
      'PLAY # → Play #',
      'ODK → ODK',
      'RESULT → Result',
      'GAP → Run gap',
      'GN/LS → Gain/loss',
    ]);
    expect(read.columnsKept).toEqual(['Coach Note', 'RESULT']);
    expect(read.unreadValues).toEqual([
      { header: 'RESULT', value: 'Big Gain', reason: 'not one of the RESULT values Scout knows', cardNumbers: [2, 4], rowsWithoutCard: 1 },
      { header: 'GN/LS', value: 'lots', reason: '"lots" is not a whole number', cardNumbers: [3], rowsWithoutCard: 0 },
    ]);
    expect(assignments.find((assignment) => assignment.cardNumber === 2)?.breakdown.runGap).toBe('A');
    expect(read.sheetNotes).toEqual(['Row 6 (PLAY # 5) matches no clip and was not used.']);
    expect(read.games).toEqual([]);
    expect(read.gamesFrom).toBeNull();
  });

  it("names the games 'Game 1', 'Game 2' where PLAY # starts again and the sheet has no GAME column", () => {
    const csv = 'PLAY #,QTR,OFF PLAY\n1,1,Power\n2,,Mesh\n1,1,Stick\n2,2,Dive\n3,,Sweep\n';

    const { read, assignments } = mapSheetToCards(parseCsvSheet(csv), clips('a.mp4', 'b.mp4', 'c.mp4', 'd.mp4', 'e.mp4'));

    expect(assignments.map((a) => [a.breakdown.game, a.breakdown.quarter])).toEqual([
      ['Game 1', 1],
      ['Game 1', 1],
      ['Game 2', 1],
      ['Game 2', 2],
      ['Game 2', 2],
    ]);
    expect(read.games).toEqual([
      { name: 'Game 1', plays: 2 },
      { name: 'Game 2', plays: 3 },
    ]);
    expect(read.gamesFrom).toBe('play-numbers');
  });

  it('takes the games from a GAME or OPPONENT column as written, and names none in a sheet of one game', () => {
    const withColumn = 'PLAY #,OPPONENT\n1,Utah\n2,Utah\n1,ASU\n';
    const { read, assignments } = mapSheetToCards(parseCsvSheet(withColumn), clips('a.mp4', 'b.mp4', 'c.mp4'));
    expect(assignments.map((a) => a.breakdown.game)).toEqual(['Utah', 'Utah', 'ASU']);
    expect(read.games).toEqual([
      { name: 'Utah', plays: 2 },
      { name: 'ASU', plays: 1 },
    ]);
    expect(read.gamesFrom).toBe('column');

    const oneGame = mapSheetToCards(parseCsvSheet('PLAY #,OFF PLAY\n1,Power\n2,Mesh\n'), clips('Clip 1.mp4', 'Clip 2.mp4'));
    expect(oneGame.assignments.map((a) => a.breakdown.game)).toEqual([undefined, undefined]);
    expect(oneGame.read.gamesFrom).toBeNull();
  });
});
