import {
  breakdownSchema,
  CARD_STATUS_LABELS,
  CARD_STATUSES,
  cardStatusSchema,
  HASH_NAMES,
  HASH_VALUES,
  ODK_VALUES,
  PLAY_RESULTS,
  PLAY_TYPE_SPELLINGS,
  PLAY_TYPES,
  RESULT_SPELLINGS,
  type BreakdownField,
  type BreakdownPatch,
  type CardStatus,
} from '@scout/shared/domain';

/**
 * How breakdown values read as text and how typed text becomes a value, for the grid's cells and the
 * card form alike. The rules themselves (ranges, enums, personnel, yard line) are the shared
 * breakdownSchema's: this module only turns text into a candidate value and asks the schema.
 */

/** Every breakdown field but the custom key/value map: one value per cell. */
export type ScalarField = Exclude<BreakdownField, 'customFields'>;

export const FIELD_LABELS: Record<BreakdownField, string> = {
  odkm: 'ODK',
  formation: 'Formation',
  hash: 'Hash',
  playResult: 'Play result',
  result: 'Result',
  concept: 'Concept',
  yardLine: 'Yard line',
  fieldPositionString: 'Field position',
  personnel: 'Personnel',
  personnelOffense: 'Offensive personnel',
  personnelDefense: 'Defensive personnel',
  gainLoss: 'Gain/loss',
  down: 'Down',
  distance: 'Distance',
  quarter: 'Quarter',
  time: 'Time',
  summary: 'Summary',
  analysis: 'Analysis',
  notes: 'Notes',
  playNumber: 'Play #',
  efficiency: 'Efficiency',
  playDirection: 'Play direction',
  runGap: 'Run gap',
  game: 'Game',
  scoreBefore: 'Score before',
  scoreAfter: 'Score after',
  playType: 'Play type',
  playConcept: 'Play concept',
  coverage: 'Coverage',
  pressure: 'Pressure (blitz)',
  front: 'Front',
  stunt: 'Stunt',
  strength: 'Strength',
  backfield: 'Backfield',
  motion: 'Motion',
  motionDirection: 'Motion direction',
  kickType: 'Kick type',
  kickYards: 'Kick yards',
  hangTime: 'Hang time (s)',
  returnYards: 'Return yards',
  customFields: 'Custom fields',
};

/**
 * - choice: one of a fixed list (typed text picks the first option it starts; nothing else is accepted)
 * - suggest: free text with the usual values offered (picked case-insensitively)
 * - integer: a whole number, checked by the schema
 * - decimal: a number with tenths (hang time 4.2), checked by the schema
 * - text / longText: names coaches choose (formation, concept, coverage …), free text
 */
export type FieldKind = 'choice' | 'suggest' | 'integer' | 'decimal' | 'text' | 'longText';

export const FIELD_KINDS: Record<ScalarField, FieldKind> = {
  odkm: 'choice',
  formation: 'text',
  hash: 'choice',
  playResult: 'text',
  result: 'choice',
  concept: 'text',
  yardLine: 'integer',
  fieldPositionString: 'text',
  personnel: 'suggest',
  personnelOffense: 'text',
  personnelDefense: 'text',
  gainLoss: 'integer',
  down: 'choice',
  distance: 'integer',
  quarter: 'choice',
  time: 'text',
  summary: 'longText',
  analysis: 'longText',
  notes: 'longText',
  playNumber: 'integer',
  efficiency: 'text',
  playDirection: 'suggest',
  runGap: 'text',
  game: 'text',
  scoreBefore: 'text',
  scoreAfter: 'text',
  playType: 'choice',
  playConcept: 'text',
  coverage: 'text',
  pressure: 'text',
  front: 'text',
  stunt: 'text',
  strength: 'suggest',
  backfield: 'text',
  motion: 'text',
  motionDirection: 'suggest',
  kickType: 'suggest',
  kickYards: 'integer',
  hangTime: 'decimal',
  returnYards: 'integer',
};

