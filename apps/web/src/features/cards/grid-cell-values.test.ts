import { BREAKDOWN_FIELDS, PLAY_RESULTS, PLAY_TYPES } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  personnelHint,
  FIELD_CHOICES,
  FIELD_KINDS,
  FIELD_LABELS,
  filterChoices,
  formatDownDistance,
  formatFieldValue,
  formatYardLine,
  isSameValue,
  matchChoice,
  ordinal,
  parseFieldInput,
  parseSignedInteger,
  parseStatusInput,
} from './grid-cell-values';

describe('labels and kinds', () => {
  it('names every breakdown field and gives every scalar field a kind', () => {
    for (const field of BREAKDOWN_FIELDS) {
      expect(FIELD_LABELS[field]).toBeTruthy();
      if (field !== 'customFields') expect(FIELD_KINDS[field]).toBeTruthy();
    }
  });

  it('offers the standard play types and results, in their order', () => {
    expect(FIELD_CHOICES.playType?.map((o) => o.value)).toEqual([...PLAY_TYPES]);
    expect(FIELD_CHOICES.result?.map((o) => o.value)).toEqual([...PLAY_RESULTS]);
  });
});

describe('parseFieldInput: conventional values', () => {
  it('reads ODK and hash letters in either case', () => {
    expect(parseFieldInput('odkm', 'o')).toEqual({ ok: true, value: 'O' });
    expect(parseFieldInput('odkm', 'S')).toEqual({ ok: true, value: 'S' });
    expect(parseFieldInput('hash', 'l')).toEqual({ ok: true, value: 'L' });
    expect(parseFieldInput('hash', 'r')).toEqual({ ok: true, value: 'R' });
  });

  it("refuses letters outside the convention with the schema's message", () => {
    expect(parseFieldInput('odkm', 'X')).toEqual({ ok: false, message: 'ODK must be O, D, K or S' });
    expect(parseFieldInput('hash', 'Q')).toEqual({ ok: false, message: 'Hash must be L, M or R' });
  });

  it('reads downs 1 to 4, also written as ordinals', () => {
    expect(parseFieldInput('down', '3')).toEqual({ ok: true, value: 3 });
    expect(parseFieldInput('down', '4th')).toEqual({ ok: true, value: 4 });
    expect(parseFieldInput('down', '5')).toEqual({ ok: false, message: 'Down is 1 to 4' });
    expect(parseFieldInput('down', 'x')).toEqual({ ok: false, message: 'Down is 1 to 4' });
  });

  it('reads quarters 1 to 4 and overtime as OT or 5', () => {
    expect(parseFieldInput('quarter', '2')).toEqual({ ok: true, value: 2 });
    expect(parseFieldInput('quarter', 'ot')).toEqual({ ok: true, value: 5 });
    expect(parseFieldInput('quarter', '5')).toEqual({ ok: true, value: 5 });
    expect(parseFieldInput('quarter', '6')).toEqual({ ok: false, message: 'Quarter is 1 to 4, or 5 for overtime' });
  });

  it('types ahead through play types and results', () => {
    expect(parseFieldInput('playType', 'r')).toEqual({ ok: true, value: 'Run' });
    expect(parseFieldInput('playType', 'pa')).toEqual({ ok: true, value: 'Pass' });
    expect(parseFieldInput('playType', 'pu')).toEqual({ ok: true, value: 'Punt' });
    expect(parseFieldInput('playType', 'punt rec')).toEqual({ ok: true, value: 'Punt Rec' });
    expect(parseFieldInput('playType', 'xp')).toEqual({ ok: true, value: 'Extra Pt.' });
    expect(parseFieldInput('playType', '2 pt')).toEqual({ ok: true, value: '2 Pt.' });
    expect(parseFieldInput('result', 'comp')).toEqual({ ok: true, value: 'Complete' });
    expect(parseFieldInput('result', 'inc')).toEqual({ ok: true, value: 'Incomplete' });
    expect(parseFieldInput('result', 'int')).toEqual({ ok: true, value: 'Interception' });
    expect(parseFieldInput('result', 'rush td')).toEqual({ ok: true, value: 'Rush TD' });
  });

  it("reads Hudl's spellings from the same table as the sheet import", () => {
    expect(parseFieldInput('playType', 'PAT')).toEqual({ ok: true, value: 'Extra Pt.' });
    expect(parseFieldInput('playType', 'KOR')).toEqual({ ok: true, value: 'KO Rec' });
    expect(parseFieldInput('playType', 'Field Goal')).toEqual({ ok: true, value: 'FG' });
    expect(parseFieldInput('playType', 'xp block')).toEqual({ ok: true, value: 'Extra Pt. Block' });
    expect(parseFieldInput('result', 'RTD')).toEqual({ ok: true, value: 'Rush TD' });
    expect(parseFieldInput('result', 'ptd')).toEqual({ ok: true, value: 'Complete TD' });
    expect(parseFieldInput('result', 'NG')).toEqual({ ok: true, value: 'No Good' });
    expect(parseFieldInput('result', 'miss')).toEqual({ ok: true, value: 'No Good' });
    expect(parseFieldInput('result', 'made')).toEqual({ ok: true, value: 'Good' });
    expect(parseFieldInput('result', 'TB')).toEqual({ ok: true, value: 'Touchback' });
  });

  it('refuses play types and results outside the standard lists', () => {
    expect(parseFieldInput('playType', 'Trick')).toEqual({
      ok: false,
      message: `Play type "Trick" is not recognised. Allowed: ${PLAY_TYPES.join(', ')}`,
    });
    expect(parseFieldInput('result', 'Zzz')).toEqual({
      ok: false,
      message: `Result "Zzz" is not recognised. Allowed: ${PLAY_RESULTS.join(', ')}`,
    });
    expect(parseFieldInput('result', 'Zzz')).toMatchObject({ message: expect.stringContaining('Rush, Complete, Incomplete, Sack') });
  });
});

