import { BREAKDOWN_FIELDS, readBreakdown } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  buildBreakdownPatch,
  CUSTOM_NAME_DUPLICATE,
  CUSTOM_NAME_REQUIRED,
  FORM_FIELDS,
  formValuesFromBreakdown,
  isFormDirty,
  readOnlyGroups,
  rebaseFormValues,
} from './breakdown-form-values';

const saved = readBreakdown({
  breakdown: { odkm: 'O', down: 3, distance: 7, yardLine: -35, quarter: 5, formation: 'Trips Rt', customFields: { blitzCount: 2 } },
});

describe('the card form', () => {
  it('has an input for every breakdown field (custom fields as their own list)', () => {
    expect([...FORM_FIELDS, 'customFields'].sort()).toEqual([...BREAKDOWN_FIELDS].sort());
    expect(new Set(FORM_FIELDS).size).toBe(FORM_FIELDS.length);
  });

  it('shows saved values as their cells do', () => {
    const values = formValuesFromBreakdown(saved);
    expect(values.fields.yardLine).toBe('-35');
    expect(values.fields.quarter).toBe('OT');
    expect(values.fields.gainLoss).toBe('0');
    expect(values.fields.hash).toBe('');
    expect(values.custom).toEqual([{ id: 'saved-0', name: 'blitzCount', value: '2' }]);
  });

  it('sends nothing for an untouched form', () => {
    const values = formValuesFromBreakdown(saved);
    expect(isFormDirty(saved, values)).toBe(false);
    expect(buildBreakdownPatch(saved, values)).toEqual({ patch: {}, errors: {} });
  });

  it('sends only the changed fields, parsed', () => {
    const values = formValuesFromBreakdown(saved);
    values.fields.hash = 'l';
    values.fields.down = '';
    values.fields.playType = 'pass';
    expect(isFormDirty(saved, values)).toBe(true);
    expect(buildBreakdownPatch(saved, values)).toEqual({ patch: { hash: 'L', down: null, playType: 'Pass' }, errors: {} });
  });

  it('reports invalid fields by name', () => {
    const values = formValuesFromBreakdown(saved);
    values.fields.personnel = '42';
    values.fields.yardLine = '60';
    const { errors } = buildBreakdownPatch(saved, values);
    expect(errors.personnel).toBe('Personnel is two digits: backs then tight ends (11, 12, 21 …)');
    expect(errors.yardLine).toBe('Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side)');
  });

  it('sends the whole custom map when it changed, keeping untouched values as they were', () => {
    const values = formValuesFromBreakdown(saved);
    values.custom = [...values.custom, { id: 'new-1', name: 'Front', value: ' Over ' }, { id: 'new-2', name: '', value: '' }];
    expect(buildBreakdownPatch(saved, values).patch).toEqual({ customFields: { blitzCount: 2, Front: 'Over' } });
  });

  it('refuses unnamed or repeated custom fields', () => {
    const unnamed = formValuesFromBreakdown(saved);
    unnamed.custom = [...unnamed.custom, { id: 'new-1', name: '', value: 'x' }];
    expect(buildBreakdownPatch(saved, unnamed).errors.customFields).toBe(CUSTOM_NAME_REQUIRED);
    const repeated = formValuesFromBreakdown(saved);
    repeated.custom = [...repeated.custom, { id: 'new-1', name: 'blitzCount', value: '3' }];
    expect(buildBreakdownPatch(saved, repeated).errors.customFields).toBe(CUSTOM_NAME_DUPLICATE);
  });

  it('keeps the person’s edits and takes the rest from a newer card', () => {
    const values = formValuesFromBreakdown(saved);
    values.fields.hash = 'R';
    const newer = readBreakdown({ breakdown: { ...saved, hash: 'M', coverage: 'Cover 3' } });
    const rebased = rebaseFormValues(formValuesFromBreakdown(saved), values, formValuesFromBreakdown(newer));
    expect(rebased.fields.hash).toBe('R');
    expect(rebased.fields.coverage).toBe('Cover 3');
    expect(rebased.fields.down).toBe('3');
  });

  it('after a save, takes the server’s spelling of what was sent', () => {
    const values = formValuesFromBreakdown(saved);
    values.fields.formation = ' Trips Rt  ';
    const sent = structuredClone(values);
    const stored = readBreakdown({ breakdown: { ...saved, formation: 'Trips Rt' } });
    expect(rebaseFormValues(sent, values, formValuesFromBreakdown(stored)).fields.formation).toBe('Trips Rt');
  });
});

describe('the read-only breakdown', () => {
  const titles = (card: unknown) => readOnlyGroups(readBreakdown(card)).map((group) => group.title);

  it('shows the kicking game on a kick, and on any play with a kicking value', () => {
    expect(titles({ breakdown: { odkm: 'K' } })).toContain('Kicking');
    expect(titles({ breakdown: { odkm: 'O', hangTime: 4.2 } })).toContain('Kicking');
  });

  it('leaves the empty kicking group off a run or a pass, and keeps the rest', () => {
    expect(titles({ breakdown: { odkm: 'D', front: 'Over' } })).toEqual(['Situation', 'Offense', 'Result', 'Defense', 'Notes']);
  });

  it('carries the hang time with its tenths into the form and back', () => {
    const kick = readBreakdown({ breakdown: { odkm: 'K', hangTime: 4.2 } });
    const values = formValuesFromBreakdown(kick);

    expect(values.fields.hangTime).toBe('4.2');
    expect(buildBreakdownPatch(kick, { ...values, fields: { ...values.fields, hangTime: '4,3' } })).toEqual({
      patch: { hangTime: 4.3 },
      errors: {},
    });
    expect(buildBreakdownPatch(kick, { ...values, fields: { ...values.fields, hangTime: '11' } }).errors).toEqual({
      hangTime: 'Hang time is 0 to 9.9 seconds',
    });
  });
});
