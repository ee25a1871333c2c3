import { describe, expect, it, vi } from 'vitest';
import { contract } from '@scout/shared/api';
import type * as authHandlers from '../src/handlers/auth';
import { contractRouteEvent } from '../src/local';
import { invoke } from './support/invoke';
import { login } from '../src/auth/login';
import { loginDeps } from '../src/composition/auth';
import { TooManyRequestsError } from '../src/core/errors';
import { newUser } from './support/users';

/**
 * Sign-in attempt limits, with the default policy: 5 failures of an account from one source IP, 50 of an
 * account from anywhere, or 30 from one source IP within an hour lock it for 15 minutes. Each test signs in
 * from addresses of its own.
 */

const LOCK_SECONDS = 15 * 60;

function attempt(username: string, password: string, sourceIp: string) {
  return invoke('login', { body: { username, password }, sourceIp });
}

describe('failed sign-ins of one account from one source', () => {
  it('lock that pair after 5: the right password then gets 429 with the wait in words and Retry-After', async () => {
    const user = await newUser();

    const failures = [];
    for (let i = 0; i < 5; i += 1) failures.push(await attempt(user.username, `wrong-${i}`, '198.51.100.1'));
    const rightPassword = await attempt(user.username, user.password, '198.51.100.1');

    expect(failures.map((f) => f.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(rightPassword.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOCK_SECONDS - 30);
    expect(retryAfter).toBeLessThanOrEqual(LOCK_SECONDS);
    // By e-mail too: the lock is the account's from that address.
    expect((await attempt(user.email, user.password, '198.51.100.1')).statusCode).toBe(429);
  });

  it("do not stop the owner signing in from another source: A's failures leave B free", async () => {
    const user = await newUser();
    for (let i = 0; i < 8; i += 1) await attempt(user.username, `wrong-${i}`, '198.51.100.21');

    const fromA = await attempt(user.username, user.password, '198.51.100.21');
    const fromB = await attempt(user.username, user.password, '198.51.100.22');

    expect(fromA.statusCode).toBe(429);
    expect(fromB.statusCode).toBe(200);
  });

  it('hold across Lambda instances: a freshly loaded handler module sees the lock', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i += 1) await attempt(user.username, `wrong-${i}`, '198.51.100.3');

    vi.resetModules();
    const fresh: typeof authHandlers = await import('../src/handlers/auth');
    const event = contractRouteEvent(contract.login, {
      body: { username: user.username, password: user.password },
      sourceIp: '198.51.100.3',
    });
    const result = await fresh.handler(event);

    expect(typeof result === 'object' && result.statusCode).toBe(429);
  });

  it('are forgotten after a successful sign-in', async () => {
    const user = await newUser();

    for (let i = 0; i < 4; i += 1) await attempt(user.username, `wrong-${i}`, '198.51.100.5');
    const first = await attempt(user.username, user.password, '198.51.100.5');
    for (let i = 0; i < 4; i += 1) await attempt(user.username, `wrong-again-${i}`, '198.51.100.5');
    const second = await attempt(user.username, user.password, '198.51.100.5');

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
  });

  it('lock an unknown name the same way, so a lock tells nothing about who exists', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('nobody-by-this-name', `wrong-${i}`, '198.51.100.6');

    const sixth = await attempt('nobody-by-this-name', 'anything', '198.51.100.6');

    expect(sixth.statusCode).toBe(429);
  });
});

describe('failed sign-ins of one account from many sources', () => {
  it('lock it for everyone at the slower per-account limit, which bounds guessing spread over addresses', async () => {
    // The use case with a per-account limit of 6 (50 by default) keeps this to a few password hashes.
    const user = await newUser();
    const window = { windowSeconds: 3600, lockSeconds: LOCK_SECONDS };
    const deps = { ...loginDeps, limits: { ...loginDeps.limits, account: { maxFailures: 6, ...window } } };
    const tryFrom = (password: string, sourceIp: string) =>
      login(deps, { username: user.username, password }, { sourceIp }).then(
        () => 200,
        (err: Error) => (err instanceof TooManyRequestsError ? 429 : 401),
      );

    // 2 from each of 3 addresses: no pair reaches its 5, the account reaches its 6.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await tryFrom(`wrong-${i}`, `198.18.0.${i % 3}`));
    const fromANewAddress = await tryFrom(user.password, '198.18.0.200');

    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect(fromANewAddress).toBe(429);
  });
});

describe('failed sign-ins from one source IP', () => {
  it('lock the address after 30, whichever accounts they tried; other addresses still sign in', async () => {
    const user = await newUser();

    for (let i = 0; i < 30; i += 1) {
      const failure = await attempt(`sprayed-name-${i}`, 'Summer2024!', '203.0.113.9');
      expect(failure.statusCode).toBe(401);
    }
    const fromThatAddress = await attempt(user.username, user.password, '203.0.113.9');
    const fromElsewhere = await attempt(user.username, user.password, '203.0.113.10');

    expect(fromThatAddress.statusCode).toBe(429);
    expect(fromElsewhere.statusCode).toBe(200);
    // 31 scrypt hashes one after another, each with three limit counts: a minute on a busy 2-core machine.
  }, 120_000);
});