describe('parseFieldInput: hang time, in seconds with tenths', () => {
  it('reads a decimal, with a point or a comma', () => {
    expect(parseFieldInput('hangTime', '4.2')).toEqual({ ok: true, value: 4.2 });
    expect(parseFieldInput('hangTime', ' 4,2 ')).toEqual({ ok: true, value: 4.2 });
    expect(parseFieldInput('hangTime', '4')).toEqual({ ok: true, value: 4 });
    expect(parseFieldInput('hangTime', '0.85')).toEqual({ ok: true, value: 0.85 });
  });

  it('refuses what is no number of seconds, or out of range, with the rule', () => {
    const rule = { ok: false, message: 'Hang time is 0 to 9.9 seconds' };
    expect(parseFieldInput('hangTime', '12.5')).toEqual(rule);
    expect(parseFieldInput('hangTime', '-1')).toEqual(rule);
    expect(parseFieldInput('hangTime', 'long')).toEqual(rule);
    expect(parseFieldInput('hangTime', '4.2.1')).toEqual(rule);
  });

  it('clears on empty text, and shows the tenths as stored', () => {
    expect(parseFieldInput('hangTime', '')).toEqual({ ok: true, value: null });
    expect(formatFieldValue('hangTime', 4.2)).toBe('4.2');
    expect(formatFieldValue('hangTime', 4)).toBe('4');
    expect(formatFieldValue('hangTime', null)).toBe('');
  });

  it('reads kick and return yards as whole numbers', () => {
    expect(parseFieldInput('kickYards', '42')).toEqual({ ok: true, value: 42 });
    expect(parseFieldInput('returnYards', '-3')).toEqual({ ok: true, value: -3 });
    expect(parseFieldInput('kickYards', '42.5')).toEqual({ ok: false, message: 'Kick yards are a whole number, -20 to 110' });
  });
});

