import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll } from './items';
import { ENTITY_TYPE_ATTRIBUTE, STORAGE_BY_KIND, STORAGE_BY_REPORT, STORAGE_USAGE } from './keys';
import type { StorageChange, StorageUsage, StorageUse } from '../../ports';

/** Sums changes by a key, dropping sums that cancel out. */
function sumBy(changes: readonly StorageChange[], keyOf: (change: StorageChange) => string): Map<string, StorageUse> {
  const sums = new Map<string, StorageUse>();
  for (const change of changes) {
    const sum = sums.get(keyOf(change)) ?? { bytes: 0, objects: 0 };
    sums.set(keyOf(change), { bytes: sum.bytes + change.bytes, objects: sum.objects + change.objects });
  }
  for (const [key, sum] of sums) if (sum.bytes === 0 && sum.objects === 0) sums.delete(key);
  return sums;
}

/** ADD creates the item (and the counters, from zero) the first time. */
function addTo(key: Record<string, string>, type: string, use: StorageUse, named: Record<string, string> = {}) {
  const names = Object.keys(named);
  return dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD #bytes :bytes, #objects :objects SET #type = :type${names.map((name) => `, #${name} = :${name}`).join('')}`,
      ExpressionAttributeNames: {
        '#bytes': 'bytes',
        '#objects': 'objects',
        '#type': ENTITY_TYPE_ATTRIBUTE,
        ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
      },
      ExpressionAttributeValues: {
        ':bytes': use.bytes,
        ':objects': use.objects,
        ':type': type,
        ...Object.fromEntries(names.map((name) => [`:${name}`, named[name]])),
      },
    }),
  );
}

/**
 * Storage counters kept in the organisation's partition: its total, and one item per report and per kind of
 * medium. Each change moves all three (separate updates: the total is exact; a crash between them can leave a
 * breakdown item behind the total, which the storage page shows as "other").
 */
export function createDynamoStorageUsage(): StorageUsage {
  return {
    async add(organizationId, changes) {
      const total = sumBy(changes, () => 'total').get('total');
      if (!total) return;
      await Promise.all([
        addTo(STORAGE_USAGE.key({ organizationId }), STORAGE_USAGE.type, total),
        ...[...sumBy(changes, (change) => change.reportId)].map(([reportId, use]) =>
          addTo(STORAGE_BY_REPORT.key({ organizationId, reportId }), STORAGE_BY_REPORT.type, use, { reportId }),
        ),
        ...[...sumBy(changes, (change) => change.kind)].map(([kind, use]) =>
          addTo(STORAGE_BY_KIND.key({ organizationId, kind }), STORAGE_BY_KIND.type, use, { kind }),
        ),
      ]);
    },
    async get(organizationId) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: STORAGE_USAGE.key({ organizationId }) }),
      );
      return result.Item ? STORAGE_USAGE.parse(result.Item) : { bytes: 0, objects: 0 };
    },
    async breakdown(organizationId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': STORAGE_BY_REPORT.key({ organizationId, reportId: 'x' }).pk, ':prefix': 'STORAGE#' },
      });
      return {
        byReport: items
          .filter((item) => item[ENTITY_TYPE_ATTRIBUTE] === STORAGE_BY_REPORT.type)
          .map((item) => STORAGE_BY_REPORT.parse(item)),
        byKind: items.filter((item) => item[ENTITY_TYPE_ATTRIBUTE] === STORAGE_BY_KIND.type).map((item) => STORAGE_BY_KIND.parse(item)),
      };
    },
  };
}
