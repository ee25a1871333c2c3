import { randomInt } from 'node:crypto';

/** Letters and digits a person reads off a screen without confusing them (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/**
 * A temporary password: 20 characters from a 56-letter alphabet (about 116 bits) in dash-separated groups of
 * five, so staff can read it out. It passes the sign-in rules (1 to 1024 characters) and is stored only hashed.
 */
export function generateTemporaryPassword(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
}

/** How long a temporary password works: long enough to pass it on over a weekend, short enough not to linger. */
export const TEMPORARY_PASSWORD_HOURS = 72;

/** The fields that make a password temporary: it must be changed at the next sign-in, and stops working after 72 hours. */
export function temporaryPasswordFields(now: Date): { mustChangePassword: true; temporaryPasswordExpiresAt: string } {
  return {
    mustChangePassword: true,
    temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_HOURS * 3600_000).toISOString(),
  };
}
