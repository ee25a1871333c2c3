import { describe, expect, it } from 'vitest';
import { breakdownSchema, type Breakdown } from './breakdown';
import { demoBreakdowns } from './demo-game';

type Play = Partial<Breakdown>;

/** Ball position 1–99 from the goal line of the team with the ball, from the signed yard line. */
function position(yardLine: number): number {
  return yardLine < 0 ? -yardLine : yardLine === 50 ? 50 : 100 - yardLine;
}

const share = (plays: readonly Play[], test: (play: Play) => boolean) => plays.filter(test).length / plays.length;

describe('the seeded defensive report', () => {
  const plays = demoBreakdowns('rpt-eagles-central', 64, 'defense');
  const defense = plays.filter((play) => play.odkm === 'D');
  const kicks = plays.filter((play) => play.odkm === 'K');

  it("holds the opponent's defense and kicking game only, every play a valid breakdown", () => {
    expect(plays).toHaveLength(64);
    expect(new Set(plays.map((play) => play.odkm))).toEqual(new Set(['D', 'K']));
    expect(defense.length).toBeGreaterThan(35);
    for (const play of plays) expect(breakdownSchema.safeParse(play).success, JSON.stringify(play)).toBe(true);
    expect(plays.map((play) => play.playNumber)).toEqual(plays.map((_, i) => i + 1));
  });

  it('tags each defensive snap with its call and the offense it faced', () => {
    for (const play of defense) {
      expect(play).toMatchObject({
        front: expect.any(String),
        coverage: expect.any(String),
        personnelDefense: expect.stringMatching(/^(4-2-5|3-3-5|4-3)$/),
        formation: expect.any(String),
        personnel: expect.stringMatching(/^\d\d$/),
        backfield: expect.any(String),
        down: expect.any(Number),
        distance: expect.any(Number),
        hash: expect.stringMatching(/^[LMR]$/),
        yardLine: expect.any(Number),
        playType: expect.stringMatching(/^(Run|Pass)$/),
        result: expect.any(String),
        gainLoss: expect.any(Number),
      });
      if (play.pressure !== undefined) expect(['Mike', 'Sam', '5-man', 'Fire zone']).toContain(play.pressure);
    }
    expect(new Set(defense.map((play) => play.front)).size).toBeGreaterThan(2);
    expect(defense.some((play) => play.stunt)).toBe(true);
    expect(defense.some((play) => play.motion && play.motionDirection)).toBe(true);
  });

  it('has a whole kicking game: kickoffs with an onside kick, returns, punts with hang time, field goals with a miss, both tries', () => {
    const ofType = (type: Breakdown['playType']) => kicks.filter((play) => play.playType === type);
    expect(ofType('KO').some((play) => play.kickType === 'Onside')).toBe(true);
    expect(ofType('KO').some((play) => play.kickType === 'Deep' && play.kickYards)).toBe(true);
    expect(ofType('KO Rec').length).toBeGreaterThan(0);
    expect(ofType('Punt').some((play) => play.kickYards && play.hangTime && play.returnYards !== undefined)).toBe(true);
    expect(ofType('Punt Rec').length).toBeGreaterThan(0);
    const fieldGoals = ofType('FG');
    expect(new Set(fieldGoals.map((play) => play.kickYards)).size).toBeGreaterThan(2);
    expect(fieldGoals.some((play) => play.result === 'No Good')).toBe(true);
    expect(fieldGoals.some((play) => play.result === 'Good')).toBe(true);
    expect(ofType('Extra Pt.').length).toBeGreaterThan(0);
    expect(ofType('2 Pt.').length).toBeGreaterThan(0);
    // Kicks have no down.
    expect(kicks.every((play) => play.down === undefined && play.distance === undefined)).toBe(true);
  });

  it('chains down, distance and yard line from snap to snap within a drive', () => {
    let checked = 0;
    for (let i = 1; i < plays.length; i++) {
      const [before, after] = [plays[i - 1]!, plays[i]!];
      if (before.odkm !== 'D' || after.odkm !== 'D' || /TD|Interception|Fumble/.test(before.result ?? '')) continue;
      const gain = before.gainLoss ?? 0;
      expect(position(after.yardLine!), `play ${after.playNumber}`).toBe(position(before.yardLine!) + gain);
      if (gain >= before.distance!) expect(after.down, `play ${after.playNumber}`).toBe(1);
      else expect([after.down, after.distance], `play ${after.playNumber}`).toEqual([before.down! + 1, before.distance! - gain]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('is the same on every run', () => {
    expect(demoBreakdowns('rpt-eagles-central', 64, 'defense')).toEqual(plays);
  });
});

describe("the seeded defenses' tendencies, as a coordinator would recognise them", () => {
  const defense = demoBreakdowns('tendencies', 600, 'defense').filter((play) => play.odkm === 'D');
  const pressured = (play: Play) => play.pressure !== undefined;

  it('pressure on 3rd & long far more than overall', () => {
    const thirdLong = defense.filter((play) => play.down! >= 3 && play.distance! >= 7);
    expect(share(thirdLong, pressured)).toBeGreaterThan(0.6);
    expect(share(defense, pressured)).toBeLessThan(0.45);
  });

  it('Cover 3 as the base coverage, Cover 1 with pressure against empty', () => {
    const coverages = new Map<string, number>();
    for (const play of defense) coverages.set(play.coverage!, (coverages.get(play.coverage!) ?? 0) + 1);
    const [mostUsed] = [...coverages].sort((a, b) => b[1] - a[1]);
    expect(mostUsed?.[0]).toBe('Cover 3');
    const empty = defense.filter((play) => play.formation === 'Empty');
    expect(share(empty, pressured)).toBeGreaterThan(0.5);
    expect(share(empty, (play) => play.coverage === 'Cover 1' && pressured(play))).toBeGreaterThan(0.3);
  });

  it('a fire zone is played with three deep behind it', () => {
    expect(defense.filter((play) => play.pressure === 'Fire zone').every((play) => play.coverage === 'Cover 3')).toBe(true);
  });
});

describe('the seeded offensive report', () => {
  const plays = demoBreakdowns('rpt-eagles-lakeside', 71, 'offense');

  it("holds the opponent's offense with a few kicking plays", () => {
    const offense = plays.filter((play) => play.odkm === 'O');
    const kicks = plays.filter((play) => play.odkm === 'K');
    expect(offense.length + kicks.length).toBe(71);
    expect(offense.length).toBeGreaterThan(kicks.length * 2);
    expect(offense.every((play) => (play.playType === 'Run' || play.playType === 'Pass') && play.concept && play.formation)).toBe(true);
    expect(kicks.some((play) => play.playType === 'Punt')).toBe(true);
    expect(plays.every((play) => play.front === undefined && play.personnelDefense === undefined)).toBe(true);
    for (const play of plays) expect(breakdownSchema.safeParse(play).success, JSON.stringify(play)).toBe(true);
  });
});

describe('the demo pages’ game', () => {
  it('keeps its plays: a change to the generator that moves them shows here, not first in the demo’s figures', () => {
    // The public demo's special-teams line ('Special teams: 35 plays tagged K or a kick') and its tables are
    // these plays; a generator change meant to leave the demo alone must leave these counts alone.
    const offense = demoBreakdowns('demo-game-ridgeview', 60);
    const defense = demoBreakdowns('demo-game-ridgeview-defense', 64, 'defense');
    expect([offense.length, offense.filter((play) => play.odkm === 'K').length]).toEqual([60, 15]);
    expect([defense.length, defense.filter((play) => play.odkm === 'K').length]).toEqual([64, 20]);
    expect(offense.filter((play) => play.playType === 'Run').length).toBe(19);
  });
});
