import { describe, expect, it } from 'vitest';
import {
  METRIC_RULES_THIN_BELOW,
  SUCCESS_PRESETS,
  metricRulesInputSchema,
  metricRulesOfDraft,
  metricRulesSchema,
  successPresetOf,
} from './metric-rules';
import { DEFAULT_TENDENCY_RULES, describeTendencyRules } from './tendencies';

const NFL = { successShare: [0.4, 0.6, 1, 1], explosiveRun: 12, explosivePass: 18 };

function firstMessage(input: unknown): string | undefined {
  const parsed = metricRulesInputSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('metric rules', () => {
  it("keeps the college defaults as the engine's: College is the default success rule, thin below 5", () => {
    const college = SUCCESS_PRESETS.find((preset) => preset.key === 'college');

    expect(college?.successShare).toEqual(DEFAULT_TENDENCY_RULES.successShare);
    expect(METRIC_RULES_THIN_BELOW).toBe(DEFAULT_TENDENCY_RULES.thinBelow);
    expect(metricRulesSchema.parse(DEFAULT_TENDENCY_RULES)).toEqual(DEFAULT_TENDENCY_RULES);
  });

  it("accepts an organisation's own rule, which the engine prints", () => {
    const rules = metricRulesInputSchema.parse(NFL);

    expect(describeTendencyRules({ ...rules, thinBelow: METRIC_RULES_THIN_BELOW })).toBe(
      'Success: 40% of the distance on 1st down, 60% on 2nd, 100% on 3rd/4th. Explosive: run 12+ yards, pass 18+ yards. Under 5 plays: thin.',
    );
  });

  it('does not require the shares to rise from down to down, only each to be in range', () => {
    expect(metricRulesInputSchema.safeParse({ ...NFL, successShare: [1, 0.5, 0.9, 0.1] }).success).toBe(true);
  });

  it.each([
    [{ ...NFL, successShare: [0.05, 0.6, 1, 1] }, 'Success on 1st down must be from 10% to 100% of the distance'],
    [{ ...NFL, successShare: [0.4, 0.6, 1.2, 1] }, 'Success on 3rd down must be from 10% to 100% of the distance'],
    [{ ...NFL, successShare: [0.4, 0.655, 1, 1] }, 'Success on 2nd down must be a whole percentage of the distance'],
    [{ ...NFL, successShare: [0.4, 0.6, 1, '1'] }, 'Success on 4th down must be a number (a share of the distance, 0.5 for 50%)'],
    [
      { ...NFL, successShare: [0.4, 0.6, 1] },
      'successShare must list four shares of the distance, 1st to 4th down (e.g. [0.5, 0.7, 1, 1])',
    ],
    [{ ...NFL, successShare: '50/70/100' }, 'successShare must list four shares of the distance, 1st to 4th down (e.g. [0.5, 0.7, 1, 1])'],
    [{ ...NFL, explosiveRun: 4 }, 'An explosive run must be a whole number of yards from 5 to 40'],
    [{ ...NFL, explosiveRun: 10.5 }, 'An explosive run must be a whole number of yards from 5 to 40'],
    [{ ...NFL, explosivePass: 61 }, 'An explosive pass must be a whole number of yards from 10 to 60'],
    [{ successShare: NFL.successShare, explosiveRun: 10 }, 'An explosive pass must be a whole number of yards from 10 to 60'],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('reads what an administrator typed in percent and yards', () => {
    expect(metricRulesOfDraft({ successPercent: ['40', '60', '100', '100'], explosiveRun: '12', explosivePass: ' 18 ' })).toEqual({
      rules: NFL,
    });
    expect(metricRulesOfDraft({ successPercent: ['40', '', '100', '100'], explosiveRun: '12', explosivePass: '18' })).toEqual({
      problem: 'Success on 2nd down must be a number of percent (e.g. 50)',
    });
    expect(metricRulesOfDraft({ successPercent: ['40', '60', '100', '150'], explosiveRun: '12', explosivePass: '18' })).toEqual({
      problem: 'Success on 4th down must be from 10% to 100% of the distance',
    });
    expect(metricRulesOfDraft({ successPercent: ['40', '60', '100', '100'], explosiveRun: 'ten', explosivePass: '18' })).toEqual({
      problem: 'An explosive run must be a whole number of yards from 5 to 40',
    });
  });

  it('names the preset a rule matches', () => {
    expect(successPresetOf([0.4, 0.6, 1, 1])?.label).toBe('NFL');
    expect(successPresetOf([0.5, 0.7, 1, 1])?.label).toBe('College');
    expect(successPresetOf([0.5, 0.6, 1, 1])).toBeNull();
  });
});
