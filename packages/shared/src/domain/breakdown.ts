import { z } from 'zod';
import { camelizeKeys } from './case';

/** ODK: who has the ball, from the tagging team's view: O offense, D defense, K kicking, S nothing on the field. */
export const ODK_VALUES = ['O', 'D', 'K', 'S'] as const;
export const HASH_VALUES = ['L', 'M', 'R'] as const;
/** A hash by itself, as pickers and the grid's hints name it. */
export const HASH_NAMES: Readonly<Record<string, string>> = { L: 'Left', M: 'Middle', R: 'Right' };
/** A hash as a table's row names it: 'Left hash', 'Middle', 'Right hash'. */
export const HASH_ROW_LABELS: Readonly<Record<string, string>> = { L: 'Left hash', M: 'Middle', R: 'Right hash' };
export const PLAY_TYPES = [
  'Run',
  'Pass',
  'KO',
  'KO Rec',
  'Punt',
  'Punt Rec',
  'FG',
  'FG Block',
  'Extra Pt.',
  'Extra Pt. Block',
  '2 Pt.',
  '2 Pt. Block',
] as const;
export const PLAY_RESULTS = [
  'Rush',
  'Complete',
  'Incomplete',
  'Sack',
  'Interception',
  'Fumble',
  'Penalty',
  'Rush TD',
  'Complete TD',
  'Good',
  'No Good',
  'Touchback',
  'Return',
  'Downed',
  'Safety',
  'Blocked',
  'Timeout',
] as const;

/** Signed yard line: −1…−49 own side, 50 midfield, +1…+49 opponent side. */
export function isValidYardLine(value: number): boolean {
  return Number.isInteger(value) && ((value >= -49 && value <= -1) || value === 50 || (value >= 1 && value <= 49));
}

/** Personnel: two digits, backs then tight ends, at most five of them together (WRs = 5 − RB − TE). */
export function isValidPersonnel(value: string): boolean {
  if (!/^\d\d$/.test(value)) return false;
  return Number(value[0]) + Number(value[1]) <= 5;
}

/**
 * Custom fields (a coach's own columns) are bounded so a card always fits one DynamoDB item (400 KB) with room
 * to spare: at most 100 fields, names up to 80 characters, text values up to 500, and 32 KiB in all (as
 * UTF-8 JSON). The web breakdown form and grid show these limits.
 */
export const MAX_CUSTOM_FIELDS = 100;
export const MAX_CUSTOM_FIELD_NAME_LENGTH = 80;
export const MAX_CUSTOM_FIELD_VALUE_LENGTH = 500;
export const MAX_CUSTOM_FIELDS_BYTES = 32 * 1024;
/** Names JavaScript objects give a meaning of their own: never field names. */
export const RESERVED_FIELD_NAMES = ['__proto__', 'constructor', 'prototype'] as const;

export const CUSTOM_FIELD_MESSAGES = {
  notAnObject: 'Custom fields must be an object of field names and values',
  tooMany: `A breakdown has at most ${MAX_CUSTOM_FIELDS} custom fields`,
  emptyName: 'A custom field needs a name',
  nameTooLong: `Custom field names are at most ${MAX_CUSTOM_FIELD_NAME_LENGTH} characters`,
  reservedName: 'A custom field cannot be named __proto__, constructor or prototype',
  valueTooLong: `Custom field values are at most ${MAX_CUSTOM_FIELD_VALUE_LENGTH} characters`,
  valueType: 'Custom field values are text, numbers, true/false or empty',
  tooLarge: `Custom fields take at most ${MAX_CUSTOM_FIELDS_BYTES / 1024} KB in all`,
} as const;

export function isReservedFieldName(name: string): boolean {
  return (RESERVED_FIELD_NAMES as readonly string[]).includes(name);
}

