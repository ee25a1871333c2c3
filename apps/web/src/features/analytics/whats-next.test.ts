import {
  backtest,
  preparePredictor,
  predictSituation,
  type Backtest,
  type BacktestScore,
  type TendencyInput,
} from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import { indexInputs } from './analytics-view';
import { backtestFor, predictorFor } from './prepared-predictor';
import { EMPTY_SITUATION, rowFillsSituation } from './situation-fill';
import {
  backtestDetails,
  callSheetRows,
  formOfInput,
  formPatchOfRow,
  intervalText,
  predictionWords,
  scoreDifferenceLabel,
  situationOfForm,
  situationOptions,
} from './whats-next';

function play(cardNumber: number, breakdown: Record<string, unknown>): TendencyInput {
  return { cardId: `c${cardNumber}`, cardNumber, reportId: 'r1', breakdown };
}

/**
 * Five offensive plays and a defensive snap, by hand:
 *  1  1st & 10  own 25   L  Trips    11  Inside Zone  Run   4
 *  2  3rd & 8   own 29   L  Trips    11  Smash        Pass  9   (Q4 1:45, score 14-21)
 *  3  3rd & 8   opp 18   R  Doubles  10  Mesh         Pass  0
 *  4  2nd & 6   opp 4    M  Trips    11  Smash        Pass  6
 *  5  3rd & 2   midfield R  Trips    11  Power        Run   3
 *  6  ODK D: 1st & 10, faced Empty, pressure Mike
 * Offense: 5 snaps, 3 passes. All plays' pass rate shrunk to the 50 % prior with m = 10: (3 + 5) / 15 = 53.3 %.
 * 3rd & 7+ has plays 2 and 3, both passes: (2 + 10 × 8/15) / 12 = 61.1 %.
 */
const PLAYS: TendencyInput[] = [
  play(1, {
    down: 1,
    distance: 10,
    yardLine: -25,
    hash: 'L',
    formation: 'Trips',
    personnel: '11',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 4,
  }),
  play(2, {
    down: 3,
    distance: 8,
    yardLine: -29,
    hash: 'L',
    formation: 'Trips',
    personnel: '11',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 9,
    quarter: 4,
    time: '1:45',
    scoreBefore: '14-21',
  }),
  play(3, {
    down: 3,
    distance: 8,
    yardLine: 18,
    hash: 'R',
    formation: 'Doubles',
    personnel: '10',
    concept: 'Mesh',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
  }),
  play(4, {
    down: 2,
    distance: 6,
    yardLine: 4,
    hash: 'M',
    formation: 'trips',
    personnel: '11',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 6,
  }),
  play(5, {
    down: 3,
    distance: 2,
    yardLine: 50,
    hash: 'R',
    formation: 'Trips',
    personnel: '11',
    concept: 'Power',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 3,
  }),
  play(6, { odkm: 'D', down: 1, distance: 10, formation: 'Empty', personnel: '10', front: 'Over', coverage: 'Cover 3', pressure: 'Mike' }),
];
const INDEX = indexInputs(PLAYS);

describe("What's next: the selects", () => {
  it('offers only the values the side’s plays have, names by use and each once whatever its case', () => {
    // Act
    const offense = situationOptions(PLAYS, 'offense');
    const defense = situationOptions(PLAYS, 'defense');

    // Assess
    expect(offense).toEqual({
      downs: [1, 2, 3],
      distances: [2, 6, 8, 10],
      fieldZones: ['open-field', 'red-zone', 'goal-line'],
      hashes: ['L', 'M', 'R'],
      clock: true,
      scoreDifferences: [-7],
      formations: ['Trips', 'Doubles'],
      personnel: ['11', '10'],
    });
    expect(defense.formations).toEqual(['Empty']);
    expect(defense.clock).toBe(false);
    expect(scoreDifferenceLabel(-7)).toBe('Behind by 7');
    expect(scoreDifferenceLabel(0)).toBe('Tied');
  });

  it('a play fills every select with what was known before its snap', () => {
    // Act
    const form = formOfInput(PLAYS[1] as TendencyInput);

    // Assess: own 29 is open field; 1:45 of the 4th quarter is the two-minute situation; 14-21 is behind by 7.
    expect(form).toEqual({
      down: 3,
      distance: 8,
      fieldZone: 'open-field',
      hash: 'L',
      twoMinute: true,
      scoreDifference: -7,
      formation: 'Trips',
      personnel: '11',
    });
    expect(formOfInput(PLAYS[0] as TendencyInput).twoMinute).toBeNull();
  });

  it('a distance without a down is not part of the situation', () => {
    expect(situationOfForm({ ...EMPTY_SITUATION, distance: 8 }).distance).toBeNull();
    expect(situationOfForm({ ...EMPTY_SITUATION, down: 3, distance: 8 })).toMatchObject({ down: 3, distance: 8 });
  });
});

