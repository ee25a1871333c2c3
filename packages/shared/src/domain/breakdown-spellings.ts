import { PLAY_TYPES, type PLAY_RESULTS } from './breakdown';

/**
 * How real breakdowns spell the standard play types and results (Hudl exports, coaches' own sheets, what staff
 * type into the grid): one table, read by the sheet import and by the grid's and card form's pickers. Case,
 * spaces and punctuation never matter ('XP', 'x.p.', 'Xp' agree); the standard value itself always matches.
 */

export type PlayType = (typeof PLAY_TYPES)[number];
export type PlayResult = (typeof PLAY_RESULTS)[number];

/** Lower case letters and digits only: 'Extra Pt.', 'EXTRA PT' and 'extra-pt' give the same key. */
export function spellingKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Other spellings of each standard play type. */
export const PLAY_TYPE_SPELLINGS: Readonly<Record<PlayType, readonly string[]>> = {
  Run: ['Rush'],
  Pass: [],
  KO: ['Kickoff', 'Kick Off'],
  'KO Rec': ['KOR', 'KR', 'Kick Return', 'Kickoff Return', 'KO Return', 'KO Ret'],
  Punt: [],
  'Punt Rec': ['PR', 'Punt Return', 'Punt Ret'],
  FG: ['Field Goal'],
  'FG Block': ['Field Goal Block', 'FG Blk'],
  'Extra Pt.': ['XP', 'PAT', 'Extra Point'],
  'Extra Pt. Block': ['XP Block', 'PAT Block', 'Extra Point Block', 'XP Blk', 'PAT Blk'],
  '2 Pt.': ['2PT', 'Two Pt', 'Two Point', '2 Point', '2 Pt Conversion', 'Two Point Conversion'],
  '2 Pt. Block': ['Two Pt Block', 'Two Point Block', '2 Point Block'],
};

/**
 * Play-type spellings that also say how the ball was kicked: an 'Onside' row is a kickoff (KO) whose kick type
 * is Onside. The import fills the kick type from them when the row has none of its own.
 */
export const PLAY_TYPES_WITH_KICK_TYPE: Readonly<Record<string, { playType: PlayType; kickType: string }>> = {
  Onside: { playType: 'KO', kickType: 'Onside' },
  'Onside Kick': { playType: 'KO', kickType: 'Onside' },
  'Onside KO': { playType: 'KO', kickType: 'Onside' },
  'Onside Rec': { playType: 'KO Rec', kickType: 'Onside' },
  'Onside Kick Rec': { playType: 'KO Rec', kickType: 'Onside' },
  Squib: { playType: 'KO', kickType: 'Squib' },
  'Squib Kick': { playType: 'KO', kickType: 'Squib' },
};

/** Other spellings of each standard result. A bare 'TD' is read by the play type (see readResultSpelling). */
export const RESULT_SPELLINGS: Readonly<Record<PlayResult, readonly string[]>> = {
  Rush: ['Run'],
  Complete: ['Comp', 'Completion'],
  Incomplete: ['Inc', 'Incomp', 'Incompletion'],
  Sack: ['Sacked'],
  Interception: ['INT', 'Intercepted'],
  Fumble: ['Fum', 'Fumbled'],
  Penalty: ['Pen', 'Flag'],
  'Rush TD': ['RTD', 'Run TD', 'Rushing TD', 'Rush Touchdown'],
  'Complete TD': ['PTD', 'Pass TD', 'Passing TD', 'Comp TD', 'Pass Touchdown'],
  Good: ['Made', 'Make'],
  'No Good': ['NG', 'Miss', 'Missed'],
  Touchback: ['TB'],
  Return: ['Ret', 'Returned'],
  Downed: [],
  Safety: [],
  Blocked: ['Blk', 'Block'],
  Timeout: [],
};

/** Spellings of a touchdown that do not say how it was scored: a run play's is a Rush TD, a pass play's a Complete TD. */
const TOUCHDOWN_KEYS: ReadonlySet<string> = new Set(['td', 'touchdown']);
const TOUCHDOWN_BY_PLAY_TYPE: Partial<Record<PlayType, PlayResult>> = { Run: 'Rush TD', Pass: 'Complete TD' };

/** Kicking plays and tries: where a down means nothing (DN 0 or empty), as Hudl tags them. */
export const KICKING_PLAY_TYPES: readonly PlayType[] = /* @__PURE__ */ PLAY_TYPES.filter((type) => type !== 'Run' && type !== 'Pass');

export function isKickingPlayType(value: unknown): boolean {
  return (KICKING_PLAY_TYPES as readonly unknown[]).includes(value);
}

function keyTable<V extends string>(spellings: Readonly<Record<V, readonly string[]>>): ReadonlyMap<string, V> {
  const table = new Map<string, V>();
  for (const [value, others] of Object.entries(spellings) as [V, readonly string[]][]) {
    for (const spelling of [value, ...others]) table.set(spellingKey(spelling), value);
  }
  return table;
}

let playTypeKeys: ReadonlyMap<string, PlayType> | undefined;
let resultKeys: ReadonlyMap<string, PlayResult> | undefined;
let kickTypeKeys: ReadonlyMap<string, { playType: PlayType; kickType: string }> | undefined;

/**
 * The standard play type a spelling means, with the kick type it implies ('Onside' → KO, Onside), or null when
 * the spelling is not known.
 */
export function readPlayTypeSpelling(text: string): { playType: PlayType; kickType: string | null } | null {
  playTypeKeys ??= keyTable(PLAY_TYPE_SPELLINGS);
  kickTypeKeys ??= new Map(Object.entries(PLAY_TYPES_WITH_KICK_TYPE).map(([spelling, meaning]) => [spellingKey(spelling), meaning]));
  const key = spellingKey(text);
  const playType = playTypeKeys.get(key);
  if (playType) return { playType, kickType: null };
  return kickTypeKeys.get(key) ?? null;
}

/**
 * The standard result a spelling means, or null when it is not known. A bare 'TD' takes the play type's kind of
 * touchdown (Run → Rush TD, Pass → Complete TD); on any other play (a kick return, a blocked kick) it is not
 * known, so it stays as written.
 */
export function readResultSpelling(text: string, playType?: unknown): PlayResult | null {
  resultKeys ??= keyTable(RESULT_SPELLINGS);
  const key = spellingKey(text);
  if (TOUCHDOWN_KEYS.has(key)) return TOUCHDOWN_BY_PLAY_TYPE[playType as PlayType] ?? null;
  return resultKeys.get(key) ?? null;
}