/** The size of a value as UTF-8 JSON, as it is sent and (about) as it is stored. */
export function jsonByteLength(value: unknown): number {
  // Counted by hand: this package runs in the browser and on the server and uses neither's globals.
  const json = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (const character of json) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Custom fields cut to the bounds, for writers that cannot refuse (a breakdown sheet imported from a ZIP):
 * reserved names and fields past the count or the total size are dropped (named in `dropped`), long names
 * and values shortened.
 */
export function fitCustomFields(fields: Record<string, unknown>): { fields: Record<string, unknown>; dropped: string[] } {
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  let bytes = 2;
  for (const [rawName, rawValue] of Object.entries(fields)) {
    const name = rawName.slice(0, MAX_CUSTOM_FIELD_NAME_LENGTH);
    const value = typeof rawValue === 'string' ? rawValue.slice(0, MAX_CUSTOM_FIELD_VALUE_LENGTH) : rawValue;
    const size = jsonByteLength({ [name]: value }) - 1;
    if (
      isReservedFieldName(name) ||
      name.trim() === '' ||
      Object.hasOwn(kept, name) ||
      Object.keys(kept).length >= MAX_CUSTOM_FIELDS ||
      bytes + size > MAX_CUSTOM_FIELDS_BYTES
    ) {
      dropped.push(rawName);
      continue;
    }
    kept[name] = value;
    bytes += size;
  }
  return { fields: kept, dropped };
}

/**
 * Checks the names before the record is built (a `__proto__` key would otherwise vanish into the object's
 * prototype), then the values, then the whole.
 */
const customFieldsSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: CUSTOM_FIELD_MESSAGES.notAnObject });
      return;
    }
    const names = Object.keys(value);
    const problem =
      names.length > MAX_CUSTOM_FIELDS
        ? CUSTOM_FIELD_MESSAGES.tooMany
        : names.some(isReservedFieldName)
          ? CUSTOM_FIELD_MESSAGES.reservedName
          : names.some((name) => name.trim() === '')
            ? CUSTOM_FIELD_MESSAGES.emptyName
            : names.some((name) => name.length > MAX_CUSTOM_FIELD_NAME_LENGTH)
              ? CUSTOM_FIELD_MESSAGES.nameTooLong
              : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(
    z.record(
      z.string(),
      z.union([z.string().max(MAX_CUSTOM_FIELD_VALUE_LENGTH, CUSTOM_FIELD_MESSAGES.valueTooLong), z.number(), z.boolean(), z.null()], {
        error: CUSTOM_FIELD_MESSAGES.valueType,
      }),
    ),
  )
  .refine((fields) => jsonByteLength(fields) <= MAX_CUSTOM_FIELDS_BYTES, CUSTOM_FIELD_MESSAGES.tooLarge);

const text = z.string().trim().max(200);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/**
 * A play's breakdown fields (camelCase). Values with football conventions
 * are checked; names coaches choose (formation, concept, coverage …) stay free text.
 */
const breakdownFieldsSchema = z.object({
  odkm: optional(z.enum(ODK_VALUES, { error: 'ODK must be O, D, K or S' })),
  formation: optional(text),
  hash: optional(z.enum(HASH_VALUES, { error: 'Hash must be L, M or R' })),
  playResult: optional(text),
  result: optional(z.enum(PLAY_RESULTS, { error: 'Result must be one of the standard results' })),
  concept: optional(text),
  yardLine: optional(z.number().int().refine(isValidYardLine, 'Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side)')),
  fieldPositionString: optional(text),
  personnel: optional(z.string().refine(isValidPersonnel, 'Personnel is two digits: backs then tight ends (11, 12, 21 …)')),
  personnelOffense: optional(text),
  personnelDefense: optional(text),
  gainLoss: optional(z.number().int().min(-99, 'Gain/loss is -99 to 109 yards').max(109, 'Gain/loss is -99 to 109 yards')),
  down: optional(z.number().int().min(1, 'Down is 1 to 4').max(4, 'Down is 1 to 4')),
  distance: optional(z.number().int().min(1, 'Distance is 1 to 99 yards').max(99, 'Distance is 1 to 99 yards')),
  quarter: optional(z.number().int().min(1, 'Quarter is 1 to 4, or 5 for overtime').max(5, 'Quarter is 1 to 4, or 5 for overtime')),
  time: optional(text),
  summary: optional(z.string().max(4000)),
  analysis: optional(z.string().max(4000)),
  notes: optional(z.string().max(4000)),
  playNumber: optional(z.number().int().min(1).max(999)),
  efficiency: optional(text),
  playDirection: optional(text),
  /** GAP: the run's gap or hole ('A', 'B', 'C', 'D', 'Off tackle' …). */
  runGap: optional(text),
  /** GAME (or OPPONENT in a sheet of several games): which game the play is from, so a ZIP of three games reads as three. */
  game: optional(text),
  scoreBefore: optional(text),
  scoreAfter: optional(text),
  playType: optional(z.enum(PLAY_TYPES, { error: 'Play type must be one of the standard play types' })),
  playConcept: optional(text),
  coverage: optional(text),
  /** BLITZ: who pressures or how many ('Mike', '5-man', 'Fire zone'). */
  pressure: optional(text),
  /** The defense's call beside coverage and pressure: DEF FRONT ('Over', 'Under', 'Tite') and DEF STUNT. */
  front: optional(text),
  stunt: optional(text),
  /** What the offense showed before the snap (on D rows: what the defense faced): OFF STR, BACKFIELD, MOTION, MOTION DIR. */
  strength: optional(text),
  backfield: optional(text),
  motion: optional(text),
  motionDirection: optional(text),
  /** Kicking plays: KICK TYPE ('Deep', 'Squib', 'Onside', 'Pooch', 'Rugby'), KICK YDS, HANG (seconds), RET YDS. */
  kickType: optional(text),
  kickYards: optional(z.number().int().min(-20, 'Kick yards are -20 to 110').max(110, 'Kick yards are -20 to 110')),
  hangTime: optional(z.number().min(0, 'Hang time is 0 to 9.9 seconds').max(9.9, 'Hang time is 0 to 9.9 seconds')),
  returnYards: optional(z.number().int().min(-99, 'Return yards are -99 to 110').max(110, 'Return yards are -99 to 110')),
  customFields: optional(customFieldsSchema),
});

