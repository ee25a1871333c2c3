import { describe, expect, it } from 'vitest';
import {
  EMPTY_BREAKDOWN_FILTER,
  breakdownFilterOptions,
  distanceBucketOf,
  fieldZoneOf,
  filterPlays,
  formatBreakdownFilter,
  isEmptyBreakdownFilter,
  parseBreakdownFilter,
  parsePlayList,
  formatPlayList,
  type BreakdownFilter,
  type FilterablePlay,
} from './breakdown-filters';

const filter = (parts: Partial<BreakdownFilter>): BreakdownFilter => ({ ...EMPTY_BREAKDOWN_FILTER, ...parts });

const PLAYS: (FilterablePlay & { id: number })[] = [
  {
    id: 1,
    down: 1,
    distance: 10,
    hash: 'L',
    yardLine: -25,
    formation: 'Trips Right',
    personnel: '11',
    playType: 'Run',
    concept: 'Inside Zone',
    result: 'Rush',
  },
  {
    id: 2,
    down: 2,
    distance: 8,
    hash: 'M',
    yardLine: -28,
    formation: 'trips right ',
    personnel: '11',
    playType: 'Pass',
    concept: 'Smash',
    result: 'Incomplete',
  },
  {
    id: 3,
    down: 3,
    distance: 8,
    hash: 'R',
    yardLine: 18,
    formation: 'Doubles',
    personnel: '12',
    playType: 'Pass',
    playConcept: 'Mesh',
    result: 'Complete',
  },
  {
    id: 4,
    down: 4,
    distance: 2,
    hash: 'R',
    yardLine: 3,
    formation: 'I-Form',
    personnel: '21',
    playType: 'Run',
    concept: 'Power',
    result: 'Rush TD',
  },
  { id: 5, down: null, distance: null, hash: 'M', yardLine: -35, formation: 'Punt', playType: 'Punt', result: 'Downed' },
];
const ids = (plays: { id: number }[]) => plays.map((play) => play.id);

describe('down & distance buckets', () => {
  it.each([
    [1, 10, 'first-10-plus'],
    [1, 15, 'first-10-plus'],
    [1, 9, 'first-under-10'],
    [2, 7, 'long'],
    [3, 6, 'medium'],
    [3, 4, 'medium'],
    [2, 3, 'short'],
    [3, 1, 'short'],
    [4, 12, 'fourth'],
    [4, null, 'fourth'],
    [null, 10, null],
    [2, null, null],
  ])('down %s and %s to go is %s', (down, distance, bucket) => {
    expect(distanceBucketOf({ down, distance })).toBe(bucket);
  });
});

describe('field zones', () => {
  it.each([
    [-1, 'backed-up'],
    [-10, 'backed-up'],
    [-11, 'coming-out'],
    [-20, 'coming-out'],
    [-21, 'open-field'],
    [50, 'open-field'],
    [40, 'open-field'],
    [39, 'fringe'],
    [21, 'fringe'],
    [20, 'red-zone'],
    [6, 'red-zone'],
    [5, 'goal-line'],
    [1, 'goal-line'],
    [0, null],
    [null, null],
    ['20', null],
  ])('yard line %s is %s', (yardLine, zone) => {
    expect(fieldZoneOf(yardLine)).toBe(zone);
  });
});

