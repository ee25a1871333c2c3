import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ConceptRecord, ConceptStore, ConceptTagRecord } from '../../concepts/ports';
import { ConflictError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { batchWriteAll, deleteVersioned, putIf, putVersioned, queryAll, queryPage } from './items';
import { CONCEPT, CONCEPT_NAME, CONCEPT_TAG } from './keys';

const CHANGED = 'This concept was changed by someone else. Reload the library, then try again.';
const nameTaken = (name: string) => `Your library already has a concept named “${name}”. Choose another name, or edit that concept.`;

const isConditionFailure = (err: unknown) => err instanceof ConditionalCheckFailedException;
const conceptCardsPartition = (conceptId: string) => CONCEPT_TAG.keys.gsi1.pk.build({ conceptId });

async function readConcept(id: string): Promise<ConceptRecord | null> {
  const result = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: CONCEPT.key({ id }), ConsistentRead: true }),
  );
  return result.Item ? CONCEPT.parse(result.Item) : null;
}

async function putNameClaim(organizationId: string, name: string, conceptId: string, condition: string, values: Record<string, unknown>) {
  return putIf(dynamoDocumentClient(), {
    table: tableName(),
    item: CONCEPT_NAME.item({ organizationId, name }, { conceptId }),
    condition,
    values,
  });
}

/**
 * Claims a name for a concept (the embedded DynamoDB has no transactions, so the claim is written before the
 * concept). A claim left by a write that stopped half-way, or by a concept renamed or deleted meanwhile, is taken over.
 */
async function claimName(organizationId: string, name: string, conceptId: string): Promise<void> {
  if (await putNameClaim(organizationId, name, conceptId, 'attribute_not_exists(pk) OR conceptId = :mine', { ':mine': conceptId })) return;
  const claim = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: CONCEPT_NAME.key({ organizationId, name }), ConsistentRead: true }),
  );
  const holderId = claim.Item ? CONCEPT_NAME.parse(claim.Item).conceptId : null;
  if (holderId === null) return claimName(organizationId, name, conceptId);
  const holder = await readConcept(holderId);
  if (holder && holder.name.toLowerCase() === name.toLowerCase()) throw new ConflictError(nameTaken(holder.name));
  if (!(await putNameClaim(organizationId, name, conceptId, 'conceptId = :other', { ':other': holderId })))
    throw new ConflictError(nameTaken(name));
}

/** Frees a name if this concept still holds it. */
async function releaseName(organizationId: string, name: string, conceptId: string): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: CONCEPT_NAME.key({ organizationId, name }),
        ConditionExpression: 'conceptId = :mine',
        ExpressionAttributeValues: { ':mine': conceptId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

function putConcept(concept: ConceptRecord, expectedVersion: number | null): Promise<boolean> {
  return putVersioned(dynamoDocumentClient(), tableName(), CONCEPT.item(concept, concept), expectedVersion);
}

/** The Query of a concept's tags (gsi1), report by report in card number order. */
const conceptCardsQuery = (conceptId: string) => ({
  TableName: tableName(),
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': conceptCardsPartition(conceptId) },
});

async function allTagKeys(conceptId: string): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll(dynamoDocumentClient(), { ...conceptCardsQuery(conceptId), ProjectionExpression: 'pk, sk' });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

export function createDynamoConceptStore(): ConceptStore {
  const client = dynamoDocumentClient;
  return {
    get: readConcept,

    async list(organizationId) {
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': CONCEPT.keys.gsi1.pk.build({ organizationId }) },
      });
      return items.map((item) => CONCEPT.parse(item));
    },

    async create(concept) {
      await claimName(concept.organizationId, concept.name, concept.id);
      if (!(await putConcept(concept, null))) {
        await releaseName(concept.organizationId, concept.name, concept.id);
        throw new ConflictError('A concept with this id already exists');
      }
    },

    async update(current, changes) {
      const next: ConceptRecord = { ...current, ...changes, version: current.version + 1 };
      const renamed = next.name !== current.name;
      const newClaim = renamed && next.name.toLowerCase() !== current.name.toLowerCase();
      if (newClaim) await claimName(current.organizationId, next.name, current.id);
      if (!(await putConcept(next, current.version))) {
        if (newClaim) await releaseName(current.organizationId, next.name, current.id);
        throw new ConflictError(CHANGED);
      }
      if (newClaim) await releaseName(current.organizationId, current.name, current.id);
      return next;
    },

    async delete(concept) {
      await deleteVersioned(client(), {
        table: tableName(),
        key: CONCEPT.key({ id: concept.id }),
        expectedVersion: concept.version,
        conflict: CHANGED,
      });
      await releaseName(concept.organizationId, concept.name, concept.id);
      const keys = await allTagKeys(concept.id);
      await batchWriteAll(
        client(),
        tableName(),
        keys.map((Key) => ({ DeleteRequest: { Key } })),
        `untag the cards of concept ${concept.id}`,
      );
    },

    async tag(tag) {
      try {
        await client().send(
          new PutCommand({ TableName: tableName(), Item: CONCEPT_TAG.item(tag, tag), ConditionExpression: 'attribute_not_exists(pk)' }),
        );
        return tag;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
      const existing = await client().send(new GetCommand({ TableName: tableName(), Key: CONCEPT_TAG.key(tag), ConsistentRead: true }));
      return existing.Item ? (CONCEPT_TAG.parse(existing.Item) as ConceptTagRecord) : tag;
    },

    async listTags(conceptId, { limit, lastKey }) {
      const partition = conceptCardsPartition(conceptId);
      const page = await queryPage(client(), conceptCardsQuery(conceptId), { index: 'gsi1', partition, limit, lastKey });
      return { items: page.items.map((item) => CONCEPT_TAG.parse(item) as ConceptTagRecord), nextKey: page.nextKey };
    },

    async conceptsOfCard(cardId) {
      const items = await queryAll(client(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': CONCEPT_TAG.keys.table.pk.build({ cardId }), ':prefix': CONCEPT_TAG.keys.table.sk.prefix },
        ConsistentRead: true,
      });
      return items.map((item) => CONCEPT_TAG.parse(item).conceptId);
    },

    async untag(cardId, conceptId) {
      await client().send(new DeleteCommand({ TableName: tableName(), Key: CONCEPT_TAG.key({ cardId, conceptId }) }));
    },

    async countTags(conceptId) {
      let count = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client().send(
          new QueryCommand({ ...conceptCardsQuery(conceptId), Select: 'COUNT', ExclusiveStartKey: startKey }),
        );
        count += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return count;
    },
  };
}
