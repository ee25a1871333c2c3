import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../core/errors';
import type { DevelopmentTaskRecord, DevelopmentTaskStore } from '../../development-tasks/ports';
import { dynamoDocumentClient, tableName } from './client';
import { deleteVersioned, putVersioned, queryAll } from './items';
import { DEVELOPMENT_TASK } from './keys';

const CHANGED = 'This task was changed by someone else. Reload the tasks, then try again.';

const taskItem = (task: DevelopmentTaskRecord) => DEVELOPMENT_TASK.item(task, task);

export function createDynamoDevelopmentTaskStore(): DevelopmentTaskStore {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(
        new GetCommand({ TableName: tableName(), Key: DEVELOPMENT_TASK.key({ id }), ConsistentRead: true }),
      );
      return result.Item ? DEVELOPMENT_TASK.parse(result.Item) : null;
    },

    async list(organizationId) {
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': DEVELOPMENT_TASK.keys.gsi1.pk.build({ organizationId }) },
        ScanIndexForward: false,
      });
      return items.map((item) => DEVELOPMENT_TASK.parse(item));
    },

    async create(task) {
      if (!(await putVersioned(client(), tableName(), taskItem(task), null))) throw new ConflictError('A task with this id already exists');
    },

    async replace(next, expectedVersion) {
      if (!(await putVersioned(client(), tableName(), taskItem(next), expectedVersion))) throw new ConflictError(CHANGED);
    },

    async delete(id, expectedVersion) {
      await deleteVersioned(client(), { table: tableName(), key: DEVELOPMENT_TASK.key({ id }), expectedVersion, conflict: CHANGED });
    },
  };
}