describe('parseFieldInput: numbers', () => {
  it('reads the signed yard line, with a typographic minus too', () => {
    expect(parseFieldInput('yardLine', '-35')).toEqual({ ok: true, value: -35 });
    expect(parseFieldInput('yardLine', '−35')).toEqual({ ok: true, value: -35 });
    expect(parseFieldInput('yardLine', '+20')).toEqual({ ok: true, value: 20 });
    expect(parseFieldInput('yardLine', '50')).toEqual({ ok: true, value: 50 });
    expect(parseFieldInput('yardLine', '+50')).toEqual({ ok: true, value: 50 });
  });

  it('refuses yard lines that are not on the field', () => {
    const message = 'Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side)';
    for (const text of ['0', '-50', '51', '-60', 'own 35']) {
      expect(parseFieldInput('yardLine', text)).toEqual({ ok: false, message });
    }
  });

  it('reads distance, gain/loss and play number as whole numbers in range', () => {
    expect(parseFieldInput('distance', '7')).toEqual({ ok: true, value: 7 });
    expect(parseFieldInput('distance', '0')).toEqual({ ok: false, message: 'Distance is 1 to 99 yards' });
    expect(parseFieldInput('distance', '7.5')).toEqual({ ok: false, message: 'Distance is 1 to 99 yards' });
    expect(parseFieldInput('gainLoss', '-4')).toEqual({ ok: true, value: -4 });
    expect(parseFieldInput('gainLoss', 'ten')).toEqual({ ok: false, message: 'Gain/loss is a whole number of yards, −99 to 109' });
    expect(parseFieldInput('gainLoss', '120')).toEqual({ ok: false, message: 'Gain/loss is a whole number of yards, −99 to 109' });
    expect(parseFieldInput('playNumber', '12')).toEqual({ ok: true, value: 12 });
    expect(parseFieldInput('playNumber', '0')).toEqual({ ok: false, message: 'Play # is 1 to 999' });
  });

  it('clears a field on empty text; gain/loss goes back to 0', () => {
    expect(parseFieldInput('down', '  ')).toEqual({ ok: true, value: null });
    expect(parseFieldInput('formation', '')).toEqual({ ok: true, value: null });
    expect(parseFieldInput('gainLoss', '')).toEqual({ ok: true, value: 0 });
  });

  it('parses signed integers strictly', () => {
    expect(parseSignedInteger('+7')).toBe(7);
    expect(parseSignedInteger('- 3')).toBe(-3);
    expect(parseSignedInteger('3a')).toBeNull();
    expect(parseSignedInteger('')).toBeNull();
  });
});

describe('parseFieldInput: personnel and free text', () => {
  it('accepts two-digit personnel with at most five backs and tight ends', () => {
    expect(parseFieldInput('personnel', '11')).toEqual({ ok: true, value: '11' });
    expect(parseFieldInput('personnel', '00')).toEqual({ ok: true, value: '00' });
    const message = 'Personnel is two digits: backs then tight ends (11, 12, 21 …)';
    expect(parseFieldInput('personnel', '1')).toEqual({ ok: false, message });
    expect(parseFieldInput('personnel', '33')).toEqual({ ok: false, message });
    expect(parseFieldInput('personnel', 'ab')).toEqual({ ok: false, message });
  });

  it('keeps names coaches choose as typed, trimmed', () => {
    expect(parseFieldInput('formation', '  Trips Rt ')).toEqual({ ok: true, value: 'Trips Rt' });
    expect(parseFieldInput('concept', 'INSIDE ZONE')).toEqual({ ok: true, value: 'INSIDE ZONE' });
  });

  it('picks the usual play direction spelling and keeps other text', () => {
    expect(parseFieldInput('playDirection', 'l')).toEqual({ ok: true, value: 'L' });
    expect(parseFieldInput('playDirection', 'boundary')).toEqual({ ok: true, value: 'Boundary' });
    expect(parseFieldInput('playDirection', 'Wide')).toEqual({ ok: true, value: 'Wide' });
  });

  it('refuses text over the length limit', () => {
    expect(parseFieldInput('formation', 'x'.repeat(201))).toEqual({ ok: false, message: 'Formation is at most 200 characters' });
  });
});

