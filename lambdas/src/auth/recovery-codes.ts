import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/O, 1/I/L: read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: two groups of five (about 49 random bits), e.g. 'k3m9x-7qv2a'. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Case, spaces and dashes as typed do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * The stored form: SHA-256 of the normalised code. A fast hash is enough here, unlike for passwords: each code
 * is random with ~49 bits, used once, and guessing online is held by the sign-in limits.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`scout-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** Does the text look like a recovery code rather than a 6-digit TOTP? */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === 10;
}