/** A whole breakdown: gain/loss defaults to 0 and custom fields to an empty object. */
export const breakdownSchema = breakdownFieldsSchema.extend({
  gainLoss: breakdownFieldsSchema.shape.gainLoss.unwrap().unwrap().default(0),
  customFields: customFieldsSchema.default({}),
});
export type Breakdown = z.infer<typeof breakdownSchema>;
export type BreakdownField = keyof Breakdown;
export const BREAKDOWN_FIELDS = Object.keys(breakdownSchema.shape) as BreakdownField[];

/**
 * A partial breakdown as a client sends it: each given field is checked, the rest left as they are (no
 * defaults, so a patch never resets a field it does not name); null clears a field.
 */
export const breakdownPatchSchema = z.preprocess(camelizeKeys, breakdownFieldsSchema.partial().strict());
export type BreakdownPatch = z.infer<typeof breakdownPatchSchema>;

function parseContent(content: unknown): Record<string, unknown> {
  if (typeof content === 'string') {
    try {
      const parsed: unknown = JSON.parse(content);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (camelizeKeys(parsed) as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return typeof content === 'object' && content !== null ? (camelizeKeys(content) as Record<string, unknown>) : {};
}

/**
 * Hudl columns that earlier imports kept as custom fields under Hudl's header, before Scout had a field for
 * them. `readBreakdown` lifts such a value into its field when the field is empty (and drops it from the
 * custom fields then), so cards imported before read like cards imported now.
 */
export const LEGACY_CUSTOM_FIELDS: Readonly<Partial<Record<BreakdownField, string>>> = {
  front: 'DEF FRONT',
  stunt: 'DEF STUNT',
  strength: 'OFF STR',
  backfield: 'BACKFIELD',
  motion: 'MOTION',
  motionDirection: 'MOTION DIR',
};

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Reads every breakdown field of a card: from the card's content (a JSON string), then the card
 * itself, then its breakdown — the first that has a value wins. Works on camelCase or snake_case cards.
 */
export function readBreakdown(card: unknown): Record<BreakdownField, unknown> {
  const record = (typeof card === 'object' && card !== null ? camelizeKeys(card) : {}) as Record<string, unknown>;
  const content = parseContent(record.content);
  const breakdown = (typeof record.breakdown === 'object' && record.breakdown !== null ? record.breakdown : {}) as Record<string, unknown>;
  const out = {} as Record<BreakdownField, unknown>;
  for (const field of BREAKDOWN_FIELDS) {
    const value = [content[field], record[field], breakdown[field]].find(present);
    out[field] = value ?? (field === 'gainLoss' ? 0 : field === 'customFields' ? {} : null);
  }
  liftLegacyCustomFields(out);
  return out;
}

function liftLegacyCustomFields(out: Record<BreakdownField, unknown>): void {
  const custom = out.customFields;
  if (typeof custom !== 'object' || custom === null || Array.isArray(custom)) return;
  let rest: Record<string, unknown> | null = null;
  for (const [field, header] of Object.entries(LEGACY_CUSTOM_FIELDS) as [BreakdownField, string][]) {
    if (!Object.hasOwn(custom, header)) continue;
    rest ??= { ...(custom as Record<string, unknown>) };
    const value = rest[header];
    if (!present(out[field]) && (typeof value === 'string' || typeof value === 'number')) out[field] = String(value).trim() || null;
    if (!present(out[field]) || out[field] === String(value).trim()) delete rest[header];
  }
  if (rest) out.customFields = rest;
}
