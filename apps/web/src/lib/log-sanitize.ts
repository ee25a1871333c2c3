import { templatePathsInText } from './log-paths';

/**
 * What the in-browser logger keeps of a value: nothing secret, no contact details, no
 * organisation id or account name, no concrete path or token-looking word (log-paths.ts), and nothing large. Pure, so the rules are unit-tested on real payloads.
 */

/** Strings longer than this are cut, with how much was left out. */
export const MAX_LOG_STRING_LENGTH = 500;
/** Objects nested deeper than this are replaced by a placeholder. */
export const MAX_LOG_DEPTH = 3;
/** Responses longer than this (as JSON text) are summarised instead of kept whole. */
export const RESPONSE_SUMMARY_THRESHOLD = 2000;

export const REDACTED = '[REDACTED]';
export const MAX_DEPTH_PLACEHOLDER = '[Max depth exceeded]';

/** Key names that suggest a secret: passwords, tokens, keys, signatures, cookies, credentials. */
const SECRET_KEY =
  /^pass$|password|passwd|passcode|access[-_]?code|secret|token|authori[sz]ation|(api|private|access|signing|encryption)[-_]?key$|cookie|credential|signature|^x-amz-|session[-_]?(id|token)/i;
/** Key names that suggest contact details. */
const CONTACT_KEY = /e-?mail|phone|mobile|address|contact/i;
/** The organisation's id and the account's name: they say who the log is about, so they are redacted too. */
const ORGANIZATION_KEY = /^(organi[sz]ation[-_]?id|org[-_]?id|account[-_]?id|account[-_]?name)$/i;
/** The object key of a stored file is what a developer needs to find it, and is not a secret (spec: exempt). */
const EXEMPT_KEY = /^s3[-_]?key$/i;

export function isRedactedKey(key: string): boolean {
  if (EXEMPT_KEY.test(key)) return false;
  return SECRET_KEY.test(key) || CONTACT_KEY.test(key) || ORGANIZATION_KEY.test(key);
}

function truncate(text: string): string {
  if (text.length <= MAX_LOG_STRING_LENGTH) return text;
  return `${text.slice(0, MAX_LOG_STRING_LENGTH)}… [truncated ${text.length - MAX_LOG_STRING_LENGTH} characters]`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A report as the API sends it (either case): lists of these are collapsed to a count and the first. */
function looksLikeReport(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return ('opponentName' in value || 'opponent_name' in value) && ('title' in value || 'status' in value);
}

function isReportList(key: string | null, value: unknown[]): boolean {
  return value.length > 1 && (key === 'reports' || value.every(looksLikeReport));
}

function sanitizeAt(value: unknown, key: string | null, depth: number): unknown {
  if (key !== null && isRedactedKey(key) && value !== null && value !== undefined && value !== '') return REDACTED;
  if (typeof value === 'string') return truncate(templatePathsInText(value));
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: truncate(templatePathsInText(value.message)) };
  if (depth > MAX_LOG_DEPTH) return MAX_DEPTH_PLACEHOLDER;
  if (Array.isArray(value)) {
    if (isReportList(key, value)) return { count: value.length, first: sanitizeAt(value[0], null, depth + 1) };
    return value.map((item) => sanitizeAt(item, null, depth + 1));
  }
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = sanitizeAt(item, name, depth + 1);
  return out;
}

/**
 * A log-safe copy of a value: secrets, contact details, the organisation id and the account name redacted by
 * key name (s3_key exempt), strings over 500 characters cut, objects deeper than 3 levels replaced, and report
 * lists collapsed to their count and first report.
 */
export function sanitizeLogData(value: unknown): unknown {
  return sanitizeAt(value, null, 0);
}

/** How long a value is as JSON text (what the 2000-character rule measures); unserialisable values count as 0. */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

export interface ResponseSummary {
  summary: string;
  /** The top-level fields, and for each list its length. */
  keys?: string[];
  counts?: Record<string, number>;
}

/**
 * What the API log keeps of a response body: the sanitised body, or, over 2000 characters, a summary (its
 * size, its fields and the length of its lists) so one large answer does not crowd the log.
 */
export function logResponseBody(body: unknown, textLength: number = jsonLength(body)): unknown {
  if (textLength <= RESPONSE_SUMMARY_THRESHOLD) return sanitizeLogData(body);
  if (Array.isArray(body)) return { summary: `List of ${body.length} items, ${textLength} characters` } satisfies ResponseSummary;
  if (!isRecord(body)) return { summary: `Response of ${textLength} characters` } satisfies ResponseSummary;
  const counts: Record<string, number> = {};
  for (const [name, item] of Object.entries(body)) if (Array.isArray(item)) counts[name] = item.length;
  return { summary: `Response of ${textLength} characters`, keys: Object.keys(body), counts } satisfies ResponseSummary;
}