export interface ChoiceOption<V extends string | number = string | number> {
  value: V;
  /** What the cell shows and what typing matches first. */
  label: string;
  /** A word of explanation in pickers ('Offense', '3rd down'). */
  hint?: string;
  /** Other spellings staff type ('XP' for Extra Pt.). */
  aliases?: readonly string[];
  /** An action rather than a value: adds the typed name to the concepts library (never matched by typing). */
  create?: boolean;
}

const ODK_HINTS: Record<(typeof ODK_VALUES)[number], string> = {
  O: 'Offense',
  D: 'Defense',
  K: 'Kicking',
  S: 'Nothing on the field',
};

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The fixed lists of the choice fields, in the order coaches expect them. */
export const FIELD_CHOICES: Partial<Record<ScalarField, readonly ChoiceOption[]>> = {
  odkm: ODK_VALUES.map((value) => ({ value, label: value, hint: ODK_HINTS[value] })),
  hash: HASH_VALUES.map((value) => ({ value, label: value, hint: HASH_NAMES[value] })),
  down: [1, 2, 3, 4].map((value) => ({ value, label: String(value), hint: `${ordinal(value)} down`, aliases: [ordinal(value)] })),
  quarter: [
    ...[1, 2, 3, 4].map((value) => ({
      value,
      label: String(value),
      hint: `${ordinal(value)} quarter`,
      aliases: [ordinal(value), `Q${value}`],
    })),
    { value: 5, label: 'OT', hint: 'Overtime', aliases: ['5'] },
  ],
  // Other spellings ('XP', 'PAT', 'RTD', 'NG' …) from the shared table the sheet import reads too.
  playType: PLAY_TYPES.map((value) => ({ value, label: value, aliases: PLAY_TYPE_SPELLINGS[value] })),
  result: PLAY_RESULTS.map((value) => ({ value, label: value, aliases: RESULT_SPELLINGS[value] })),
};

/** Personnel spelled out: the two digits are running backs then tight ends, and WRs = 5 − RB − TE. */
export function personnelHint(code: string): string {
  const backs = Number(code[0]);
  const ends = Number(code[1]);
  const receivers = 5 - backs - ends;
  return backs + ends === 0 ? `Empty: ${receivers} WR` : `${backs} RB, ${ends} TE, ${receivers} WR`;
}

/** Values offered for the suggest fields (any other valid text is kept as typed). */
export const FIELD_SUGGESTIONS: Partial<Record<ScalarField, readonly ChoiceOption<string>[]>> = {
  personnel: ['11', '12', '21', '10', '20', '22', '13', '00'].map((value) => ({ value, label: value, hint: personnelHint(value) })),
  playDirection: [
    { value: 'L', label: 'L', hint: 'Left' },
    { value: 'M', label: 'M', hint: 'Middle' },
    { value: 'R', label: 'R', hint: 'Right' },
    { value: 'Field', label: 'Field', hint: 'To the wide side' },
    { value: 'Boundary', label: 'Boundary', hint: 'To the short side' },
  ],
  strength: [
    { value: 'R', label: 'R', hint: 'Right' },
    { value: 'L', label: 'L', hint: 'Left' },
  ],
  motionDirection: [
    { value: 'L', label: 'L', hint: 'To the left' },
    { value: 'R', label: 'R', hint: 'To the right' },
  ],
  kickType: ['Deep', 'Squib', 'Onside', 'Pooch', 'Rugby', 'Sky', 'Fake'].map((value) => ({ value, label: value })),
};

export const STATUS_CHOICES: readonly ChoiceOption<CardStatus>[] = CARD_STATUSES.map((value) => ({
  value,
  label: CARD_STATUS_LABELS[value],
}));

/** The options a cell offers: a choice list, the usual values of a suggest field, or none. */
export function optionsFor(field: ScalarField): readonly ChoiceOption[] {
  return FIELD_CHOICES[field] ?? FIELD_SUGGESTIONS[field] ?? [];
}

