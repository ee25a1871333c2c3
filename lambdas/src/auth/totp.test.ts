import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';

// RFC 6238 Appendix B: the SHA-1 seed '12345678901234567890', 8 digits, 30-second steps.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches RFC 6238 at T=%i (%s)', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
  });

  it('reads and writes base32 both ways', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString('ascii')).toBe('12345678901234567890');
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('accepts a code one step either side of now and not two', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-03-01T12:00:15Z');
    const step = totpStep(now);

    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('refuses a code of a step already used, and any earlier one', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-03-01T12:00:15Z');
    const step = totpStep(now);

    expect(matchTotp(secret, totpCode(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 1), now, step)).toBe(step + 1);
  });

  it('names the account and issuer in the otpauth URL', () => {
    expect(otpauthUrl('ABC', 'coach@example.com')).toBe(
      'otpauth://totp/Scout:coach%40example.com?secret=ABC&issuer=Scout&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('are ten different codes, hashed the same whatever the case or dashes typed', () => {
    const codes = newRecoveryCodes();

    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
    expect(normalizeRecoveryCode(' AB-CD ')).toBe('abcd');
  });
});
