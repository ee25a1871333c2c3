import { TooManyRequestsError } from '../core/errors';
import type { AttemptKey, AttemptPolicy, LoginAttemptStore } from './ports';

/**
 * Sign-in attempt limits. Scout's choice: a fixed lock rather than a growing delay, because a lock is one
 * stored time that every Lambda instance reads the same way and a client can be told exactly when to come
 * back (Retry-After); a delay would have to be served by holding requests open.
 *
 * - An account (by user id, or the name typed when no user has it, so unknown and known names behave alike):
 *   5 failures within an hour lock it for 15 minutes; while the hour lasts each further failure locks it
 *   again. A successful sign-in clears its count. Online guessing is held to a few passwords an hour.
 * - A source IP: 30 failures within an hour lock it for 15 minutes (higher, as a school or club may share
 *   one address); a success does not clear it, else an attacker could reset it with an account of their own.
 *
 * Locks are checked before any password is hashed, and again when a hashing slot comes free.
 */
export interface LoginLimits {
  account: AttemptPolicy;
  source: AttemptPolicy;
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

export async function recordFailure(store: LoginAttemptStore, limits: LoginLimits, keys: readonly AttemptKey[], now: Date): Promise<void> {
  await Promise.all(keys.map((key) => store.recordFailure(key, limits[key.kind], now)));
}