/** Case, spaces and punctuation do not matter when matching typed text ('ko rec' = 'KO Rec'). */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s._\-–]+/g, '');
}

function spellings<V extends string | number>(option: ChoiceOption<V>): string[] {
  return [option.label, String(option.value), ...(option.aliases ?? [])].map(normalize);
}

/**
 * Options for typed text, best first: every option for empty text; else those whose label (or stored
 * value) starts with it, then those another spelling starts ('PAT'), then, for two characters or more,
 * those whose label contains it ('rec' finds KO Rec and Punt Rec).
 */
export function filterChoices<V extends string | number>(options: readonly ChoiceOption<V>[], text: string): ChoiceOption<V>[] {
  const typed = normalize(text);
  if (!typed) return [...options];
  const labelStarts = options.filter((o) => [o.label, String(o.value)].some((s) => normalize(s).startsWith(typed)));
  const aliasStarts = options.filter((o) => !labelStarts.includes(o) && spellings(o).some((s) => s.startsWith(typed)));
  const found = [...labelStarts, ...aliasStarts];
  const contains = typed.length >= 2 ? options.filter((o) => !found.includes(o) && normalize(o.label).includes(typed)) : [];
  return [...found, ...contains];
}

/** The option whose spelling the text is exactly (case, spaces and punctuation aside), or null. */
export function exactChoice<V extends string | number>(options: readonly ChoiceOption<V>[], text: string): ChoiceOption<V> | null {
  const typed = normalize(text);
  if (!typed) return null;
  return options.find((option) => !option.create && spellings(option).includes(typed)) ?? null;
}

/** The option typed text means: an exact spelling, else the first option filterChoices offers. */
export function matchChoice<V extends string | number>(options: readonly ChoiceOption<V>[], text: string): ChoiceOption<V> | null {
  if (!normalize(text)) return null;
  return exactChoice(options, text) ?? filterChoices(options, text).find((option) => !option.create) ?? null;
}

export type ParseResult<V> = { ok: true; value: V } | { ok: false; message: string };

/** Messages for fields whose schema rule carries no words of its own. */
const FALLBACK_MESSAGES: Partial<Record<ScalarField, string>> = {
  gainLoss: 'Gain/loss is a whole number of yards, −99 to 109',
  playNumber: 'Play # is 1 to 999',
  hangTime: 'Hang time is 0 to 9.9 seconds',
  kickYards: 'Kick yards are a whole number, -20 to 110',
  returnYards: 'Return yards are a whole number, -99 to 110',
};

function schemaCheck<F extends ScalarField>(field: F, value: unknown): ParseResult<BreakdownPatch[F]> {
  const result = breakdownSchema.shape[field].safeParse(value);
  if (result.success) return { ok: true, value: result.data as BreakdownPatch[F] };
  const issue = result.error.issues[0];
  if (
    issue?.code === 'too_big' &&
    (FIELD_KINDS[field] === 'text' || FIELD_KINDS[field] === 'longText' || FIELD_KINDS[field] === 'suggest')
  ) {
    return { ok: false, message: `${FIELD_LABELS[field]} is at most ${String(issue.maximum)} characters` };
  }
  return { ok: false, message: FALLBACK_MESSAGES[field] ?? issue?.message ?? `${FIELD_LABELS[field]} is not valid` };
}

/**
 * The schema's own range message for a number field that was not a number at all: 0 lies outside
 * every such range but gain/loss (which has a fallback message), so the schema explains the range.
 */
function notANumber(field: ScalarField): { ok: false; message: string } {
  const checked = schemaCheck(field, 0);
  return {
    ok: false,
    message: checked.ok ? (FALLBACK_MESSAGES[field] ?? `${FIELD_LABELS[field]} must be a whole number`) : checked.message,
  };
}

/**
 * Text that is none of a choice field's values: the message names the text and lists every allowed value, so
 * the coach sees that 'Rush TD' is there and 'Rushing TD' is not.
 */
