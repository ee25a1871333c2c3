import { describe, expect, it } from 'vitest';
import { countOdk, odkCountsText, orientPlays, possessive, whosePlaysLine } from './orientation';
import { sideOfPlay } from './sides';

const play = (odkm: unknown, playType: unknown = 'Run') => ({
  cardId: `c-${String(odkm)}`,
  breakdown: { odkm, playType, offForm: 'TRIPS' },
});

describe('orientPlays', () => {
  it("leaves film tagged from the opponent's side (tag O) as it is, in a new array", () => {
    const plays = [play('O'), play('D', 'Pass'), play('K', 'Punt')];

    const oriented = orientPlays(plays, 'O');

    expect(oriented).toEqual(plays);
    expect(oriented).not.toBe(plays);
  });

  it("turns an own game (tag D) to the opponent's side: O ↔ D, K and S stay, nothing mutated", () => {
    const plays = [play('O'), play('d', 'Pass'), play('K', 'Run'), play('S', null), play(null), play('')];
    const before = JSON.parse(JSON.stringify(plays)) as typeof plays;

    const oriented = orientPlays(plays, 'D');

    expect(oriented.map((p) => p.breakdown.odkm)).toEqual(['D', 'O', 'K', 'S', null, '']);
    expect(oriented[0]?.breakdown.offForm).toBe('TRIPS');
    expect(oriented[0]?.cardId).toBe('c-O');
    expect(plays).toEqual(before);
    expect(oriented[3]).toBe(plays[3]);
  });

  it("makes the opponent's offense side 'offense' whichever way the film was tagged", () => {
    const ownGame = [play('D'), play('D', 'Pass'), play('O')];

    const sides = orientPlays(ownGame, 'D').map((p) => sideOfPlay(p.breakdown.odkm, p.breakdown.playType));

    expect(sides).toEqual(['offense', 'offense', 'defense']);
  });

  it("turns an own game's kicks to the opponent's: your punt is their punt return, your kickoff their return", () => {
    const kicks = [play('K', 'Punt'), play('K', 'KO Rec'), play('K', 'fg'), play('K', 'Extra Pt. Block'), play('O', 'Punt')];

    const oriented = orientPlays(kicks, 'D');

    expect(oriented.map((p) => p.breakdown.playType)).toEqual(['Punt Rec', 'KO', 'FG Block', 'Extra Pt.', 'Punt Rec']);
    expect(oriented.map((p) => sideOfPlay(p.breakdown.odkm, p.breakdown.playType))).toEqual(Array(5).fill('special-teams'));
  });
});

describe('countOdk', () => {
  it('counts the rows as tagged, S, blanks and others together', () => {
    expect(countOdk(['O', 'o ', 'D', 'K', 'S', null, '', 'X', 'D'])).toEqual({ O: 2, D: 2, K: 1, other: 4 });
    expect(odkCountsText({ O: 48, D: 52, K: 12, other: 0 })).toBe('48 plays tagged O · 52 tagged D · 12 tagged K');
    expect(odkCountsText({ O: 1, D: 0, K: 0, other: 3 })).toBe('1 play tagged O · 0 tagged D · 0 tagged K · 3 other');
  });
});

describe('whosePlaysLine', () => {
  it('names the rows of each side of an own game (tag D)', () => {
    expect(whosePlaysLine({ team: 'ASU', side: 'offense', count: 23, tag: 'D' })).toBe("ASU's offense: the 23 plays tagged D");
    expect(whosePlaysLine({ team: 'ASU', side: 'defense', count: 31, tag: 'D' })).toBe("ASU's defense: the 31 plays tagged O");
    expect(whosePlaysLine({ team: 'ASU', side: 'special-teams', count: 9, tag: 'D' })).toBe(
      "ASU's kicking game: the 9 kicks and returns, turned to their side (your punt is their punt return)",
    );
  });

  it('names the rows of scouting film (tag O), one play and none', () => {
    expect(whosePlaysLine({ team: 'ASU', side: 'offense', count: 1, tag: 'O' })).toBe("ASU's offense: the 1 play tagged O");
    expect(whosePlaysLine({ team: 'ASU', side: 'defense', count: 0, tag: 'O' })).toBe("ASU's defense: no plays tagged D");
    expect(whosePlaysLine({ team: 'ASU', side: 'special-teams', count: 12, tag: 'O' })).toBe(
      "ASU's kicking game: the 12 kicks and returns (tagged K or by play type)",
    );
  });

  it('writes the possessive of a name, an abbreviation and no name', () => {
    expect(possessive('Central Tigers')).toBe("Central Tigers'");
    expect(possessive('TCU')).toBe("TCU's");
    expect(possessive('  ')).toBe("The opponent's");
    expect(whosePlaysLine({ team: null, side: 'offense', count: 2, tag: 'O' })).toBe("The opponent's offense: the 2 plays tagged O");
  });
});
