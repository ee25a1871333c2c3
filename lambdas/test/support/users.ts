import { randomUUID } from 'node:crypto';
import { createDynamoUserStore } from '../../src/adapters/dynamodb/user-store.dynamodb';
import { createScryptPasswordHasher } from '../../src/auth/password-hasher.scrypt';
import { env, passwordHashCostLog2 } from '../../src/config/env';
import type { UserRecord } from '../../src/ports';

/**
 * A user of its own for a test that locks, demotes or deletes one (the demo accounts are shared by every
 * test file), stored as the seed stores users.
 */
export async function newUser(
  options: { role?: string; organizationId?: string; password?: string } = {},
): Promise<UserRecord & { password: string }> {
  const id = `user-test-${randomUUID()}`;
  const password = options.password ?? `pw-${randomUUID()}`;
  const user: UserRecord = {
    id,
    username: id,
    email: `${id}@test.example`,
    name: 'Test User',
    passwordHash: await createScryptPasswordHasher({ costLog2: passwordHashCostLog2(env()) }).hash(password),
    organizationId: options.organizationId ?? 'org-eagles',
    role: options.role ?? 'coach',
    isDemoAccount: false,
    createdAt: new Date().toISOString(),
  };
  await createDynamoUserStore().put(user);
  return { ...user, password };
}
