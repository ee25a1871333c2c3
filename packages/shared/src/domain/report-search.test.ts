import { describe, expect, it } from 'vitest';
import {
  indexedWords,
  indexSearchWords,
  leadingSearchWord,
  matchesSearch,
  mostSelectiveWord,
  reportSearchWords,
  searchWords,
} from './report-search';

describe('searchWords', () => {
  it('cuts text into lower-case words of letters and digits, without accents, each once', () => {
    expect(searchWords('Week 7 vs. São-Paulo Éclairs, week 7!')).toEqual(['week', '7', 'vs', 'sao', 'paulo', 'eclairs']);
  });

  it('finds no word in blank or punctuation-only text', () => {
    expect(searchWords('  -- , ')).toEqual([]);
  });
});

describe('reportSearchWords', () => {
  it("reads the opponent's name, the title and the abbreviation", () => {
    expect(reportSearchWords({ opponentName: 'Philadelphia Eagles', title: 'Week 3 scout', opponentAbbreviation: 'PHI' })).toEqual([
      'philadelphia',
      'eagles',
      'week',
      '3',
      'scout',
      'phi',
    ]);
  });
});

describe('indexedWords and leadingSearchWord', () => {
  it('indexes words of two characters or more', () => {
    expect(indexedWords(['week', '3', 'vs'])).toEqual(['week', 'vs']);
  });

  it('reads the index by the longest search word, and by none when every word is a single character', () => {
    expect(leadingSearchWord(['ph', 'eagl', 'w'])).toBe('eagl');
    expect(leadingSearchWord(['e', '3'])).toBeNull();
  });
});

describe('mostSelectiveWord', () => {
  it('offers the words long enough to read the index by, each once, in the search order', () => {
    expect(indexSearchWords(searchWords('week 7 fal week'))).toEqual(['week', 'fal']);
    expect(indexSearchWords(['7', 'w'])).toEqual([]);
  });

  it('reads the index by the word with the fewest items, not the longest', () => {
    expect(
      mostSelectiveWord([
        { word: 'week', count: 32, complete: false },
        { word: 'fal', count: 2, complete: true },
      ]),
    ).toBe('fal');
    expect(
      mostSelectiveWord([
        { word: 'eagles', count: 40, complete: true },
        { word: 'ph', count: 3, complete: true },
      ]),
    ).toBe('ph');
  });

  it('takes the longest on a tie and when every count stopped, and none when no word is long enough', () => {
    expect(
      mostSelectiveWord([
        { word: 'ph', count: 3, complete: true },
        { word: 'eagl', count: 3, complete: true },
        { word: 'zz', count: 9, complete: true },
      ]),
    ).toBe('eagl');
    expect(
      mostSelectiveWord([
        { word: 'week', count: 600, complete: false },
        { word: 'scout', count: 600, complete: false },
      ]),
    ).toBe('scout');
    expect(mostSelectiveWord([{ word: 'w', count: 0, complete: true }])).toBeNull();
    expect(mostSelectiveWord([])).toBeNull();
  });
});

describe('matchesSearch', () => {
  const words = reportSearchWords({ opponentName: 'Philadelphia Eagles', title: 'Week 3', opponentAbbreviation: 'PHI' });

  it('matches when every search word starts one of the report words', () => {
    expect(matchesSearch(words, searchWords('eag PHIL'))).toBe(true);
    expect(matchesSearch(words, searchWords('3 wee'))).toBe(true);
  });

  it('does not match a word in the middle of another, or a missing word', () => {
    expect(matchesSearch(words, searchWords('agles'))).toBe(false);
    expect(matchesSearch(words, searchWords('eagles cowboys'))).toBe(false);
  });
});
