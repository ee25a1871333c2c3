import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ORGANIZATION_ID } from '@scout/shared/domain';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../src/adapters/dynamodb/user-store.dynamodb';
import { createScryptPasswordHasher } from '../src/auth/password-hasher.scrypt';
import { createFirstAdministrator } from '../src/people/first-administrator';
import { invoke } from './support/invoke';

/** The core of ./scripts/create-admin against the embedded DynamoDB, as the script runs it against a stage's table. */

const deps = {
  people: createDynamoUserStore(),
  organizations: createDynamoOrganizationStore(),
  passwords: createScryptPasswordHasher(),
  newId: randomUUID,
  now: () => new Date(),
};

describe('the first administrator', () => {
  it('is an administrator of the internal organisation with a strong temporary password that must be changed within 72 hours', async () => {
    const email = `first-admin-${randomUUID().slice(0, 8)}@club.example`;

    const { user, temporaryPassword } = await createFirstAdministrator(deps, { email, name: 'Dana First' });
    const stored = await deps.people.findByEmail(email);
    const session = await invoke('login', { body: { username: email, password: temporaryPassword } });

    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    expect(stored).toMatchObject({
      id: user.id,
      role: 'admin',
      organizationId: INTERNAL_ORGANIZATION_ID,
      mustChangePassword: true,
      isDemoAccount: false,
    });
    expect(stored?.passwordHash).not.toContain(temporaryPassword);
    const expiresIn = Date.parse(stored?.temporaryPasswordExpiresAt ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(71 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(72 * 3600_000);
    expect(session.statusCode).toBe(200);
    expect(session.body).toMatchObject({ role: 'admin', mustChangePassword: true });
  });

  it('refuses an e-mail address someone already has, in words', async () => {
    const email = `taken-${randomUUID().slice(0, 8)}@club.example`;
    await createFirstAdministrator(deps, { email, name: 'Dana First' });

    await expect(createFirstAdministrator(deps, { email: email.toUpperCase(), name: 'Dana Again' })).rejects.toThrow(
      `The e-mail address ${email} already belongs to another user.`,
    );
  });

  it('gets a username of its own when the e-mail’s name is taken', async () => {
    const local = `samename-${randomUUID().slice(0, 8)}`;
    const first = await createFirstAdministrator(deps, { email: `${local}@one.example`, name: 'One' });
    const second = await createFirstAdministrator(deps, { email: `${local}@two.example`, name: 'Two' });

    expect(first.user.username).toBe(local);
    expect(second.user.username).toBe(`${local}2`);
  });
});