describe("What's next: a table's row fills the situation", () => {
  it('a down & distance row fills the down and distance its plays were most often in', () => {
    expect(formPatchOfRow('down-distance', { key: 'third-long', cardIds: ['c2', 'c3'] }, INDEX)).toEqual({ down: 3, distance: 8 });
    // The 3rd-down total: 3rd & 8 twice, 3rd & 2 once.
    expect(formPatchOfRow('down-distance', { key: 'third-total', cardIds: ['c5', 'c2', 'c3'] }, INDEX)).toEqual({ down: 3, distance: 8 });
  });

  it('situations fill their field zone or the two-minute; a formation or personnel row its most used value', () => {
    expect(formPatchOfRow('situations', { key: 'red-zone-and-in', cardIds: ['c3', 'c4'] }, INDEX)).toEqual({ fieldZone: 'red-zone' });
    expect(formPatchOfRow('situations', { key: 'two-minute', cardIds: ['c2'] }, INDEX)).toEqual({ twoMinute: true });
    expect(formPatchOfRow('field-zones', { key: 'goal-line', cardIds: ['c4'] }, INDEX)).toEqual({ fieldZone: 'goal-line' });
    // A grouped row (TRIPS) fills its most used formation name.
    expect(formPatchOfRow('formations', { key: 'TRIPS', cardIds: ['c1', 'c2', 'c4', 'c5'] }, INDEX)).toEqual({ formation: 'Trips' });
    expect(formPatchOfRow('personnel', { key: '10', cardIds: ['c3'] }, INDEX)).toEqual({ personnel: '10' });
    expect(formPatchOfRow('hash', { key: 'L', cardIds: ['c1', 'c2'] }, INDEX)).toEqual({ hash: 'L' });
  });

  it('rows that are no situation fill nothing: calls, a row without a value, the first play of a drive', () => {
    expect(rowFillsSituation('concepts', 'Smash')).toBe(false);
    expect(rowFillsSituation('formations', 'null')).toBe(false);
    expect(rowFillsSituation('situations', 'first-play-of-drive')).toBe(false);
    expect(rowFillsSituation('down-distance', 'third-long')).toBe(true);
    expect(formPatchOfRow('fronts', { key: 'Over', cardIds: ['c6'] }, INDEX)).toBeNull();
  });
});

