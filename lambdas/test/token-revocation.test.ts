import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { USER, USER_ENTRY } from '../src/adapters/dynamodb/keys';
import { createDynamoUserStore } from '../src/adapters/dynamodb/user-store.dynamodb';
import { invoke } from './support/invoke';
import { newUser } from './support/users';

/**
 * Tokens stop working when their user signs out, is deleted, disabled or changes role.
 * The test run reads the user afresh on every request (TOKEN_USER_CACHE_SECONDS=0 in global-setup); in AWS
 * each instance reuses the record for 5 seconds.
 */

async function signIn(user: { username: string; password: string }): Promise<string> {
  const response = await invoke('login', { body: { username: user.username, password: user.password } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}

const listReports = (token: string) => invoke('listReports', { token });

/**
 * Removes a test user from the shared table behind the store's back (a user deleted by other means), with
 * their directory entry (an internal user would otherwise join the staff list other files read).
 */
async function deleteUser(id: string) {
  for (const Key of [USER.key({ id }), USER_ENTRY.key({ id })])
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key }));
}

describe('POST /api/v2/logout', () => {
  it('refuses the token afterwards, on every device, and a fresh sign-in works', async () => {
    const user = await newUser();
    const laptop = await signIn(user);
    const phone = await signIn(user);
    expect((await listReports(laptop)).statusCode).toBe(200);

    const loggedOut = await invoke('logout', { token: laptop });

    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.body).toEqual({ loggedOut: true });
    for (const token of [laptop, phone]) {
      const refused = await listReports(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.message).toBe('Your session has ended. Please sign in again.');
    }
    expect((await invoke('logout', { token: laptop })).statusCode).toBe(401);
    const fresh = await signIn(user);
    expect((await listReports(fresh)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await invoke('logout')).statusCode).toBe(401);
  });
});

describe('a token whose user changed', () => {
  it('is refused once the user is demoted (or promoted): the role in the token is stale', async () => {
    const user = await newUser({ role: 'staff', organizationId: 'internal' });
    onTestFinished(async () => {
      await deleteUser(user.id);
    });
    const token = await signIn(user);
    expect((await invoke('listInternalUsers', { token })).statusCode).toBe(200);

    await createDynamoUserStore().put({ ...user, role: 'coach' });

    expect((await invoke('listInternalUsers', { token })).statusCode).toBe(401);
    expect((await listReports(token)).statusCode).toBe(401);
    const fresh = await signIn(user);
    expect((await listReports(fresh)).statusCode).toBe(200);
    expect((await invoke('listInternalUsers', { token: fresh })).statusCode).toBe(403);
  });

  it('is refused once the user is deleted', async () => {
    const user = await newUser();
    const token = await signIn(user);

    await deleteUser(user.id);

    expect((await listReports(token)).statusCode).toBe(401);
  });

  it('is refused once the user is disabled, and a disabled user cannot sign in', async () => {
    const user = await newUser();
    const token = await signIn(user);

    await createDynamoUserStore().put({ ...user, disabled: true });

    expect((await listReports(token)).statusCode).toBe(401);
    expect((await invoke('login', { body: { username: user.username, password: user.password } })).statusCode).toBe(401);
  });
});
