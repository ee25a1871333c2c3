import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { deleteVersioned, putIf, putVersioned, queryAll } from './items';
import { KEY_ATTRIBUTES, REPORT_GROUP, REPORT_GROUP_LINK } from './keys';
import type { ReportGroupRecord, ReportGroupStore } from '../../ports';

const LINKED_ELSEWHERE = 'A report is already in another group (a report belongs to one group): take it out of that group first.';
const CHANGED = 'This group was changed by someone else. Reload it, then try again.';

const isConditionFailure = (err: unknown) => err instanceof ConditionalCheckFailedException;

/**
 * The embedded DynamoDB has no transactions, so a group's writes are ordered instead: the reports' links are
 * claimed first (a conditional put each, undone if one is refused), then the group item is written. A link
 * left by a write that stopped half-way names a group that does not hold the report: it counts as free.
 */
function putIfAllowed(reportId: string, groupId: string, condition: string, values: Record<string, unknown>): Promise<boolean> {
  return putIf(dynamoDocumentClient(), {
    table: tableName(),
    item: REPORT_GROUP_LINK.item({ reportId }, { reportId, groupId }),
    condition,
    values,
  });
}

async function readGroup(id: string): Promise<ReportGroupRecord | null> {
  const result = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: REPORT_GROUP.key({ id }), ConsistentRead: true }),
  );
  return result.Item ? REPORT_GROUP.parse(result.Item) : null;
}

async function linkOf(reportId: string): Promise<string | null> {
  const result = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: REPORT_GROUP_LINK.key({ reportId }), ConsistentRead: true }),
  );
  return result.Item ? REPORT_GROUP_LINK.parse(result.Item).groupId : null;
}

/** Links a report to a group unless another group holds it; answers whether it did. */
async function claim(reportId: string, groupId: string): Promise<boolean> {
  if (await putIfAllowed(reportId, groupId, 'attribute_not_exists(pk) OR groupId = :group', { ':group': groupId })) return true;
  const other = await linkOf(reportId);
  if (other === null) return claim(reportId, groupId);
  const holder = await readGroup(other);
  if (holder?.reportIds.includes(reportId)) return false;
  // A stale link (its group never finished being written, or no longer holds the report): take it over.
  return putIfAllowed(reportId, groupId, 'groupId = :other', { ':other': other });
}

/** Unlinks a report from a group (a link to another group stays). */
async function release(reportId: string, groupId: string): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: REPORT_GROUP_LINK.key({ reportId }),
        ConditionExpression: 'groupId = :group',
        ExpressionAttributeValues: { ':group': groupId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Claims every report or none: on a refusal the ones claimed so far are released. */
async function claimAll(reportIds: string[], groupId: string): Promise<void> {
  const claimed: string[] = [];
  for (const reportId of reportIds) {
    if (!(await claim(reportId, groupId))) {
      for (const done of claimed) await release(done, groupId);
      throw new ConflictError(LINKED_ELSEWHERE);
    }
    claimed.push(reportId);
  }
}

/** Writes the group item; `expectedVersion` null: it must not exist yet. Answers whether the condition held. */
function putGroup(group: ReportGroupRecord, expectedVersion: number | null): Promise<boolean> {
  return putVersioned(dynamoDocumentClient(), tableName(), REPORT_GROUP.item(group, group), expectedVersion);
}

export function createDynamoReportGroupStore(): ReportGroupStore {
  const client = dynamoDocumentClient;
  return {
    get: readGroup,

    async list(organizationId) {
      const index = organizationId === null ? ('gsi2' as const) : ('gsi1' as const);
      const partition = organizationId === null ? REPORT_GROUP.keys.gsi2.pk.build({}) : REPORT_GROUP.keys.gsi1.pk.build({ organizationId });
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
      });
      return items.map((item) => REPORT_GROUP.parse(item));
    },

    async groupOf(reportId) {
      const groupId = await linkOf(reportId);
      if (groupId === null) return null;
      const group = await readGroup(groupId);
      return group?.reportIds.includes(reportId) ? groupId : null;
    },

    async create(group) {
      await claimAll(group.reportIds, group.id);
      if (!(await putGroup(group, null))) {
        for (const reportId of group.reportIds) await release(reportId, group.id);
        throw new ConflictError('A group with this id already exists');
      }
    },

    async update(current, changes) {
      const next: ReportGroupRecord = { ...current, ...changes, version: current.version + 1 };
      const added = changes.reportIds.filter((id) => !current.reportIds.includes(id));
      const removed = current.reportIds.filter((id) => !changes.reportIds.includes(id));
      await claimAll(added, current.id);
      if (!(await putGroup(next, current.version))) {
        for (const reportId of added) await release(reportId, current.id);
        throw new ConflictError(CHANGED);
      }
      for (const reportId of removed) await release(reportId, current.id);
      return next;
    },

    async delete(group) {
      await deleteVersioned(client(), {
        table: tableName(),
        key: REPORT_GROUP.key({ id: group.id }),
        expectedVersion: group.version,
        conflict: CHANGED,
      });
      for (const reportId of group.reportIds) await release(reportId, group.id);
    },

    async removeReport(reportId) {
      const groupId = await linkOf(reportId);
      if (!groupId) return;
      const group = await readGroup(groupId);
      if (group?.reportIds.includes(reportId)) {
        try {
          await client().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: REPORT_GROUP.key({ id: groupId }),
              UpdateExpression: 'SET reportIds = :ids, version = version + :one',
              ConditionExpression: 'version = :expected',
              ExpressionAttributeValues: { ':ids': group.reportIds.filter((id) => id !== reportId), ':one': 1, ':expected': group.version },
            }),
          );
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
          // Changed meanwhile: read it again.
          return this.removeReport(reportId);
        }
      }
      await release(reportId, groupId);
    },
  };
}
