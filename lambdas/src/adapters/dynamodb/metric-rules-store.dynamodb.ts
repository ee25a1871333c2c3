import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from './client';
import { putVersioned } from './items';
import { METRIC_RULES } from './keys';
import type { MetricRulesStore } from '../../ports';

/** Each organisation's metric definitions, one item in its partition, saved only over the version read. */
export function createDynamoMetricRulesStore(): MetricRulesStore {
  const client = dynamoDocumentClient;
  return {
    async get(organizationId) {
      const result = await client().send(
        new GetCommand({ TableName: tableName(), Key: METRIC_RULES.key({ organizationId }), ConsistentRead: true }),
      );
      return result.Item ? METRIC_RULES.parse(result.Item) : null;
    },
    put(rules, expectedVersion) {
      const item = METRIC_RULES.item({ organizationId: rules.organizationId }, rules);
      return putVersioned(client(), tableName(), item, expectedVersion === 0 ? null : expectedVersion);
    },
  };
}
