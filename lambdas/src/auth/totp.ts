import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as every authenticator app reads them: SHA-1,
 * 6 digits, 30-second steps. Scout's own few lines over node:crypto rather than a library: the algorithm is
 * twenty lines and fixed, and a dependency would add more code than it saves.
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now a code is still accepted for (a phone's clock a little off, a code typed late). */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how otpauth:// URLs and manual entry carry the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP of one step (RFC 4226 §5.3, dynamic truncation), `digits` long (RFC 6238's vectors use 8). */
export function totpCode(secret: string, step: number, digits = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step a code matches within the window around `at`, or null. A step at or before `lastUsedStep` never
 * matches, so a code (or an earlier one) cannot be used twice.
 */
export function matchTotp(secret: string, code: string, at: Date, lastUsedStep?: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  let matched: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    // Every step is compared (no early return), in constant time, so timing tells nothing.
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code));
    if (same && matched === null && (lastUsedStep === undefined || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** What an authenticator app scans: otpauth://totp/Scout:{account}?secret=…&issuer=Scout (Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer = 'Scout'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
