import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Report } from '@scout/shared/domain';
import type { Page } from '../../core/page';
import { dynamoDocumentClient, tableName } from './client';
import { queryPage } from './items';
import { KEY_ATTRIBUTES, PAID_REPORT } from './keys';
import type { PaidReportPageQuery } from '../../ports';

/** The statuses a paid report is in: paid, then in progress once its timer runs, then completed. */
const PAID_STATUSES: readonly string[] = ['paid', 'in_progress', 'completed'];

/** Paid: a package other than Free, its payment completed, and a status of paid work. */
export const isPaidReport = (report: Pick<Report, 'status' | 'paymentStatus' | 'packageType'>) =>
  PAID_STATUSES.includes(report.status) && report.paymentStatus === 'completed' && report.packageType !== 'free';

/** No running timer: after every expiry (an ISO instant starts with a digit). */
const NO_TIMER = '~';

/** The report's place in the queue: open before completed, then by timer expiry, no timer last. */
function queueOf(report: Pick<Report, 'status' | 'timerStartedAt' | 'timerExpiresAt'>): string {
  const expiry = report.timerStartedAt && report.timerExpiresAt ? report.timerExpiresAt : NO_TIMER;
  return `${report.status === 'completed' ? '1' : '0'}#${expiry}`;
}

/** What a report write must do to the report's queue item: write it, delete it, or nothing. */
export function paidReportChange(before: Report | null, after: Report | null): 'put' | 'delete' | null {
  const wasPaid = before !== null && isPaidReport(before);
  const isPaid = after !== null && isPaidReport(after);
  if (!isPaid) return wasPaid ? 'delete' : null;
  return !wasPaid || queueOf(before) !== queueOf(after) || before.organizationId !== after.organizationId ? 'put' : null;
}

/** The queue item a paid report has. */
function queueItem(report: Report): { reportId: string; organizationId: string; queue: string } {
  return { reportId: report.id, organizationId: report.organizationId, queue: queueOf(report) };
}

async function putQueueItem(report: Report): Promise<void> {
  const values = queueItem(report);
  await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: PAID_REPORT.item(values, values) }));
}

async function deleteQueueItem(reportId: string): Promise<void> {
  await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: PAID_REPORT.key({ reportId }) }));
}

/** Keeps the report's queue item in step with the report as a write left it. */
export async function syncPaidReport(before: Report | null, after: Report | null, reportId: string): Promise<void> {
  const change = paidReportChange(before, after);
  if (change === 'delete') await deleteQueueItem(reportId);
  else if (change === 'put' && after) await putQueueItem(after);
}

/**
 * Brings a stored report's queue item to what its writes would have left (for reports stored before the
 * queue existed): written when a paid report has none or one out of step, deleted when the report is not
 * paid. Whether it wrote (with `dryRun`, whether it would have); a second call writes nothing.
 */
export async function mendPaidReport(report: Report, dryRun: boolean): Promise<boolean> {
  const stored = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: PAID_REPORT.key({ reportId: report.id }), ConsistentRead: true }),
  );
  const have = stored.Item ? PAID_REPORT.parse(stored.Item) : null;
  const wanted = isPaidReport(report) ? queueItem(report) : null;
  const inStep = wanted === null ? have === null : have?.queue === wanted.queue && have.organizationId === wanted.organizationId;
  if (inStep) return false;
  if (!dryRun) await (wanted ? putQueueItem(report) : deleteQueueItem(report.id));
  return true;
}

/**
 * A page of the paid reports' ids in queue order: one organisation's (gsi1) or every organisation's (gsi2);
 * `running` reads only open reports whose timer runs (a key range), so a page costs the same wherever it is.
 */
export async function listPaidReportIds(query: PaidReportPageQuery): Promise<Page<string>> {
  const index = query.organizationId === null ? 'gsi2' : 'gsi1';
  const partition =
    query.organizationId === null
      ? PAID_REPORT.keys.gsi2.pk.build({})
      : PAID_REPORT.keys.gsi1.pk.build({ organizationId: query.organizationId });
  const names = { '#pk': KEY_ATTRIBUTES[index].pk, ...(query.running ? { '#sk': KEY_ATTRIBUTES[index].sk } : {}) };
  const page = await queryPage(
    dynamoDocumentClient(),
    {
      TableName: tableName(),
      IndexName: index,
      // Open reports with a timer: queue 0 and an expiry (a digit first; ':' sorts after every digit).
      KeyConditionExpression: query.running ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':pk': partition, ...(query.running ? { ':from': '0#0', ':to': '0#:' } : {}) },
    },
    { index, partition, limit: query.limit, lastKey: query.lastKey, filter: query.running ? 'running' : 'paid' },
  );
  return { items: page.items.map((item) => PAID_REPORT.parse(item).reportId), nextKey: page.nextKey };
}
