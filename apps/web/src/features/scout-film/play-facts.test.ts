import { describe, expect, it } from 'vitest';
import { isKickPlay, playFacts, playLine, playTypeAndResult } from './play-facts';
import type { FilmClip } from './playlist';

function clipOf(play: Record<string, unknown>, cardNumber = 7): FilmClip {
  return { cardId: `card-${cardNumber}`, cardNumber, play: play as FilmClip['play'], clipUrl: 'https://s3/clip.mp4', posterUrl: null };
}

const valueOf = (clip: FilmClip, label: string) => playFacts(clip).find((fact) => fact.label === label)?.value;

describe("a play's facts in the film room", () => {
  it('shows play type and result beside an offensive play, with its down, formation and gain', () => {
    const clip = clipOf({
      odkm: 'O',
      down: 3,
      distance: 4,
      playType: 'Pass',
      result: 'Complete',
      formation: 'TREY',
      concept: 'SMASH',
      gainLoss: 6,
    });

    expect(valueOf(clip, 'Play type')).toBe('Pass');
    expect(valueOf(clip, 'Result')).toBe('Complete');
    expect(valueOf(clip, 'Down & distance')).toBe('3rd & 4');
    expect(valueOf(clip, 'Kick type')).toBeUndefined();
    expect(playTypeAndResult(clip.play)).toBe('Pass · Complete');
    expect(playLine(clip)).toBe('3rd & 4 · Pass · Complete · TREY · SMASH');
  });

  it("shows a kick's type, yards, hang time and return instead of an empty breakdown", () => {
    const punt = clipOf({ odkm: 'K', playType: 'Punt', result: 'Return', kickType: 'Rugby', kickYards: 42, hangTime: 4.3, returnYards: 8 });

    expect(isKickPlay(punt.play)).toBe(true);
    expect(valueOf(punt, 'Kick type')).toBe('Rugby');
    expect(valueOf(punt, 'Kick yards')).toBe('42');
    expect(valueOf(punt, 'Hang time')).toBe('4.3 s');
    expect(valueOf(punt, 'Return yards')).toBe('8');
    expect(valueOf(punt, 'Down & distance')).toBeUndefined();
    expect(playLine(punt)).toBe('Punt · Rugby · 42 yds · 4.3 s hang · 8 ret · Return');
  });

  it('reads a punt tagged O as a kick by its play type, and a bare K play as a kick, never "No breakdown yet"', () => {
    expect(isKickPlay(clipOf({ odkm: 'O', playType: 'Punt' }).play)).toBe(true);
    expect(playLine(clipOf({ odkm: 'K' }))).toBe('Kick');
    expect(playLine(clipOf({}))).toBe('No breakdown yet');
    expect(valueOf(clipOf({}), 'Play type')).toBe('—');
  });
});
