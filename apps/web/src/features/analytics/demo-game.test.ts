import { describe, expect, it } from 'vitest';
import { breakdownSchema } from '@scout/shared/domain';
import { DEMO_DEFENSE_PLAYS, DEMO_GAME_ALL_PLAYS, DEMO_GAME_PLAYS, DEMO_KICKING_PLAYS } from './demo-game';

describe('the demo game, every side of the ball', () => {
  it('keeps its 60 offensive plays first and adds a defense and a kicking game, each card once', () => {
    expect(DEMO_GAME_ALL_PLAYS.slice(0, 60)).toEqual(DEMO_GAME_PLAYS);
    expect(DEMO_GAME_ALL_PLAYS).toHaveLength(60 + DEMO_DEFENSE_PLAYS.length + DEMO_KICKING_PLAYS.length);
    expect(new Set(DEMO_GAME_ALL_PLAYS.map((play) => play.cardNumber)).size).toBe(DEMO_GAME_ALL_PLAYS.length);
    for (const play of DEMO_GAME_ALL_PLAYS) expect(breakdownSchema.safeParse(play.breakdown).success, `card ${play.cardNumber}`).toBe(true);
  });

  it("tags the defense's calls and what it faced on every defensive play", () => {
    expect(DEMO_DEFENSE_PLAYS.length).toBeGreaterThan(35);
    for (const { breakdown } of DEMO_DEFENSE_PLAYS) {
      expect(breakdown.odkm).toBe('D');
      expect([breakdown.front, breakdown.coverage, breakdown.personnelDefense, breakdown.formation, breakdown.personnel]).not.toContain(
        undefined,
      );
      expect(breakdown.down).toBeGreaterThanOrEqual(1);
    }
    const pressured = DEMO_DEFENSE_PLAYS.filter(({ breakdown }) => breakdown.pressure);
    expect(pressured.length).toBeGreaterThan(5);
    const thirdLong = DEMO_DEFENSE_PLAYS.filter(({ breakdown }) => breakdown.down! >= 3 && breakdown.distance! >= 7);
    const thirdLongPressured = thirdLong.filter(({ breakdown }) => breakdown.pressure).length / thirdLong.length;
    expect(thirdLongPressured).toBeGreaterThan(pressured.length / DEMO_DEFENSE_PLAYS.length);
  });

  it('holds every phase of the kicking game', () => {
    const types = new Set(DEMO_KICKING_PLAYS.map(({ breakdown }) => breakdown.playType));
    for (const type of ['KO', 'KO Rec', 'Punt', 'Punt Rec', 'FG', 'Extra Pt.', '2 Pt.'] as const) expect(types, type).toContain(type);
    expect(DEMO_KICKING_PLAYS.some(({ breakdown }) => breakdown.kickType === 'Onside')).toBe(true);
    expect(DEMO_KICKING_PLAYS.some(({ breakdown }) => breakdown.playType === 'FG' && breakdown.result === 'No Good')).toBe(true);
    expect(DEMO_KICKING_PLAYS.every(({ breakdown }) => breakdown.odkm === 'K')).toBe(true);
  });
});
