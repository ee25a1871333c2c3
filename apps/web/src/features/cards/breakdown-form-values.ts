import type { BreakdownField, BreakdownPatch } from '@scout/shared/domain';
import { formatFieldValue, formatScalar, parseFieldInput, type ScalarField } from './grid-cell-values';

/**
 * The card form's state and what Save sends: every field is held as the text its input shows, and only
 * fields whose text changed are parsed and sent, so an untouched field is never rewritten.
 */

export interface FormGroup {
  title: string;
  fields: readonly ScalarField[];
}

/** Every scalar breakdown field, grouped as a coach reads a play; custom fields follow as their own list. */
export const FORM_GROUPS: readonly FormGroup[] = [
  {
    title: 'Situation',
    fields: ['odkm', 'quarter', 'down', 'distance', 'hash', 'yardLine', 'time', 'playNumber', 'fieldPositionString', 'game'],
  },
  {
    title: 'Offense',
    fields: [
      'personnel',
      'personnelOffense',
      'formation',
      'strength',
      'backfield',
      'motion',
      'motionDirection',
      'playType',
      'concept',
      'playConcept',
      'playDirection',
      'runGap',
    ],
  },
  { title: 'Result', fields: ['result', 'gainLoss', 'playResult', 'efficiency', 'scoreBefore', 'scoreAfter'] },
  { title: 'Defense', fields: ['front', 'coverage', 'pressure', 'stunt', 'personnelDefense'] },
  { title: 'Kicking', fields: ['kickType', 'kickYards', 'hangTime', 'returnYards'] },
  { title: 'Notes', fields: ['summary', 'analysis', 'notes'] },
];

export const FORM_FIELDS: readonly ScalarField[] = FORM_GROUPS.flatMap((group) => group.fields);

/**
 * The groups the read-only breakdown shows: all of them, but the kicking game's on a play that is no kick (ODK
 * other than K) and has none of its fields filled, so a run or a pass does not end in a row of dashes.
 */
export function readOnlyGroups(breakdown: BreakdownSource): readonly FormGroup[] {
  if (breakdown.odkm === 'K') return FORM_GROUPS;
  return FORM_GROUPS.filter(
    (group) => group.title !== 'Kicking' || group.fields.some((field) => formatFieldValue(field, breakdown[field]) !== ''),
  );
}

export interface CustomFieldRow {
  /** Stable React key; not sent. */
  id: string;
  name: string;
  value: string;
}

export interface BreakdownFormValues {
  fields: Record<ScalarField, string>;
  custom: CustomFieldRow[];
}

export type BreakdownSource = Record<BreakdownField, unknown>;

export type FormErrors = Partial<Record<ScalarField | 'customFields', string>>;

export const CUSTOM_NAME_REQUIRED = 'Give every custom field a name';
export const CUSTOM_NAME_DUPLICATE = 'Each custom field needs its own name';

function customEntries(source: BreakdownSource): [string, unknown][] {
  const custom = source.customFields;
  return typeof custom === 'object' && custom !== null ? Object.entries(custom) : [];
}

export function formValuesFromBreakdown(source: BreakdownSource): BreakdownFormValues {
  const fields = {} as Record<ScalarField, string>;
  for (const field of FORM_FIELDS) fields[field] = formatFieldValue(field, source[field]);
  const custom = customEntries(source).map(([name, value], index) => ({
    id: `saved-${index}`,
    name,
    value: formatScalar(value),
  }));
  return { fields, custom };
}

function sameCustom(a: readonly CustomFieldRow[], b: readonly CustomFieldRow[]): boolean {
  const meaningful = (rows: readonly CustomFieldRow[]) => rows.filter((row) => row.name.trim() || row.value.trim());
  const left = meaningful(a);
  const right = meaningful(b);
  return left.length === right.length && left.every((row, i) => row.name.trim() === right[i]?.name.trim() && row.value === right[i]?.value);
}

export function changedFields(source: BreakdownSource, values: BreakdownFormValues): ScalarField[] {
  const base = formValuesFromBreakdown(source);
  return FORM_FIELDS.filter((field) => values.fields[field] !== base.fields[field]);
}

export function isFormDirty(source: BreakdownSource, values: BreakdownFormValues): boolean {
  return changedFields(source, values).length > 0 || !sameCustom(formValuesFromBreakdown(source).custom, values.custom);
}

function buildCustomFields(
  source: BreakdownSource,
  rows: readonly CustomFieldRow[],
): { value?: Record<string, string | number | boolean | null>; error?: string } {
  const saved = new Map(customEntries(source));
  const out: Record<string, string | number | boolean | null> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name && !row.value.trim()) continue;
    if (!name) return { error: CUSTOM_NAME_REQUIRED };
    if (name in out) return { error: CUSTOM_NAME_DUPLICATE };
    const before = saved.get(name);
    // An untouched value keeps its type (a number stays a number); typed values are text.
    const unchanged = before !== undefined && formatScalar(before) === row.value;
    out[name] = unchanged ? (before as string | number | boolean | null) : row.value.trim() === '' ? null : row.value.trim();
  }
  return { value: out };
}

/**
 * What Save sends: the changed fields, parsed; or the reasons some cannot be sent (then nothing is).
 */
export function buildBreakdownPatch(source: BreakdownSource, values: BreakdownFormValues): { patch: BreakdownPatch; errors: FormErrors } {
  const patch: Record<string, unknown> = {};
  const errors: FormErrors = {};
  for (const field of changedFields(source, values)) {
    const parsed = parseFieldInput(field, values.fields[field]);
    if (parsed.ok) patch[field] = parsed.value;
    else errors[field] = parsed.message;
  }
  if (!sameCustom(formValuesFromBreakdown(source).custom, values.custom)) {
    const custom = buildCustomFields(source, values.custom);
    if (custom.error) errors.customFields = custom.error;
    else patch.customFields = custom.value;
  }
  return { patch: patch as BreakdownPatch, errors };
}

/**
 * After the card changed under the form (a refetch after a conflict, or a save), fields the person has
 * not touched since `base` take the new values and their own edits stay.
 */
export function rebaseFormValues(base: BreakdownFormValues, values: BreakdownFormValues, next: BreakdownFormValues): BreakdownFormValues {
  const fields = { ...values.fields };
  for (const field of FORM_FIELDS) {
    if (values.fields[field] === base.fields[field]) fields[field] = next.fields[field];
  }
  const custom = sameCustom(base.custom, values.custom) ? next.custom : values.custom;
  return { fields, custom };
}
