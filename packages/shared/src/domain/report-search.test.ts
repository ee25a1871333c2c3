import { describe, expect, it } from 'vitest';
import { indexedWords, leadingSearchWord, matchesSearch, reportSearchWords, searchWords } from './report-search';

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
