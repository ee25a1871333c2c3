import { describe, expect, it } from 'vitest';
import { opponentOf, whosePlaysText } from './whose-plays';

const counts = { offense: 23, defense: 31, 'special-teams': 9, untagged: 0 };

describe('whosePlaysText', () => {
  it("says which rows a report's page reads, by the report's tag", () => {
    expect(whosePlaysText('offense', counts, { team: 'ASU', tags: ['D'] })).toBe("ASU's offense: the 23 plays tagged D");
    expect(whosePlaysText('defense', counts, { team: 'ASU', tags: ['O'] })).toBe("ASU's defense: the 31 plays tagged D");
  });

  it('names both tags for a group whose reports were tagged differently', () => {
    const whose = { team: 'ASU', tags: ['O', 'D', 'O'] as const };

    expect(whosePlaysText('offense', counts, whose)).toBe("ASU's offense: the 23 plays tagged O in scouting film, D in own games");
    expect(whosePlaysText('defense', counts, whose)).toBe("ASU's defense: the 31 plays tagged D in scouting film, O in own games");
    expect(whosePlaysText('special-teams', counts, whose)).toBe(
      "ASU's kicking game: the 9 kicks and returns, own games turned to their side",
    );
  });

  it('reads the plays as tagged without a report (the demo game)', () => {
    expect(whosePlaysText('defense', counts, null)).toBe('Defense: 31 plays tagged D');
  });

  it('names the opponent by its abbreviation, else its name', () => {
    expect(opponentOf({ opponentAbbreviation: 'ASU', opponentName: 'Arizona State' })).toBe('ASU');
    expect(opponentOf({ opponentAbbreviation: ' ', opponentName: 'Arizona State' })).toBe('Arizona State');
    expect(opponentOf({})).toBeNull();
  });
});
