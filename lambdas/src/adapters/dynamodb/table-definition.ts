/**
 * Scout's single DynamoDB table, declared once: the local stack and the test setup create it from this, and
 * the CDK stateful stack defines the same keys and indexes from it.
 *
 * Access patterns (no Scan on any request path):
 * - user by id ................................ pk USER#{id}            sk PROFILE
 * - user by username (login) .................. gsi1 USERNAME#{lower}    sk USER
 * - user by e-mail (login) .................... gsi2 EMAIL#{lower}       sk USER
 * - organisation by id ........................ pk ORG#{id}             sk PROFILE
 * - report by id .............................. pk REPORT#{id}          sk REPORT
 * - an organisation's reports, newest first ... gsi1 ORG#{orgId}#REPORTS  sk {createdAt}#{id}
 * - all reports, newest first (staff) ......... gsi2 REPORTS              sk {createdAt}#{id}
 * - a report's cards in number order .......... pk REPORT#{id}          sk CARD#{number, 6 digits}
 * - failed sign-ins of an account ............. pk LOGINLIMIT#ACCOUNT#{user id, or the name typed}  sk LIMIT
 * - failed sign-ins from a source IP .......... pk LOGINLIMIT#SOURCE#{ip}  sk LIMIT
 *
 * Items with an `expiresAt` (epoch seconds) are deleted by DynamoDB's TTL some time after it (the sign-in
 * limits); readers never rely on that deletion (dynalite has no TTL), they compare the times themselves.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
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
