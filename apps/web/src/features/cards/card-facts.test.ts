import { describe, expect, it } from 'vitest';
import { cardFacts, downAndDistance, ordinalDown } from './card-facts';

describe('downAndDistance', () => {
  it('says it as coaches do', () => {
    expect(downAndDistance(3, 7)).toBe('3rd & 7');
    expect(downAndDistance(1, 10)).toBe('1st & 10');
    expect(downAndDistance('2', '4')).toBe('2nd & 4');
    expect(ordinalDown(4)).toBe('4th');
  });

  it('names the down alone without a distance, and nothing without a down', () => {
    expect(downAndDistance(4, null)).toBe('4th down');
    expect(downAndDistance(null, 7)).toBeNull();
    expect(downAndDistance(0, 7)).toBeNull();
  });
});

describe('cardFacts', () => {
  it('reads the content first, then the card, then its breakdown', () => {
    const card = {
      content: JSON.stringify({ formation: 'Trips Right', play_type: 'Pass' }),
      formation: 'Ignored',
      breakdown: { down: 3, distance: 7, hash: 'L', formation: 'Also ignored' },
    };

    expect(cardFacts(card)).toEqual({ downDistance: '3rd & 7', hash: 'L', formation: 'Trips Right', playType: 'Pass' });
  });

  it('leaves out what the card does not have', () => {
    expect(cardFacts({ content: 'not json', breakdown: {} })).toEqual({ downDistance: null, hash: null, formation: null, playType: null });
  });
});
