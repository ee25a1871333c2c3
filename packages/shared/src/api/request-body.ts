/** Limits on a request body, checked before any work (the Lambda http handler; the local API server for size). */

/**
 * The largest request body the API reads: 1 MiB. Scout's largest legitimate JSON body, a card with its content
 * (20,000 characters) and a full breakdown (free-text fields and custom fields of at most
 * MAX_CUSTOM_FIELDS_BYTES), stays under 200 KB even in 4-byte UTF-8; film never passes through the API (it
 * goes straight to S3). A tenth of API Gateway's 10 MB keeps what one request can make a function parse and
 * hold small; a bigger body answers 413 before any work (authentication, parsing, DynamoDB).
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
export const REQUEST_BODY_TOO_LARGE = 'The request body is too large: the API accepts at most 1 MiB';

/**
 * How deep a JSON body may nest: Scout's deepest body (a card with its breakdown and custom fields) is 3
 * levels. Checked right after parsing, before anything walks the body recursively (the case converter).
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_BODY_MESSAGES = {
  tooDeep: `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels`,
  protoKey: 'The request body cannot contain the key "__proto__"',
} as const;

/**
 * The first reason a parsed JSON body is refused, or null: nesting deeper than MAX_JSON_DEPTH, or a
 * `__proto__` key anywhere (JSON.parse keeps it as an own key, but any plain copy would turn it into the
 * object's prototype). Walks the value iteratively, so no body can exhaust the stack here.
 */
export function jsonBodyProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return JSON_BODY_MESSAGES.tooDeep;
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key === '__proto__') return JSON_BODY_MESSAGES.protoKey;
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}
