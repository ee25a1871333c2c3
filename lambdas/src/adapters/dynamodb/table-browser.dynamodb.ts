import { QueryCommand, ScanCommand, type QueryCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../core/errors';
import type { TableBrowser } from '../../dev-tools/ports';
import { dynamoDocumentClient, tableName } from './client';
import { ENTITIES, ENTITY_TYPE_ATTRIBUTE } from './keys';

const BAD_TOKEN = 'nextToken is not a page token of this listing';

/** A page token: the scan's or query's LastEvaluatedKey with what it was issued for, so it is not reused elsewhere. */
function encodeToken(key: Record<string, unknown> | undefined, scope: string): string | null {
  return key ? Buffer.from(JSON.stringify({ scope, key })).toString('base64url') : null;
}

function decodeToken(token: string | undefined, scope: string): Record<string, unknown> | undefined {
  if (token === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { scope?: unknown; key?: unknown };
    if (parsed.scope === scope && typeof parsed.key === 'object' && parsed.key !== null) return parsed.key as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ValidationError(BAD_TOKEN);
}

/** Attributes the explorer never shows: password hashes and the access code's hash (one-way, but still secrets). */
const SECRET_ATTRIBUTE = /^(passwordHash|hash|secret|.*Secret)$/;
export const REDACTED_ATTRIBUTE = '[REDACTED]';

/** Binary attributes (none today) and Sets become JSON-friendly values; secret attributes are redacted. */
function plain(value: unknown): unknown {
  if (value instanceof Set) return [...(value as Set<unknown>)].map(plain);
  if (value instanceof Uint8Array) return `base64:${Buffer.from(value).toString('base64')}`;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_ATTRIBUTE.test(k) ? REDACTED_ATTRIBUTE : plain(v)]));
  }
  return value;
}

/** The Database Explorer's reads: a Query of one partition, or a Scan, optionally filtered by entity type. */
export function createDynamoTableBrowser(): TableBrowser {
  const client = dynamoDocumentClient();
  const entityTypes = ENTITIES.map((entity) => entity.type);
  return {
    entityTypes: () => entityTypes,
    async page({ pk, entityType, limit, nextToken }) {
      const scope = `${pk ?? '*'}|${entityType ?? '*'}`;
      const filter = entityType
        ? {
            FilterExpression: '#entity = :entity',
            ExpressionAttributeNames: { '#entity': ENTITY_TYPE_ATTRIBUTE },
            ExpressionAttributeValues: { ':entity': entityType },
          }
        : {};
      const start = decodeToken(nextToken, scope);
      if (pk) {
        const input: QueryCommandInput = {
          TableName: tableName(),
          KeyConditionExpression: '#pk = :pk',
          ...filter,
          ExpressionAttributeNames: { '#pk': 'pk', ...filter.ExpressionAttributeNames },
          ExpressionAttributeValues: { ':pk': pk, ...filter.ExpressionAttributeValues },
          Limit: limit,
          ExclusiveStartKey: start,
        };
        const result = await client.send(new QueryCommand(input));
        return {
          items: (result.Items ?? []).map((item) => plain(item) as Record<string, unknown>),
          scanned: result.ScannedCount ?? 0,
          nextToken: encodeToken(result.LastEvaluatedKey, scope),
        };
      }
      const input: ScanCommandInput = { TableName: tableName(), ...filter, Limit: limit, ExclusiveStartKey: start };
      const result = await client.send(new ScanCommand(input));
      return {
        items: (result.Items ?? []).map((item) => plain(item) as Record<string, unknown>),
        scanned: result.ScannedCount ?? 0,
        nextToken: encodeToken(result.LastEvaluatedKey, scope),
      };
    },
  };
}