describe('filtering plays', () => {
  it('keeps every play with an empty filter', () => {
    expect(ids(filterPlays(PLAYS, EMPTY_BREAKDOWN_FILTER))).toEqual([1, 2, 3, 4, 5]);
    expect(isEmptyBreakdownFilter(EMPTY_BREAKDOWN_FILTER)).toBe(true);
  });

  it('matches any value within a dimension and every dimension across them', () => {
    expect(ids(filterPlays(PLAYS, filter({ downs: [3, 4] })))).toEqual([3, 4]);
    expect(ids(filterPlays(PLAYS, filter({ downs: [2, 3], playTypes: ['Pass'], hashes: ['R'] })))).toEqual([3]);
  });

  it('matches free-text names whatever their case or spaces, and a concept from either concept field', () => {
    expect(ids(filterPlays(PLAYS, filter({ formations: ['TRIPS RIGHT'] })))).toEqual([1, 2]);
    expect(ids(filterPlays(PLAYS, filter({ concepts: ['mesh', 'Power'] })))).toEqual([3, 4]);
  });

  it('filters by bucket and zone, leaving out plays without a down or a yard line', () => {
    expect(ids(filterPlays(PLAYS, filter({ distanceBuckets: ['long'] })))).toEqual([2, 3]);
    expect(ids(filterPlays(PLAYS, filter({ fieldZones: ['red-zone', 'goal-line'] })))).toEqual([3, 4]);
    expect(ids(filterPlays(PLAYS, filter({ downs: [1, 2, 3, 4] })))).toEqual([1, 2, 3, 4]);
  });

  it('filters by side: ODK with the play type, a kick by its type whatever its ODK, no ODK an offense’s, S none', () => {
    const sided = [
      { id: 1, odkm: 'O', playType: 'Run' },
      { id: 2, odkm: 'D', playType: 'Pass' },
      { id: 3, odkm: 'K', playType: null },
      { id: 4, odkm: 'O', playType: 'Punt' },
      { id: 5, odkm: 'D', playType: 'Punt Rec' },
      { id: 6, odkm: null, playType: 'Pass' },
      { id: 7, odkm: 'S', playType: null },
    ];
    expect(ids(filterPlays(sided, filter({ sides: ['offense'] })))).toEqual([1, 6]);
    expect(ids(filterPlays(sided, filter({ sides: ['defense'] })))).toEqual([2]);
    expect(ids(filterPlays(sided, filter({ sides: ['special-teams'] })))).toEqual([3, 4, 5]);
    expect(ids(filterPlays(sided, filter({ sides: ['offense', 'defense'] })))).toEqual([1, 2, 6]);
    expect(ids(filterPlays(sided, EMPTY_BREAKDOWN_FILTER))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(breakdownFilterOptions(sided).sides).toEqual([
      { value: 'offense', count: 2 },
      { value: 'defense', count: 1 },
      { value: 'special-teams', count: 3 },
    ]);
  });

  it('filters by personnel and result', () => {
    expect(ids(filterPlays(PLAYS, filter({ personnel: ['11'] })))).toEqual([1, 2]);
    expect(ids(filterPlays(PLAYS, filter({ results: ['Rush TD', 'Downed'] })))).toEqual([4, 5]);
  });
});

describe('filter options', () => {
  it('counts each value, in football order for fixed scales and most used first for names', () => {
    const options = breakdownFilterOptions(PLAYS);

    expect(options.downs).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
      { value: 4, count: 1 },
    ]);
    expect(options.hashes).toEqual([
      { value: 'L', count: 1 },
      { value: 'M', count: 2 },
      { value: 'R', count: 2 },
    ]);
    expect(options.formations[0]).toEqual({ value: 'Trips Right', count: 2 });
    expect(options.playTypes.map((option) => option.value)).toEqual(['Run', 'Pass', 'Punt']);
    expect(options.distanceBuckets.map((option) => option.value)).toEqual(['first-10-plus', 'long', 'fourth']);
  });
});

describe('a filter in the page address', () => {
  it('writes one parameter per value and reads it back the same', () => {
    const wanted = filter({
      sides: ['defense'],
      downs: [3, 4],
      distanceBuckets: ['long'],
      formations: ['Trips Right', 'Bunch, Tight'],
      fieldZones: ['red-zone'],
    });

    const query = formatBreakdownFilter(wanted);

    expect(query).toBe('side=defense&down=3&down=4&dist=long&zone=red-zone&form=Trips+Right&form=Bunch%2C+Tight');
    expect(parseBreakdownFilter(query)).toEqual(wanted);
  });

  it('ignores values a fixed dimension does not know, repeats and blanks, and keeps other parameters', () => {
    const parsed = parseBreakdownFilter(
      'side=Special-Teams&side=kicking&down=5&down=2&down=2&dist=huge&hash=l&zone=red-zone&form=%20&type=Run&tab=rows',
    );

    expect(parsed).toEqual(filter({ sides: ['special-teams'], downs: [2], hashes: ['L'], fieldZones: ['red-zone'], playTypes: ['Run'] }));
    expect(formatBreakdownFilter(filter({ downs: [1] }), '?tab=rows&down=4')).toBe('tab=rows&down=1');
    expect(formatBreakdownFilter(filter({ concepts: ['Y-Cross 50%'] }), [['tab', 'a b']])).toBe('tab=a+b&concept=Y-Cross+50%25');
    expect(parseBreakdownFilter('concept=Y-Cross+50%25&form=%E0%A4%A').concepts).toEqual(['Y-Cross 50%']);
  });
});

