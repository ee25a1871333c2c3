/**
 * The local stack's own measurements of each function call (it runs every domain's handler and the
 * processing worker in one process): per function, the calls of the last hour, in memory. AWS has
 * CloudWatch for this (aws-function-catalog.ts).
 */
export interface Invocation {
  at: number;
  durationMs: number;
  /** Set when the call failed: threw, or answered 5xx. */
  error: string | null;
}

export const INVOCATION_WINDOW_MS = 3600 * 1000;
const invocations = new Map<string, Invocation[]>();

function prune(list: Invocation[], now: number): void {
  let drop = 0;
  while (drop < list.length && list[drop]!.at < now - INVOCATION_WINDOW_MS) drop++;
  if (drop > 0) list.splice(0, drop);
}

export function recordInvocation(fn: string, durationMs: number, error: string | null, at: number = Date.now()): void {
  let list = invocations.get(fn);
  if (!list) invocations.set(fn, (list = []));
  list.push({ at, durationMs, error });
  prune(list, at);
}

/** The function's calls since `since` (ms), oldest first. */
export function invocationsSince(fn: string, since: number): Invocation[] {
  return (invocations.get(fn) ?? []).filter((call) => call.at >= since);
}

/** Times a call and records it; `failure` says whether its result is a failure (an HTTP 5xx). */
export async function measured<T>(fn: string, call: () => Promise<T>, failure: (result: T) => string | null = () => null): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    recordInvocation(fn, performance.now() - started, failure(result));
    return result;
  } catch (err) {
    recordInvocation(fn, performance.now() - started, err instanceof Error ? err.message : String(err));
    throw err;
  }
}
