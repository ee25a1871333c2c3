import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MfaStore } from '../../auth/ports';
import { ConflictError, NotFoundError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { clauses, putIf, queryAll } from './items';
import { ASSIGNMENT, LOGIN_NAME, MEMBERSHIP, ORGANIZATION, USER, USER_ENTRY } from './keys';
import { moveIndex, peoplePage } from './people-index.dynamodb';
import type { AssignmentCounter, OrganizationStore, PeopleStore, UserDirectory, UserEntry, UserRecord, UserStore } from '../../ports';

type ClaimKind = 'username' | 'email';

const CHANGED = 'This user was changed by someone else. Reload the list, then try again.';
const TAKEN: Record<ClaimKind, (value: string) => string> = {
  username: (value) => `The username “${value}” is already taken. Choose another one.`,
  email: (value) => `The e-mail address ${value} already belongs to another user.`,
};

const isConditionFailure = (err: unknown) => err instanceof ConditionalCheckFailedException;

async function findOne(index: 'gsi1' | 'gsi2', partition: string): Promise<UserRecord | null> {
  const [item] = await queryAll(dynamoDocumentClient(), {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk = :sk`,
    ExpressionAttributeValues: { ':pk': partition, ':sk': USER.keys[index].sk.build({}) },
  });
  return item ? USER.parse(item) : null;
}

async function getUser(id: string): Promise<UserRecord | null> {
  const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: USER.key({ id }), ConsistentRead: true }));
  return result.Item ? USER.parse(result.Item) : null;
}

function entryOf(user: UserRecord): UserEntry {
  const { passwordHash: _hash, mfa: _mfa, pendingMfaSecret: _pending, mfaLastStep: _step, ...entry } = user;
  return entry;
}

/** Writes the person's directory entry, and moves their listing and word items from `before` (null: none). */
async function putEntry(user: UserRecord, before: UserEntry | null): Promise<void> {
  await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER_ENTRY.item({ id: user.id }, entryOf(user)) }));
  await moveIndex(before, entryOf(user));
}

async function getEntry(id: string): Promise<UserEntry | null> {
  const result = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: USER_ENTRY.key({ id }), ConsistentRead: true }),
  );
  return result.Item ? USER_ENTRY.parse(result.Item) : null;
}

async function putMembership(user: Pick<UserRecord, 'id' | 'organizationId'>): Promise<void> {
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: MEMBERSHIP.item({ organizationId: user.organizationId, userId: user.id }, { userId: user.id }),
    }),
  );
}

async function deleteKey(key: Record<string, string>, condition?: { expression: string; values: Record<string, unknown> }) {
  try {
    await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ...(condition ? { ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values } : {}),
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

const claimKey = (kind: ClaimKind, value: string) => LOGIN_NAME.key({ kind, value });

const putClaim = (kind: ClaimKind, value: string, userId: string, condition: string, values: Record<string, unknown>) =>
  putIf(dynamoDocumentClient(), { table: tableName(), item: LOGIN_NAME.item({ kind, value }, { userId }), condition, values });

/**
 * Claims a username or e-mail for a user (the embedded DynamoDB has no transactions, so the claim is written
 * before the user, as concept names are). A claim whose holder is gone or no longer uses the value is taken
 * over; one whose holder still uses it is a conflict, in words.
 */
async function claim(kind: ClaimKind, value: string, userId: string): Promise<void> {
  if (await putClaim(kind, value, userId, 'attribute_not_exists(pk) OR userId = :mine', { ':mine': userId })) return;
  const stored = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: claimKey(kind, value), ConsistentRead: true }),
  );
  const holderId = stored.Item ? LOGIN_NAME.parse(stored.Item).userId : null;
  if (holderId === null) return claim(kind, value, userId);
  const holder = await getUser(holderId);
  if (holder && holder[kind].toLowerCase() === value.toLowerCase()) throw new ConflictError(TAKEN[kind](value));
  if (!(await putClaim(kind, value, userId, 'userId = :other', { ':other': holderId }))) throw new ConflictError(TAKEN[kind](value));
}

/** Frees a claim if this user still holds it. */
const release = (kind: ClaimKind, value: string, userId: string) =>
  deleteKey(claimKey(kind, value), { expression: 'userId = :mine', values: { ':mine': userId } });

/** A user stored before claims existed still holds their username and e-mail through the sign-in indexes. */
async function assertFreeInIndexes(user: Pick<UserRecord, 'id' | 'username' | 'email'>): Promise<void> {
  const byName = await findOne('gsi1', USER.keys.gsi1.pk.build({ username: user.username }));
  if (byName && byName.id !== user.id) throw new ConflictError(TAKEN.username(user.username));
  const byEmail = await findOne('gsi2', USER.keys.gsi2.pk.build({ email: user.email }));
  if (byEmail && byEmail.id !== user.id) throw new ConflictError(TAKEN.email(user.email));
}

/**
 * Users by username and e-mail (login), by id, by organisation (a membership item in the organisation's
 * partition), and for User Management a directory entry each (read by id), listing items by name and word
 * items for its search (people-index), all written anew by every write of a user. Usernames and e-mails are
 * held by claim items, so no two users share one.
 */
export function createDynamoUserStore(): UserStore & UserDirectory & PeopleStore {
  return {
    get: getUser,
    listPage: peoplePage,
    reindex: (user) => moveIndex(null, user),
    async bumpTokenVersion(id) {
      try {
        const result = await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: USER.key({ id }),
            UpdateExpression: 'ADD tokenVersion :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(result.Attributes?.tokenVersion);
      } catch (err) {
        if (isConditionFailure(err)) return null;
        throw err;
      }
    },
    findByUsername: (username) => findOne('gsi1', USER.keys.gsi1.pk.build({ username })),
    findByEmail: (email) => findOne('gsi2', USER.keys.gsi2.pk.build({ email })),
    async put(user) {
      const before = await getEntry(user.id);
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER.item(user, user) }));
      for (const kind of ['username', 'email'] as const) {
        await dynamoDocumentClient().send(
          new PutCommand({ TableName: tableName(), Item: LOGIN_NAME.item({ kind, value: user[kind] }, { userId: user.id }) }),
        );
      }
      await putMembership(user);
      await putEntry(user, before);
    },
    async recordSignIn(id, at) {
      for (const key of [USER.key({ id }), USER_ENTRY.key({ id })]) {
        try {
          await dynamoDocumentClient().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET lastSignInAt = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':at': at },
            }),
          );
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
        }
      }
    },
    async create(user) {
      await assertFreeInIndexes(user);
      await claim('username', user.username, user.id);
      try {
        await claim('email', user.email, user.id);
      } catch (err) {
        await release('username', user.username, user.id);
        throw err;
      }
      const stored: UserRecord = { ...user, version: 1 };
      if (
        !(await putIf(dynamoDocumentClient(), {
          table: tableName(),
          item: USER.item(stored, stored),
          condition: 'attribute_not_exists(pk)',
        }))
      ) {
        throw new ConflictError('A user with this id already exists');
      }
      await putMembership(stored);
      await putEntry(stored, null);
    },
    async update(id, expectedVersion, changes, options) {
      const before = await getUser(id);
      if (!before) throw new NotFoundError('User not found');
      if ((before.version ?? 0) !== expectedVersion) throw new ConflictError(CHANGED);
      const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== before.email.toLowerCase() ? changes.email : null;
      if (newEmail) {
        await assertFreeInIndexes({ id, username: before.username, email: newEmail });
        await claim('email', newEmail, id);
      }
      const names: Record<string, string> = { '#version': 'version' };
      const values: Record<string, unknown> = { ':expected': expectedVersion, ':next': expectedVersion + 1 };
      // A null field is removed (a temporary password's expiry once the person chose their own).
      const removed = Object.entries(changes).filter(([, value]) => value === null);
      const fields = { ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null)), updatedAt: options.at };
      // The sign-in index keys follow the e-mail: the item's gsi2 key is rebuilt with it.
      const keyFields = changes.email !== undefined ? { gsi2pk: USER.keys.gsi2.pk.build({ email: changes.email }) } : {};
      const sets = ['#version = :next', ...clauses({ ...fields, ...keyFields }, 'f', 'set', names, values)];
      const adds = options.revokeTokens ? ' ADD tokenVersion :one' : '';
      const removes = removed.length > 0 ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : '';
      removed.forEach(([field], i) => (names[`#r${i}`] = field));
      if (options.revokeTokens) values[':one'] = 1;
      const versionHolds = expectedVersion === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
      let after: UserRecord;
      try {
        const result = await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: USER.key({ id }),
            UpdateExpression: `SET ${sets.join(', ')}${adds}${removes}`,
            ConditionExpression: `attribute_exists(pk) AND ${versionHolds}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        after = USER.parse(result.Attributes as Record<string, unknown>);
      } catch (err) {
        if (newEmail) await release('email', newEmail, id);
        if (!isConditionFailure(err)) throw err;
        if (!(await getUser(id))) throw new NotFoundError('User not found');
        throw new ConflictError(CHANGED);
      }
      if (newEmail) await release('email', before.email, id);
      if (after.organizationId !== before.organizationId) {
        await deleteKey(MEMBERSHIP.key({ organizationId: before.organizationId, userId: id }));
        await putMembership(after);
      }
      await putEntry(after, entryOf(before));
      return after;
    },
    async remove(user) {
      const before = (await getEntry(user.id)) ?? entryOf(user);
      await deleteKey(USER.key({ id: user.id }));
      await deleteKey(USER_ENTRY.key({ id: user.id }));
      await moveIndex(before, null);
      await deleteKey(MEMBERSHIP.key({ organizationId: user.organizationId, userId: user.id }));
      await release('username', user.username, user.id);
      await release('email', user.email, user.id);
    },
  };
}

export function createDynamoOrganizationStore(): OrganizationStore {
  return {
    async get(id) {
      const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: ORGANIZATION.key({ id }) }));
      return result.Item ? ORGANIZATION.parse(result.Item) : null;
    },
    async put(organization) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: ORGANIZATION.item(organization, organization) }));
    },
    async list() {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': ORGANIZATION.keys.gsi1.pk.build({}) },
      });
      return items.map((item) => ORGANIZATION.parse(item));
    },
    create: (organization) =>
      putIf(dynamoDocumentClient(), {
        table: tableName(),
        item: ORGANIZATION.item(organization, organization),
        condition: 'attribute_not_exists(pk)',
      }),
  };
}

/** Counts a member of staff's assignments (gsi1 of the assignment items), without reading them. */
export function createDynamoAssignmentCounter(): AssignmentCounter {
  return {
    async countForUser(userId) {
      let count = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamoDocumentClient().send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': ASSIGNMENT.keys.gsi1.pk.build({ userId }) },
            Select: 'COUNT',
            ExclusiveStartKey: startKey,
          }),
        );
        count += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return count;
    },
  };
}

/** A conditional update of a user's profile item; false when the condition does not hold. */
async function updateUserIf(id: string, update: string, condition: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: USER.key({ id }),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(pk) AND (${condition})`,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Second factors, on the user's profile item (never on the directory entry User Management reads). */
export function createDynamoMfaStore(): MfaStore {
  return {
    async setPendingSecret(userId, secret) {
      if (!(await updateUserIf(userId, 'SET pendingMfaSecret = :secret', 'attribute_not_exists(mfa)', { ':secret': secret }))) {
        throw new ConflictError('Two-step sign-in is already on.');
      }
    },
    enable: (userId, settings, pendingSecret, step) =>
      updateUserIf(
        userId,
        'SET mfa = :mfa, mfaLastStep = :step REMOVE pendingMfaSecret',
        'pendingMfaSecret = :pending AND attribute_not_exists(mfa)',
        {
          ':mfa': settings,
          ':step': step,
          ':pending': pendingSecret,
        },
      ),
    useStep: (userId, step) =>
      updateUserIf(
        userId,
        'SET mfaLastStep = :step',
        'attribute_exists(mfa) AND (attribute_not_exists(mfaLastStep) OR mfaLastStep < :step)',
        {
          ':step': step,
        },
      ),
    async useRecoveryCode(userId, hash) {
      // Removed by its index, on condition the index still holds it: two codes used at once shift the list, so retry.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const index = (await getUser(userId))?.mfa?.recoveryCodeHashes.indexOf(hash) ?? -1;
        if (index < 0) return false;
        if (
          await updateUserIf(userId, `REMOVE mfa.recoveryCodeHashes[${index}]`, `mfa.recoveryCodeHashes[${index}] = :hash`, {
            ':hash': hash,
          })
        ) {
          return true;
        }
      }
      return false;
    },
    async disable(userId) {
      await updateUserIf(userId, 'REMOVE mfa, pendingMfaSecret, mfaLastStep', 'attribute_exists(pk)', {});
    },
  };
}