describe('quarters and games', () => {
  const plays: (FilterablePlay & { id: number })[] = [
    { id: 1, quarter: 1, game: 'Game 1', down: 1 },
    { id: 2, quarter: 4, game: 'Game 1', down: 3 },
    { id: 3, quarter: 1, game: 'game 2 ', down: 3 },
    { id: 4, quarter: 5, game: 'Game 2', down: 2 },
    { id: 5, down: 3 },
  ];

  it('keeps the plays of the quarters and games chosen; a play without one matches neither', () => {
    expect(filterPlays(plays, filter({ quarters: [1] })).map((play) => play.id)).toEqual([1, 3]);
    expect(filterPlays(plays, filter({ quarters: [4, 5] })).map((play) => play.id)).toEqual([2, 4]);
    expect(filterPlays(plays, filter({ games: ['Game 2'] })).map((play) => play.id)).toEqual([3, 4]);
    expect(filterPlays(plays, filter({ games: ['Game 1'], downs: [3] })).map((play) => play.id)).toEqual([2]);
  });

  it('offers quarters in order and games in the order their first play appears, with counts', () => {
    const options = breakdownFilterOptions([{ game: 'Wk 9 vs ASU' }, ...plays]);
    expect(options.quarters).toEqual([
      { value: 1, count: 2 },
      { value: 4, count: 1 },
      { value: 5, count: 1 },
    ]);
    expect(options.games).toEqual([
      { value: 'Wk 9 vs ASU', count: 1 },
      { value: 'Game 1', count: 2 },
      { value: 'game 2', count: 2 },
    ]);
  });

  it('reads and writes them in the page address (qtr, game-name), ignoring quarters that do not exist', () => {
    const chosen = filter({ quarters: [4, 1], games: ['Game 2', 'ASU & Co'] });
    const query = formatBreakdownFilter(chosen);
    expect(query).toBe('qtr=4&qtr=1&game-name=Game+2&game-name=ASU+%26+Co');
    expect(parseBreakdownFilter(query)).toEqual(chosen);
    expect(parseBreakdownFilter('qtr=6&qtr=0&qtr=OT&qtr=2').quarters).toEqual([2]);
    expect(isEmptyBreakdownFilter(filter({ games: ['Game 1'] }))).toBe(false);
  });
});

describe('a play list in the page address', () => {
  it('reads card numbers given with commas or repeated, unique, in order', () => {
    expect(parsePlayList('plays=3,7,12')).toEqual([3, 7, 12]);
    expect(parsePlayList('?down=3&plays=12,3&plays=7,3')).toEqual([12, 3, 7]);
    expect(parsePlayList([['plays', '5,6']])).toEqual([5, 6]);
  });

  it('ignores what is not a positive card number', () => {
    expect(parsePlayList('plays=0,-2,abc,4.5,,8')).toEqual([8]);
    expect(parsePlayList('down=3')).toEqual([]);
  });

  it('writes the list keeping other parameters, and removes it when empty', () => {
    expect(formatPlayList([3, 7, 12], 'down=3&plays=1')).toBe('down=3&plays=3,7,12');
    expect(formatPlayList([], 'down=3&plays=1')).toBe('down=3');
    expect(parsePlayList(formatPlayList([9, 2]))).toEqual([9, 2]);
  });
});
