import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../adapters/dynamodb/table-definition';
import { EMBEDDED_CREDENTIALS } from './embedded-aws';

/** Creates Scout's table on a DynamoDB endpoint if it is absent, and waits until it is active. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'existing'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existing';
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  for (let attempt = 0; attempt < 50; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return 'created';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become active`);
}

/** Creates the table on an embedded DynamoDB endpoint (local stack, tests, benchmarks). */
export async function provisionEmbeddedTable(endpoint: string, tableName: string): Promise<'created' | 'existing'> {
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: EMBEDDED_CREDENTIALS });
  try {
    return await ensureTable(client, tableName);
  } finally {
    client.destroy();
  }
}
