import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { completionPercentage, reportSchema, type Report } from '@scout/shared/domain';
import { ConflictError, NotFoundError } from '../../core/errors';
import type { AssignmentRecord, AssignmentStore, ReportStore } from '../../reports/ports';
import { dynamoDocumentClient, tableName } from './client';
import { addToCounters, deletePartition, queryAll, updateVersioned, withoutKeys } from './items';

export const ALL_REPORTS_PARTITION = 'REPORTS';

const reportKey = (id: string) => ({ pk: `REPORT#${id}`, sk: 'REPORT' });

/**
 * The item keeps counters beside the report: cardSeq (last card number handed out), cardsCount and
 * cardsComplete (completion is derived from these two), viewCount and lastViewedAt.
 */
function toReport(item: Record<string, unknown>): Report {
  const total = Number(item.cardsCount ?? 0);
  const complete = Number(item.cardsComplete ?? 0);
  return reportSchema.parse({ ...withoutKeys(item), completionPercentage: completionPercentage(total, complete) });
}

async function listByIndex(index: 'gsi1' | 'gsi2', partition: string): Promise<Report[]> {
  const items = await queryAll(dynamoDocumentClient(), {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
    ScanIndexForward: false,
  });
  return items.map(toReport);
}

function reportItem(report: Report, counters: { cardSeq: number; cardsComplete: number }) {
  const sortKey = `${report.createdAt}#${report.id}`;
  const { completionPercentage: _derived, ...stored } = report;
  return {
    ...reportKey(report.id),
    gsi1pk: `ORG#${report.organizationId}#REPORTS`,
    gsi1sk: sortKey,
    gsi2pk: ALL_REPORTS_PARTITION,
    gsi2sk: sortKey,
    entityType: 'Report',
    ...stored,
    ...counters,
  };
}

export interface ReportSeed {
  report: Report;
  cardSeq: number;
  cardsComplete: number;
}

export function createDynamoReportStore(): ReportStore & { seed(seed: ReportSeed): Promise<void> } {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(id) }));
      return result.Item ? toReport(result.Item) : null;
    },
    listByOrganization: (organizationId) => listByIndex('gsi1', `ORG#${organizationId}#REPORTS`),
    listAll: () => listByIndex('gsi2', ALL_REPORTS_PARTITION),
    async create(report) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: reportItem(report, { cardSeq: 0, cardsComplete: 0 }),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new ConflictError('A report with this id already exists');
        throw err;
      }
    },
    /** Demo data: a report with its counters as they would be after its cards were created. */
    async seed({ report, cardSeq, cardsComplete }) {
      await client().send(new PutCommand({ TableName: tableName(), Item: reportItem(report, { cardSeq, cardsComplete }) }));
    },
    async update(id, expectedVersion, changes) {
      return toReport(await updateVersioned(client(), { table: tableName(), key: reportKey(id), expectedVersion, changes, entity: 'report' }));
    },
    async delete(id) {
      await deletePartition(client(), tableName(), `REPORT#${id}`);
    },
    async recordView(id, at) {
      const result = await addToCounters(client(), tableName(), reportKey(id), { viewCount: 1 }, { lastViewedAt: at });
      if (!result) throw new NotFoundError('Report not found');
      return { viewCount: Number(result.viewCount), lastViewedAt: String(result.lastViewedAt) };
    },
    async nextCardNumber(id) {
      const result = await addToCounters(client(), tableName(), reportKey(id), { cardSeq: 1 });
      if (!result) throw new NotFoundError('Report not found');
      return Number(result.cardSeq);
    },
    async adjustCardCounts(id, delta) {
      const deltas: Record<string, number> = {};
      if (delta.total) deltas.cardsCount = delta.total;
      if (delta.complete) deltas.cardsComplete = delta.complete;
      if (Object.keys(deltas).length > 0) await addToCounters(client(), tableName(), reportKey(id), deltas);
    },
  };
}

export function createDynamoAssignmentStore(): AssignmentStore {
  return {
    async list(reportId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `REPORT#${reportId}`, ':prefix': 'ASSIGN#' },
      });
      return items.map((item) => withoutKeys(item) as unknown as AssignmentRecord);
    },
    async put(assignment) {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `REPORT#${assignment.reportId}`, sk: `ASSIGN#${assignment.userId}`, entityType: 'Assignment', ...assignment },
        }),
      );
    },
  };
}