describe("What's next: the prediction in words", () => {
  it('says run/pass, the calls and the gain, each with its interval and n, and the levels it drew on', () => {
    // Act
    const words = predictionWords(predictSituation(PLAYS, { down: 3, distance: 8 }));

    // Assess: 61.1 % pass by hand (see PLAYS), on the 2 plays of 3rd & 7+.
    const [run, pass, gain] = words.figures;
    expect(pass).toMatchObject({ label: 'Pass', value: '61%' });
    expect(pass?.detail).toMatch(/^\d+–\d+% · 2 plays$/);
    expect(run).toMatchObject({ label: 'Run', value: '39%' });
    expect(gain?.label).toBe('Expected gain');
    // All plays' mean gain 4.4; 3rd & 7+: (9 + 0 + 10 × 4.4) / 12 = 4.4.
    expect(gain?.value).toBe('4.4 yds');
    expect(words.lists[0]?.label).toBe('Likeliest calls');
    expect(words.lists[0]?.items).toHaveLength(3);
    // Smash and Mesh once each of the 2 plays; Inside Zone (from all plays) not among them.
    expect(words.lists[0]?.items[2]).toMatch(/^Inside Zone \d+% \(\d+–\d+%\) · not in these plays$/);
    expect(words.lists[0]?.items[0]).toMatch(/ · 1 of 2$/);
    expect(words.reasons).toBe('3rd & 7+: 2 plays (pass 2); all plays: 5 plays (pass 3).');
    expect(words.plays.cardIds).toEqual(['c2', 'c3']);
    expect(words.description).toBe('3rd & 8');
  });

  it('for a defense: pressure, the likely front and coverage', () => {
    const words = predictionWords(predictSituation(PLAYS, {}, { side: 'defense' }));
    expect(words.figures.map((figure) => figure.label)).toEqual(['Pressure']);
    // 1 pressure of 1 snap toward the 30 % prior: (1 + 3) / 11 = 36 %.
    expect(words.figures[0]?.value).toBe('36%');
    expect(words.lists.map((list) => list.label)).toEqual(['Likely front', 'Likely coverage']);
    expect(words.lists[0]?.items[0]).toMatch(/^Over 9% \(/);
  });

  it('an interval reads low–high %', () => {
    expect(intervalText({ low: 0.482, high: 0.751 })).toBe('48–75%');
  });
});

describe('the call sheet', () => {
  it('has a row per call-sheet situation; one without plays of its own says so and reads all plays', () => {
    // Act
    const rows = callSheetRows(preparePredictor(PLAYS));

    // Assess
    expect(rows.map((row) => row.label)).toEqual([
      '1st & 10',
      '2nd & long (7+)',
      '2nd & medium (4–6)',
      '2nd & short (1–3)',
      '3rd & long (7+)',
      '3rd & medium (4–6)',
      '3rd & short (1–3)',
      'Red zone (+20 to +6)',
      'Goal line (+5 to +1)',
      'Two-minute',
    ]);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    // Calls by hand: all plays Smash 2/15, Mesh 1/15 (the prior's weight on 'not seen yet'); 3rd & 7+ has one of
    // each: Smash (1 + 10 × 2/15) / 12 = 19 %, Mesh (1 + 10 × 1/15) / 12 = 14 %.
    expect(byKey.get('third-long')).toMatchObject({
      n: 2,
      fallback: false,
      name: '3rd & long',
      range: '7+',
      cells: ['39%', '61%', 'Smash 19%, Mesh 14%', '4.4'],
    });
    expect(byKey.get('second-long')).toMatchObject({ n: 0, fallback: true, cells: ['47%', '53%', expect.any(String), '4.4'] });
    expect(byKey.get('first-10')).toMatchObject({ name: '1st & 10', range: null });
    expect(byKey.get('two-minute')).toMatchObject({ n: 1, fallback: false });
  });
});

describe('the predictor and backtest the panel and its call sheet share', () => {
  it('are made once per list of plays, side and rules, and answer as freshly made ones do', () => {
    // Arrange
    const plays = [...PLAYS];

    // Act
    const first = predictorFor(plays, 'offense');

    // Assess
    expect(predictorFor(plays, 'offense')).toBe(first);
    expect(predictorFor(plays, 'defense')).not.toBe(first);
    expect(predictorFor([...PLAYS], 'offense')).not.toBe(first);
    expect(predictSituation(plays, { down: 3, distance: 8 })).toEqual(first.predict({ down: 3, distance: 8 }));
    expect(backtestFor(plays, 'offense')).toBe(backtestFor(plays, 'offense'));
    expect(backtestFor(plays, 'offense').enough).toBe(false);
  });
});

describe("the backtest's scores in full", () => {
  const bins = (filled: Record<number, { n: number; predicted: number; observed: number }>): BacktestScore['calibration'] =>
    Array.from({ length: 10 }, (_, index) => ({
      from: index / 10,
      to: (index + 1) / 10,
      n: filled[index]?.n ?? 0,
      predicted: filled[index]?.predicted ?? null,
      observed: filled[index]?.observed ?? null,
    }));
  const score = (accuracy: number, logLoss: number, brier: number, calibration = bins({})): BacktestScore => ({
    n: 40,
    accuracy,
    logLoss,
    brier,
    calibration,
  });
  const RESULT: Backtest = {
    side: 'offense',
    target: 'pass',
    games: [
      { label: 'Week 1', n: 22, right: 15, downDistanceRight: 13 },
      { label: 'Week 2', n: 18, right: 13, downDistanceRight: 11 },
    ],
    enough: true,
    n: 40,
    predictor: score(
      0.7,
      0.58321,
      0.2012,
      bins({ 3: { n: 12, predicted: 0.348, observed: 0.25 }, 6: { n: 28, predicted: 0.6549, observed: 0.75 } }),
    ),
    overall: score(0.55, 0.68, 0.244),
    downDistance: score(0.6, 0.6012, 0.2209),
    beatsBaselines: true,
  };

  it("sets Scout's accuracy, log loss and Brier score beside the baselines', and the bins with plays", () => {
    // Act
    const details = backtestDetails(RESULT);

    // Assess
    expect(details).toEqual({
      caption: 'Run/pass calls on 2 games, 40 plays',
      scores: [
        { name: 'Scout', accuracy: '70%', logLoss: '0.583', brier: '0.201' },
        { name: 'Down-and-distance rate', accuracy: '60%', logLoss: '0.601', brier: '0.221' },
        { name: 'Overall rate', accuracy: '55%', logLoss: '0.680', brier: '0.244' },
      ],
      calibrationHeading: 'Predicted pass',
      calibration: [
        { range: '30–40%', n: 12, predicted: '35%', observed: '25%' },
        { range: '60–70%', n: 28, predicted: '65%', observed: '75%' },
      ],
    });
  });

  it("names a defense's pressure calls and snaps, and there is nothing to show without two games", () => {
    // Act
    const defense = backtestDetails({ ...RESULT, side: 'defense', target: 'pressure' });

    // Assess
    expect(defense?.caption).toBe('Pressure calls on 2 games, 40 snaps');
    expect(defense?.calibrationHeading).toBe('Predicted pressure');
    expect(backtestDetails(backtest(PLAYS))).toBeNull();
  });
});