describe('choices', () => {
  const playTypes = FIELD_CHOICES.playType ?? [];

  it('offers every option for empty text, and those a typed prefix starts first', () => {
    expect(filterChoices(playTypes, '')).toHaveLength(PLAY_TYPES.length);
    // Label prefixes first, then other spellings (PAT), then labels containing longer text.
    expect(filterChoices(playTypes, 'p').map((o) => o.label)).toEqual(['Pass', 'Punt', 'Punt Rec', 'Extra Pt.', 'Extra Pt. Block']);
    expect(filterChoices(playTypes, 'rec').map((o) => o.label)).toEqual(['KO Rec', 'Punt Rec']);
  });

  it('prefers an exact spelling over a prefix', () => {
    expect(matchChoice(playTypes, 'ko')?.label).toBe('KO');
    expect(matchChoice(playTypes, 'fg')?.label).toBe('FG');
    expect(matchChoice(playTypes, 'zz')).toBeNull();
  });

  it('reads statuses by label or value', () => {
    expect(parseStatusInput('in progress')).toEqual({ ok: true, value: 'in_progress' });
    expect(parseStatusInput('complete')).toEqual({ ok: true, value: 'complete' });
    expect(parseStatusInput('rev')).toEqual({ ok: true, value: 'review' });
    expect(parseStatusInput('done')).toEqual({ ok: false, message: 'Status must be pending, in_progress, review or complete' });
  });
});

describe('formatting', () => {
  it('shows the yard line signed, midfield as 50', () => {
    expect(formatYardLine(-35)).toBe('-35');
    expect(formatYardLine(20)).toBe('+20');
    expect(formatYardLine(50)).toBe('50');
  });

  it('shows down and distance as coaches say it', () => {
    expect(formatDownDistance(3, 7)).toBe('3rd & 7');
    expect(formatDownDistance(1, 10)).toBe('1st & 10');
    expect(formatDownDistance(2, null)).toBe('2nd');
    expect(formatDownDistance(null, 5)).toBe('');
    expect(ordinal(4)).toBe('4th');
    expect(ordinal(11)).toBe('11th');
  });

  it('shows each field as its cell does', () => {
    expect(formatFieldValue('quarter', 5)).toBe('OT');
    expect(formatFieldValue('quarter', 2)).toBe('2');
    expect(formatFieldValue('yardLine', -20)).toBe('-20');
    expect(formatFieldValue('gainLoss', -3)).toBe('-3');
    expect(formatFieldValue('formation', null)).toBe('');
    expect(formatFieldValue('customFields', { blitz: 'Fire zone', count: 2 })).toBe('blitz: Fire zone, count: 2');
  });

  it('round-trips every choice label through parsing', () => {
    for (const [field, options] of Object.entries(FIELD_CHOICES)) {
      for (const option of options ?? []) {
        const parsed = parseFieldInput(
          field as keyof typeof FIELD_CHOICES,
          formatFieldValue(field as keyof typeof FIELD_CHOICES, option.value),
        );
        expect(parsed).toEqual({ ok: true, value: option.value });
      }
    }
  });

  it('treats empty values as the same, whatever their spelling', () => {
    expect(isSameValue(null, undefined)).toBe(true);
    expect(isSameValue('', null)).toBe(true);
    expect(isSameValue(3, 3)).toBe(true);
    expect(isSameValue(3, 4)).toBe(false);
  });
});

describe('personnel hints', () => {
  it('spells out backs, tight ends and the receivers left of five', () => {
    expect(personnelHint('11')).toBe('1 RB, 1 TE, 3 WR');
    expect(personnelHint('21')).toBe('2 RB, 1 TE, 2 WR');
    expect(personnelHint('00')).toBe('Empty: 5 WR');
  });
});
