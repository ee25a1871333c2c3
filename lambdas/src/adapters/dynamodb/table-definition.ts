/**
 * Scout's single DynamoDB table, declared once: the local stack and the test setup create it from this, and
 * the CDK stateful stack defines the same keys and indexes from it. What each item keeps in these keys, and
 * the queries that read them, are declared in keys.ts (rendered into lambdas/README.md); no Scan runs on a
 * request path.
 *
 * Items with an `expiresAt` (epoch seconds) are deleted by DynamoDB's TTL some time after it (the sign-in
 * limits); readers never rely on that deletion (dynalite has no TTL), they compare the times themselves.
 */
/** The key attributes of the table and of each index, by index name ('table' for the table's own). */
export const KEY_ATTRIBUTES = {
  table: { pk: 'pk', sk: 'sk' },
  gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' },
  gsi2: { pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;

export type KeyIndexName = keyof typeof KEY_ATTRIBUTES;

export const TABLE_KEYS = {
  partitionKey: KEY_ATTRIBUTES.table.pk,
  sortKey: KEY_ATTRIBUTES.table.sk,
  timeToLiveAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: KEY_ATTRIBUTES.gsi1.pk, sortKey: KEY_ATTRIBUTES.gsi1.sk },
    { name: 'gsi2', partitionKey: KEY_ATTRIBUTES.gsi2.pk, sortKey: KEY_ATTRIBUTES.gsi2.sk },
  ],
} as const;

export type IndexName = (typeof TABLE_KEYS.indexes)[number]['name'];

/** CreateTable input for the embedded DynamoDB (on-demand billing, string keys). */
export function createTableInput(tableName: string) {
  const attributeNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
