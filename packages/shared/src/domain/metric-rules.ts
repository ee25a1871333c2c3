import { z } from 'zod';
import type { TendencyRules } from './tendencies/plays';

/**
 * An organisation's metric definitions (they differ from staff to staff, so each
 * organisation sets its own): the share of the distance a play must gain to succeed on each down, and how long a
 * run or a pass must be to count as explosive. The tendency engine takes them as its `TendencyRules`; this is
 * what an administrator edits and the server stores. Kept light (zod only) so the domain index can carry it.
 */

/** Success shares are whole percentages from 10 % to 100 % of the distance, one per down. */
export const SUCCESS_SHARE_MIN = 0.1;
export const SUCCESS_SHARE_MAX = 1;
/** Explosive thresholds in whole yards. */
export const EXPLOSIVE_RUN_RANGE = { min: 5, max: 40 } as const;
export const EXPLOSIVE_PASS_RANGE = { min: 10, max: 60 } as const;
/**
 * Cells with fewer plays are marked thin. Not an organisation setting: it says how far a number can be trusted,
 * not what a staff calls a success, so every organisation reads the same 5.
 */
export const METRIC_RULES_THIN_BELOW = 5;

export const DOWN_ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;

const isWholePercent = (share: number) => Math.abs(share * 100 - Math.round(share * 100)) < 1e-9;

function successShare(down: (typeof DOWN_ORDINALS)[number]) {
  const range = `Success on ${down} down must be from ${SUCCESS_SHARE_MIN * 100}% to ${SUCCESS_SHARE_MAX * 100}% of the distance`;
  return z
    .number({ error: `Success on ${down} down must be a number (a share of the distance, 0.5 for 50%)` })
    .min(SUCCESS_SHARE_MIN, range)
    .max(SUCCESS_SHARE_MAX, range)
    .refine(isWholePercent, `Success on ${down} down must be a whole percentage of the distance`);
}

function yards(what: string, range: { min: number; max: number }) {
  const words = `${what} must be a whole number of yards from ${range.min} to ${range.max}`;
  return z.number({ error: words }).int(words).min(range.min, words).max(range.max, words);
}

/** What an administrator sets: the four success shares (fractions, 0.5 = 50 %) and the two explosive thresholds. */
export const metricRulesInputSchema = z.object({
  successShare: z.tuple([successShare('1st'), successShare('2nd'), successShare('3rd'), successShare('4th')], {
    error: 'successShare must list four shares of the distance, 1st to 4th down (e.g. [0.5, 0.7, 1, 1])',
  }),
  explosiveRun: yards('An explosive run', EXPLOSIVE_RUN_RANGE),
  explosivePass: yards('An explosive pass', EXPLOSIVE_PASS_RANGE),
});
export type MetricRulesInput = z.infer<typeof metricRulesInputSchema>;

/** The rules as the engine takes them (the thin mark included): what an organisation's reports are computed with. */
export const metricRulesSchema = metricRulesInputSchema.extend({ thinBelow: z.number().int().min(1) });
export type MetricRules = z.infer<typeof metricRulesSchema>;

// The engine's type and this schema must stay one shape: MetricRules goes straight into computeTendencies.
const _sameShape: (rules: MetricRules) => TendencyRules = (rules) => rules;
void _sameShape;

/** Ready-made success definitions an administrator can start from (explosive thresholds are left as they are). */
export const SUCCESS_PRESETS = [
  { key: 'college', label: 'College', successShare: [0.5, 0.7, 1, 1] },
  { key: 'nfl', label: 'NFL', successShare: [0.4, 0.6, 1, 1] },
] as const satisfies readonly { key: string; label: string; successShare: MetricRules['successShare'] }[];

/** The preset these shares match, if any. */
export function successPresetOf(shares: readonly number[]): (typeof SUCCESS_PRESETS)[number] | null {
  return SUCCESS_PRESETS.find((preset) => preset.successShare.every((share, i) => Math.abs(share - (shares[i] ?? NaN)) < 1e-9)) ?? null;
}

/** A share as a whole percentage (0.7 → 70). */
export const sharePercent = (share: number): number => Math.round(share * 100);

/**
 * Checks what an administrator typed (percentages and yards, as text) and answers the rules, or the first
 * problem in the words the server would answer.
 */
export function metricRulesOfDraft(draft: {
  successPercent: readonly string[];
  explosiveRun: string;
  explosivePass: string;
}): { rules: MetricRulesInput } | { problem: string } {
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));
  const candidate = {
    successShare: DOWN_ORDINALS.map((_, i) => number(draft.successPercent[i] ?? '') / 100),
    explosiveRun: number(draft.explosiveRun),
    explosivePass: number(draft.explosivePass),
  };
  const parsed = metricRulesInputSchema.safeParse(candidate);
  if (parsed.success) return { rules: parsed.data };
  const issue = parsed.error.issues[0];
  const down = issue?.path[0] === 'successShare' && typeof issue.path[1] === 'number' ? DOWN_ORDINALS[issue.path[1]] : undefined;
  // NaN fails as "not a number": say which box is empty or not a number, in the box's own unit.
  if (issue?.code === 'invalid_type' && down) return { problem: `Success on ${down} down must be a number of percent (e.g. 50)` };
  return { problem: issue?.message ?? 'These definitions are not valid' };
}
