import { describe, expect, it, vi } from 'vitest';
import { invoke } from './support/invoke';
import { newUser } from './support/users';

/**
 * A flood of bad sign-ins against the sign-in limits (login-limits.test.ts has the rest), at the deployed password
 * cost rather than the integration stack's 2^14: how many attempts of a flood slip in before the lock lands depends
 * on how long a hash holds its slot. A file of its own, so only this test pays for the deployed cost.
 */
vi.hoisted(() => {
  process.env.PASSWORD_HASH_COST_LOG2 = '17';
});

function attempt(username: string, password: string, sourceIp: string) {
  return invoke('login', { body: { username, password }, sourceIp });
}

describe('failed sign-ins of one account from one source', () => {
  it('refuse most of a flood of 40 concurrent bad sign-ins without hashing them', async () => {
    const user = await newUser();

    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(user.username, `flood-${i}`, '198.51.100.7')));

    const statuses = answers.map((a) => a.statusCode);
    // 5 failures lock the account; only the attempts already hashing when the lock landed still answer 401.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
  });
});
