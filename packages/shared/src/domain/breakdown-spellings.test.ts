import { describe, expect, it } from 'vitest';
import { PLAY_RESULTS, PLAY_TYPES } from './breakdown';
import {
  PLAY_TYPE_SPELLINGS,
  PLAY_TYPES_WITH_KICK_TYPE,
  RESULT_SPELLINGS,
  isKickingPlayType,
  readPlayTypeSpelling,
  readResultSpelling,
  spellingKey,
} from './breakdown-spellings';

describe('play type spellings', () => {
  it.each([
    ['XP', 'Extra Pt.'],
    ['PAT', 'Extra Pt.'],
    ['Extra Pt', 'Extra Pt.'],
    ['extra point', 'Extra Pt.'],
    ['XP Block', 'Extra Pt. Block'],
    ['pat block', 'Extra Pt. Block'],
    ['2 PT', '2 Pt.'],
    ['2PT', '2 Pt.'],
    ['Two Pt', '2 Pt.'],
    ['2 Point', '2 Pt.'],
    ['KO', 'KO'],
    ['Kickoff', 'KO'],
    ['KO Rec', 'KO Rec'],
    ['KOR', 'KO Rec'],
    ['Kick Return', 'KO Rec'],
    ['punt', 'Punt'],
    ['Punt Rec', 'Punt Rec'],
    ['PR', 'Punt Rec'],
    ['FG', 'FG'],
    ['Field Goal', 'FG'],
    ['fg block', 'FG Block'],
    ['RUN', 'Run'],
  ])('reads "%s" as %s', (text, playType) => {
    expect(readPlayTypeSpelling(text)).toEqual({ playType, kickType: null });
  });

  it('reads an onside kick as a kickoff whose kick type is Onside', () => {
    expect(readPlayTypeSpelling('ONSIDE')).toEqual({ playType: 'KO', kickType: 'Onside' });
  });

  it('knows no other spelling', () => {
    expect(readPlayTypeSpelling('Fake Punt')).toBeNull();
    expect(readPlayTypeSpelling('')).toBeNull();
  });

  it('count the kicks and tries, not runs and passes, as kicking plays', () => {
    expect(PLAY_TYPES.filter(isKickingPlayType)).toEqual(PLAY_TYPES.filter((type) => type !== 'Run' && type !== 'Pass'));
  });
});

describe('result spellings', () => {
  it.each([
    ['RTD', 'Rush TD'],
    ['Rush TD', 'Rush TD'],
    ['PTD', 'Complete TD'],
    ['Pass TD', 'Complete TD'],
    ['Complete TD', 'Complete TD'],
    ['NG', 'No Good'],
    ['No Good', 'No Good'],
    ['miss', 'No Good'],
    ['Missed', 'No Good'],
    ['good', 'Good'],
    ['made', 'Good'],
    ['Fum', 'Fumble'],
    ['INT', 'Interception'],
    ['int', 'Interception'],
    ['SACK', 'Sack'],
    ['Safety', 'Safety'],
    ['Pen', 'Penalty'],
    ['Inc', 'Incomplete'],
    ['incomplete', 'Incomplete'],
    ['TB', 'Touchback'],
  ])('reads "%s" as %s', (text, result) => {
    expect(readResultSpelling(text)).toBe(result);
  });

  it('reads a bare TD by the play type, and leaves it unknown on a kick', () => {
    expect(readResultSpelling('TD', 'Run')).toBe('Rush TD');
    expect(readResultSpelling('td', 'Pass')).toBe('Complete TD');
    expect(readResultSpelling('TD', 'KO Rec')).toBeNull();
    expect(readResultSpelling('TD')).toBeNull();
  });
});

describe('the spelling table', () => {
  it('gives each spelling one meaning', () => {
    const meanings = new Map<string, string>();
    const tables = [
      ...Object.entries(PLAY_TYPE_SPELLINGS).flatMap(([value, others]) => [value, ...others].map((text) => [text, `type:${value}`])),
      ...Object.entries(PLAY_TYPES_WITH_KICK_TYPE).map(([text, meaning]) => [text, `type:${meaning.playType}+${meaning.kickType}`]),
      ...Object.entries(RESULT_SPELLINGS).flatMap(([value, others]) => [value, ...others].map((text) => [text, `result:${value}`])),
    ];
    for (const [text = '', meaning = ''] of tables) {
      const kind = meaning.split(':')[0] ?? '';
      const key = `${kind}:${spellingKey(text)}`;
      expect(meanings.get(key) ?? meaning, `"${text}"`).toBe(meaning);
      meanings.set(key, meaning);
    }
    expect(Object.keys(RESULT_SPELLINGS)).toEqual([...PLAY_RESULTS]);
  });
});
