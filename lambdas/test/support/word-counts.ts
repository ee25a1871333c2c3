import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from '../../src/adapters/dynamodb/client';
import { REPORT_WORD, REPORT_WORD_COUNTS, reportCountsScope } from '../../src/adapters/dynamodb/keys';

/** The counts without zeros (a count moved back to 0 stays stored as 0), starts in order. */
const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(counts)
      .filter(([, count]) => count !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The stored word counts of a partition of the report search index (null: every organisation's), zeros left out. */
export async function storedWordCounts(organizationId: string | null, bucket: string): Promise<Record<string, number>> {
  const result = await dynamoDocumentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: REPORT_WORD_COUNTS.key({ scope: reportCountsScope(organizationId), bucket }),
      ConsistentRead: true,
    }),
  );
  return result.Item ? nonZero(REPORT_WORD_COUNTS.parse(result.Item)) : {};
}

/**
 * What the counts of a partition should be, from its word items: for each start of 2 to 6 characters of each
 * item's word, how many items' words start with it.
 */
export async function wordCountsOfIndex(organizationId: string | null, bucket: string): Promise<Record<string, number>> {
  const input: QueryCommandInput =
    organizationId === null
      ? {
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': REPORT_WORD.keys.gsi1.pk.build({ bucket }) },
        }
      : {
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': REPORT_WORD.keys.table.pk.build({ organizationId, bucket }) },
        };
  const counts: Record<string, number> = {};
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      const word = String(item.word);
      for (let length = 2; length <= Math.min(6, word.length); length++)
        counts[word.slice(0, length)] = (counts[word.slice(0, length)] ?? 0) + 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return nonZero(counts);
}
