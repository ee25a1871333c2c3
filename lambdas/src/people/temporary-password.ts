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
