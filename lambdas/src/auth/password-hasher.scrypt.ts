import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../ports';

/**
 * scrypt N=2^costLog2, r=8, p=1. At the deployed cost (17) that is ~128 MiB per hash, so Node's default maxmem
 * (32 MiB) has to be raised.
 */
const DEFAULT_COST_LOG2 = 17;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt(base64)$key(base64). */
export function createScryptPasswordHasher(options: { costLog2?: number } = {}): PasswordHasher {
  const PARAMS = { N: 2 ** (options.costLog2 ?? DEFAULT_COST_LOG2), r: 8, p: 1 } as const;
  const dummySalt = randomBytes(SALT_BYTES);
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, PARAMS);
      return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
      if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
      const params = { N: Number(n), r: Number(r), p: Number(p) };
      if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
      const expected = Buffer.from(keyB64, 'base64');
      const actual = await derive(password, Buffer.from(saltB64, 'base64'), params);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    async verifyAgainstNothing(password) {
      await derive(password, dummySalt, PARAMS);
      return false;
    },
  };
}
