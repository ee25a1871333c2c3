import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { reportSchema, type Report } from '@scout/shared/domain';
import type { ReportStore } from '../../reports/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll, withoutKeys } from './items';

export const ALL_REPORTS_PARTITION = 'REPORTS';

function toReport(item: Record<string, unknown>): Report {
  return reportSchema.parse(withoutKeys(item));
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

export function createDynamoReportStore(): ReportStore {
  return {
    async get(id) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: { pk: `REPORT#${id}`, sk: 'REPORT' } }),
      );
      return result.Item ? toReport(result.Item) : null;
    },
    listByOrganization: (organizationId) => listByIndex('gsi1', `ORG#${organizationId}#REPORTS`),
    listAll: () => listByIndex('gsi2', ALL_REPORTS_PARTITION),
    async put(report) {
      const sortKey = `${report.createdAt}#${report.id}`;
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: `REPORT#${report.id}`,
            sk: 'REPORT',
            gsi1pk: `ORG#${report.organizationId}#REPORTS`,
            gsi1sk: sortKey,
            gsi2pk: ALL_REPORTS_PARTITION,
            gsi2sk: sortKey,
            entityType: 'Report',
            ...report,
          },
        }),
      );
    },
  };
}