function notAChoice(field: ScalarField, typed: string, options: readonly ChoiceOption[]): { ok: false; message: string } {
  const shown = typed.length > 40 ? `${typed.slice(0, 39)}…` : typed;
  return {
    ok: false,
    message: `${FIELD_LABELS[field]} "${shown}" is not recognised. Allowed: ${options.map((option) => option.label).join(', ')}`,
  };
}

/** A signed whole number as staff type it: '-35', '−35' (typographic minus), '+20', '50'. */
export function parseSignedInteger(text: string): number | null {
  const cleaned = text.trim().replace(/^[−–]/, '-').replace(/\s+/g, '');
  if (!/^[+-]?\d{1,4}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Typed text → the value to send for one field, or the reason it cannot be sent. Empty text clears
 * the field (gain/loss, which cannot be empty, goes back to 0).
 */
export function parseFieldInput<F extends ScalarField>(field: F, text: string): ParseResult<BreakdownPatch[F]> {
  const typed = text.trim();
  if (typed === '') return schemaCheck(field, field === 'gainLoss' ? 0 : null);

  switch (FIELD_KINDS[field]) {
    case 'choice': {
      const options = optionsFor(field);
      const match = matchChoice(options, typed);
      if (match) return schemaCheck(field, match.value);
      const numeric = typeof options[0]?.value === 'number';
      if (numeric) {
        const number = parseSignedInteger(typed);
        return number === null ? notANumber(field) : schemaCheck(field, number);
      }
      // ODK and hash say their few values in the rule's own words; longer lists are spelled out here.
      return options.length > 4 ? notAChoice(field, typed, options) : schemaCheck(field, typed);
    }
    case 'integer': {
      const number = parseSignedInteger(typed);
      return number === null ? notANumber(field) : schemaCheck(field, number);
    }
    case 'decimal': {
      // '4.2', or '4,2' as a European keyboard types it.
      const number = /^\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : null;
      return number === null ? notANumber(field) : schemaCheck(field, number);
    }
    case 'suggest': {
      const exact = optionsFor(field).find((option) => normalize(option.label) === normalize(typed));
      return schemaCheck(field, exact ? exact.value : typed);
    }
    default:
      return schemaCheck(field, typed);
  }
}

export function parseStatusInput(text: string): ParseResult<CardStatus> {
  const match = matchChoice(STATUS_CHOICES, text);
  const result = cardStatusSchema.safeParse(match?.value ?? text.trim());
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? 'Invalid status' };
}

/** Signed yard line as coaches write it: −35 own side → '-35', +20 opponent side → '+20', '50'. */
export function formatYardLine(value: number): string {
  if (value === 50 || value === 0) return String(value);
  return value < 0 ? `-${Math.abs(value)}` : `+${value}`;
}

/** '3rd & 7'; just '3rd' without a distance; '' without a down. */
export function formatDownDistance(down: unknown, distance: unknown): string {
  if (typeof down !== 'number' || !Number.isInteger(down)) return '';
  return typeof distance === 'number' ? `${ordinal(down)} & ${distance}` : ordinal(down);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A field's value as its cell shows it: '' when empty, quarter 5 as OT, the yard line signed. */
export function formatFieldValue(field: BreakdownField, value: unknown): string {
  if (isEmpty(value)) return '';
  if (field === 'quarter' && value === 5) return 'OT';
  if (field === 'yardLine' && typeof value === 'number') return formatYardLine(value);
  if (field === 'customFields') {
    if (typeof value !== 'object' || value === null) return '';
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${formatScalar(entry)}`)
      .join(', ');
  }
  return formatScalar(value);
}

/** Any stored value as text: strings and numbers as they are, booleans as Yes/No, empty as ''. */
export function formatScalar(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Whether a parsed value would change the stored one (so an unchanged commit sends nothing). */
export function isSameValue(stored: unknown, next: unknown): boolean {
  if (isEmpty(stored) && isEmpty(next)) return true;
  return stored === next;
}
