import { TooManyRequestsError } from '../core/errors';
import type { AttemptKey, AttemptPolicy, LoginAttemptStore } from '../ports';

/**
 * Sign-in attempt limits. Scout's choice: a fixed lock rather than a growing delay, because a lock is one
 * stored time that every Lambda instance reads the same way and a client can be told exactly when to come
 * back (Retry-After); a delay would have to be served by holding requests open.
 *
 * - An account from one source IP (`accountSource`): 5 failures within an hour lock that pair for 15 minutes;
 *   while the hour lasts each further failure locks it again. A successful sign-in clears its count. Online
 *   guessing from one place is held to a few passwords an hour, and the owner signing in from anywhere else
 *   is not stopped by it.
 * - An account from anywhere (`account`, by user id, or the name typed when no user has it, so unknown and
 *   known names behave alike): 50 failures within an hour lock it for everyone for 15 minutes. Slower, so one
 *   source cannot lock someone out, yet guessing spread over many addresses is still bounded. A success does
 *   not clear it (the window runs out).
 * - A source IP: 30 failures within an hour lock it for 15 minutes (higher, as a school or club may share
 *   one address); a success does not clear it, else an attacker could reset it with an account of their own.
 *
 * Locks are checked before any password is hashed, and again when a hashing slot comes free.
 */
export interface LoginLimits {
  accountSource: AttemptPolicy;
  account: AttemptPolicy;
  source: AttemptPolicy;
}

/** The account from one source: the key a successful sign-in clears. */
export function pairKey(accountId: string, sourceIp: string | null | undefined): AttemptKey {
  return { kind: 'accountSource', id: `${accountId}@${sourceIp ?? 'unknown'}` };
}

/**
 * The keys one attempt counts against: the account from this source, the account, and the source. Without a
 * source IP (a test, a script) the pair is the account with an unknown source.
 */
export function attemptKeys(accountId: string, sourceIp: string | null | undefined): AttemptKey[] {
  const pair = pairKey(accountId, sourceIp);
  const account: AttemptKey = { kind: 'account', id: accountId };
  return sourceIp ? [pair, account, { kind: 'source', id: sourceIp }] : [pair, account];
}

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${minutes(retryAfterSeconds)}.`;
}

/** Throws TooManyRequestsError while any of the keys is locked (with `message`: the sign-in's words by default). */
export async function assertNotLocked(
  store: LoginAttemptStore,
  keys: readonly AttemptKey[],
  now: Date,
  message: (retryAfterSeconds: number) => string = tooManyAttemptsMessage,
): Promise<void> {
  const locks = await Promise.all(keys.map((key) => store.lockedUntil(key, now)));
  const until = Math.max(0, ...locks.map((lock) => lock?.getTime() ?? 0));
  if (until > now.getTime()) {
    const retryAfterSeconds = Math.ceil((until - now.getTime()) / 1000);
    throw new TooManyRequestsError(message(retryAfterSeconds), retryAfterSeconds);
  }
}

/** Counts a failure against every key; answers the keys this failure locked (an auth.lockout each). */
export async function recordFailure(
  store: LoginAttemptStore,
  limits: LoginLimits,
  keys: readonly AttemptKey[],
  now: Date,
): Promise<AttemptKey[]> {
  const locked = await Promise.all(keys.map((key) => store.recordFailure(key, limits[key.kind], now)));
  return keys.filter((_, i) => locked[i]);
}
