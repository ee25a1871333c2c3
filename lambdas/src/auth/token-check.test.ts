import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '@scout/shared/domain';
import { SESSION_ENDED, createTokenCheck } from './token-check';
import type { UserRecord } from '../ports';

const user: UserRecord = {
  id: 'user-1',
  username: 'coach',
  email: 'coach@example.com',
  name: 'Coach',
  passwordHash: 'scrypt$…',
  organizationId: 'org-1',
  role: 'coach',
  isDemoAccount: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const claims: TokenClaims = {
  sub: 'user-1',
  name: 'Coach',
  email: 'coach@example.com',
  accountId: 'org-1',
  accountName: 'Org',
  role: 'coach',
  showDemoData: false,
  tv: 0,
  iat: 0,
  exp: 1,
};

/** An in-memory user directory standing in for DynamoDB: this test is about the cache's timing, not storage. */
function directory(initial: UserRecord | null) {
  let stored = initial;
  let reads = 0;
  return {
    get: async () => {
      reads += 1;
      return stored;
    },
    set: (next: UserRecord | null) => (stored = next),
    reads: () => reads,
  };
}

describe('token check against the current user', () => {
  it('refuses a token whose user is gone, disabled, demoted, moved or signed out', async () => {
    const cases: (UserRecord | null)[] = [
      null,
      { ...user, disabled: true },
      { ...user, role: 'staff' },
      { ...user, organizationId: 'org-2' },
      { ...user, tokenVersion: 1 },
    ];
    for (const record of cases) {
      const check = createTokenCheck(directory(record), { cacheSeconds: 0 });
      await expect(check.assertCurrent(claims)).rejects.toThrow(SESSION_ENDED);
    }
    await expect(createTokenCheck(directory(user), { cacheSeconds: 0 }).assertCurrent(claims)).resolves.toBeUndefined();
  });

  it('reuses a record for cacheSeconds, reads again after, and at once after forget()', async () => {
    let clock = 0;
    const users = directory(user);
    const check = createTokenCheck(users, { cacheSeconds: 5, now: () => clock });

    await check.assertCurrent(claims);
    users.set({ ...user, tokenVersion: 1 });
    await check.assertCurrent(claims);
    expect(users.reads()).toBe(1);

    clock = 5_001;
    await expect(check.assertCurrent(claims)).rejects.toThrow(SESSION_ENDED);
    expect(users.reads()).toBe(2);

    users.set(user);
    check.forget('user-1');
    await expect(check.assertCurrent(claims)).resolves.toBeUndefined();
    expect(users.reads()).toBe(3);
  });
});
