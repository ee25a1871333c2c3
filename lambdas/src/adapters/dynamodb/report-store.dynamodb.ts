import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { completionPercentage, REPORT_STATUSES, staffReviewApplies, type Report, type ReportStatus } from '@scout/shared/domain';
import { ConflictError, NotFoundError } from '../../core/errors';
import type { AssignmentStore, ReportCounts, ReportFilter, ReportStore } from '../../reports/ports';
import { dynamoDocumentClient, tableName } from './client';
import { addToCounters, deletePartition, queryAll, updateVersioned } from './items';
import { ASSIGNMENT, KEY_ATTRIBUTES, REPORT, REPORT_COUNTS, reportCountsScope } from './keys';
import { listPaidReportIds, syncPaidReport } from './paid-report-index.dynamodb';

const reportKey = (id: string) => REPORT.key({ id });

/**
 * The completion percentage is derived from the counters kept on the item: the share of cards staff marked
 * complete, or for a report the coach breaks down himself (staffReviewApplies false) the share of cards whose
 * breakdown is filled in.
 */
function toReport(item: Record<string, unknown>): Report {
  const {
    cardSeq: _seq,
    cardsComplete,
    cardsFilled,
    viewCount: _views,
    lastViewedAt: _viewed,
    lastImportBase: _base,
    lastImportClaim: _claim,
    ...report
  } = REPORT.parse(item);
  const done = staffReviewApplies(report) ? cardsComplete : cardsFilled;
  return { ...report, completionPercentage: completionPercentage(report.cardsCount, done) };
}

function reportItem(report: Report, counters: { cardSeq: number; cardsComplete: number; cardsFilled?: number }) {
  const { completionPercentage: _derived, assignedStaffIds, ...stored } = report;
  // Assigned staff are a string set (absent while none): assigning ADDs to it, and 'unassigned' reads its absence.
  const assigned = assignedStaffIds?.length ? { assignedStaffIds: new Set(assignedStaffIds) } : {};
  return REPORT.item(report, { ...stored, ...assigned, ...counters });
}

/** Where a list reads: gsi1 holds each organisation's reports, gsi2 every report; both sort by creation time. */
function listIndex(organizationId: string | null) {
  return organizationId === null
    ? { index: 'gsi2' as const, partition: REPORT.keys.gsi2.pk.build({}) }
    : { index: 'gsi1' as const, partition: REPORT.keys.gsi1.pk.build({ organizationId }) };
}

/**
 * The Query of a list: the creation window is a range of the sort key (creation time, then id; instants are
 * compared as text, which holds for the one ISO form every creation time is written in), the statuses a
 * filter. Newest first unless `oldestFirst`.
 */
function listQuery(filter: ReportFilter, oldestFirst = false): QueryCommandInput {
  const { index, partition } = listIndex(filter.organizationId);
  const names: Record<string, string> = { '#pk': KEY_ATTRIBUTES[index].pk };
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  if (filter.createdFrom !== undefined || filter.createdTo !== undefined) names['#sk'] = KEY_ATTRIBUTES[index].sk;
  if (filter.createdFrom !== undefined) values[':from'] = filter.createdFrom;
  if (filter.createdTo !== undefined) values[':to'] = filter.createdTo;
  // A sort key is never equal to a bare instant (it goes on with #id), so BETWEEN leaves createdTo out.
  if (filter.createdFrom !== undefined && filter.createdTo !== undefined) condition += ' AND #sk BETWEEN :from AND :to';
  else if (filter.createdFrom !== undefined) condition += ' AND #sk >= :from';
  else if (filter.createdTo !== undefined) condition += ' AND #sk < :to';
  const filters: string[] = [];
  if (filter.statuses) {
    names['#status'] = 'status';
    filter.statuses.forEach((status, i) => (values[`:s${i}`] = status));
    filters.push(`#status IN (${filter.statuses.map((_, i) => `:s${i}`).join(', ')})`);
  }
  if (filter.packageType !== undefined) {
    names['#package'] = 'packageType';
    values[':package'] = filter.packageType;
    filters.push('#package = :package');
  }
  if (filter.paymentStatus !== undefined) {
    names['#payment'] = 'paymentStatus';
    values[':payment'] = filter.paymentStatus;
    filters.push('#payment = :payment');
  }
  if (filter.overdueAt !== undefined) {
    // isReportOverdue, on the stored attributes: the expiry (an ISO instant, compared as text) has passed,
    // the report is not completed and its cards are not all complete (completion below 100%).
    Object.assign(names, { '#expires': 'timerExpiresAt', '#status': 'status', '#total': 'cardsCount', '#complete': 'cardsComplete' });
    Object.assign(values, { ':now': filter.overdueAt, ':completed': 'completed', ':zero': 0 });
    filters.push(
      'attribute_type(#expires, :string) AND #expires <= :now AND #status <> :completed AND (#total = :zero OR attribute_not_exists(#complete) OR #complete < #total)',
    );
    values[':string'] = 'S';
  }
  if (filter.unassigned) {
    names['#assigned'] = 'assignedStaffIds';
    filters.push('attribute_not_exists(#assigned)');
  }
  const filterExpression = filters.length ? filters.join(' AND ') : undefined;
  return {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: condition,
    ...(filterExpression ? { FilterExpression: filterExpression } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: oldestFirst,
  };
}

/**
 * How many reports the next Query evaluates to find `needed` more matches: as many as needed at first, then
 * as many as the share of matches seen so far suggests (a status filter leaves some out), twice as many as
 * so far while none matched; so a sparse status takes a few round trips and reads little past the page.
 */
function nextLimit(needed: number, seen: { evaluated: number; matched: number }): number {
  if (seen.evaluated === 0 || seen.matched >= seen.evaluated) return needed;
  if (seen.matched === 0) return Math.min(MAX_READ, 2 * seen.evaluated);
  return Math.min(MAX_READ, Math.ceil((needed * seen.evaluated) / seen.matched));
}

/** The most reports one Query of a list evaluates. */
const MAX_READ = 1000;

/**
 * Passes over `count` matching reports, reading only their keys, and returns where the next read starts
 * (undefined when the list ends first).
 */
async function passOver(input: QueryCommandInput, count: number): Promise<{ startKey?: Record<string, unknown>; ended: boolean }> {
  const index = input.IndexName as 'gsi1' | 'gsi2';
  const keyNames = [KEY_ATTRIBUTES.table.pk, KEY_ATTRIBUTES.table.sk, KEY_ATTRIBUTES[index].pk, KEY_ATTRIBUTES[index].sk];
  const projection = keyNames.map((_, i) => `#k${i}`).join(', ');
  const names = { ...input.ExpressionAttributeNames, ...Object.fromEntries(keyNames.map((name, i) => [`#k${i}`, name])) };
  let startKey: Record<string, unknown> | undefined;
  let remaining = count;
  const seen = { evaluated: 0, matched: 0 };
  while (remaining > 0) {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({
        ...input,
        ExpressionAttributeNames: names,
        ProjectionExpression: projection,
        Limit: nextLimit(remaining, seen),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    if (items.length >= remaining) {
      const last = items[remaining - 1] as Record<string, unknown>;
      return { startKey: Object.fromEntries(keyNames.map((name) => [name, last[name]])), ended: false };
    }
    remaining -= items.length;
    seen.evaluated += page.ScannedCount ?? items.length;
    seen.matched += items.length;
    if (!page.LastEvaluatedKey) return { ended: true };
    startKey = page.LastEvaluatedKey;
  }
  return { startKey, ended: false };
}

/** Reads up to `limit` matching reports from `startKey` on. */
async function readReports(input: QueryCommandInput, limit: number, startKey: Record<string, unknown> | undefined): Promise<Report[]> {
  const reports: Report[] = [];
  let from = startKey;
  const seen = { evaluated: 0, matched: 0 };
  while (reports.length < limit) {
    const needed = limit - reports.length;
    const page = await dynamoDocumentClient().send(new QueryCommand({ ...input, Limit: nextLimit(needed, seen), ExclusiveStartKey: from }));
    const items = page.Items ?? [];
    for (const item of items.slice(0, needed)) reports.push(toReport(item));
    seen.evaluated += page.ScannedCount ?? items.length;
    seen.matched += items.length;
    if (!page.LastEvaluatedKey) break;
    from = page.LastEvaluatedKey;
  }
  return reports;
}

const zeroCounts = (): ReportCounts => Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as ReportCounts;

/**
 * Moves the report counts of the report's organisation and of all organisations. Counts that were never
 * established (see countByStatus) are left absent: the first reader establishes them.
 */
async function moveCounts(organizationId: string, deltas: Partial<Record<ReportStatus, number>>): Promise<void> {
  const changes = Object.fromEntries(Object.entries(deltas).filter(([, delta]) => delta !== 0));
  if (Object.keys(changes).length === 0) return;
  await Promise.all(
    [reportCountsScope(organizationId), reportCountsScope(null)].map((scope) =>
      addToCounters(dynamoDocumentClient(), tableName(), REPORT_COUNTS.key({ scope }), changes as Record<string, number>),
    ),
  );
}

/** The counts a status change moves: one from the old status, one to the new. */
function statusChange(from: ReportStatus | null, to: ReportStatus | null): Partial<Record<ReportStatus, number>> {
  const deltas: Partial<Record<ReportStatus, number>> = {};
  if (from) deltas[from] = (deltas[from] ?? 0) - 1;
  if (to) deltas[to] = (deltas[to] ?? 0) + 1;
  return deltas;
}

/** The fields whose change can move a report into, out of, or along the paid reports' queue. */
const PAID_QUEUE_FIELDS = ['status', 'paymentStatus', 'packageType', 'timerStartedAt', 'timerExpiresAt'] as const;

export interface ReportSeed {
  report: Report;
  cardSeq: number;
  cardsComplete: number;
  cardsFilled?: number;
}

/**
 * Reports, and their counts by status per organisation and overall, so the dashboard's summary and totals
 * need not read every report. The counts move after each write of a report (DynamoDB's transactions are not
 * available on the embedded DynamoDB, so a process dying between the two writes leaves them one off).
 */
export function createDynamoReportStore(): ReportStore & { seed(seed: ReportSeed): Promise<void> } {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(id) }));
      return result.Item ? toReport(result.Item) : null;
    },

    async listPage({ offset, limit, total, ...filter }) {
      if (filter.statuses?.length === 0) return [];
      // A page nearer the oldest end is read from there, reversed, passing over fewer reports.
      const count = total === undefined ? limit : Math.min(limit, total - offset);
      const fromOldest = total === undefined ? -1 : total - offset - count;
      if (count <= 0) return [];
      if (fromOldest >= 0 && fromOldest < offset) {
        const input = listQuery(filter, true);
        const start = await passOver(input, fromOldest);
        return start.ended ? [] : (await readReports(input, count, start.startKey)).reverse();
      }
      const input = listQuery(filter);
      const start = await passOver(input, offset);
      return start.ended ? [] : readReports(input, limit, start.startKey);
    },

    async count(filter) {
      if (filter.statuses?.length === 0) return 0;
      const input = listQuery(filter);
      let total = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client().send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }));
        total += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return total;
    },

    /**
     * Reads the counts item of the scope. The first time a scope is asked for (a new table, or reports written
     * before counts were kept), its counts are established from one read of the reports' statuses.
     */
    async countByStatus(organizationId) {
      const key = REPORT_COUNTS.key({ scope: reportCountsScope(organizationId) });
      const stored = await client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
      if (stored.Item) return REPORT_COUNTS.parse(stored.Item);
      const counts = zeroCounts();
      const { index, partition } = listIndex(organizationId);
      const statuses = await queryAll(client(), {
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk, '#status': 'status' },
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: '#status',
      });
      for (const item of statuses) {
        const status = item.status as ReportStatus;
        if (status in counts) counts[status] += 1;
      }
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: REPORT_COUNTS.item({ scope: reportCountsScope(organizationId) }, counts),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return counts;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
      const established = await client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
      return REPORT_COUNTS.parse(established.Item ?? {});
    },

    async listPaid(query) {
      const ids = await listPaidReportIds(query);
      const reports = await Promise.all(ids.items.map((id) => this.get(id)));
      // A report deleted between the two reads is left out.
      return { items: reports.filter((report): report is Report => report !== null), nextKey: ids.nextKey };
    },

    async listAll() {
      const { index, partition } = listIndex(null);
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${KEY_ATTRIBUTES[index].pk} = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
      });
      return items.map(toReport);
    },

    async create(report) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: reportItem(report, { cardSeq: 0, cardsComplete: 0, cardsFilled: 0 }),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new ConflictError('A report with this id already exists');
        throw err;
      }
      await moveCounts(report.organizationId, statusChange(null, report.status));
      await syncPaidReport(null, report, report.id);
    },

    /** Demo data: a report with its counters as they would be after its cards were created. */
    async seed({ report, cardSeq, cardsComplete, cardsFilled }) {
      const result = await client().send(
        new PutCommand({
          TableName: tableName(),
          Item: reportItem(report, { cardSeq, cardsComplete, cardsFilled: cardsFilled ?? 0 }),
          ReturnValues: 'ALL_OLD',
        }),
      );
      const replaced = result.Attributes ? toReport(result.Attributes) : null;
      if (replaced) await moveCounts(replaced.organizationId, statusChange(replaced.status, null));
      await moveCounts(report.organizationId, statusChange(null, report.status));
      await syncPaidReport(replaced, report, report.id);
    },

    async update(id, expectedVersion, changes) {
      // A status change moves the counts: the status it moves from is read first, and the write only goes
      // ahead if it is still that (and the version still the expected one). A change of what makes a report
      // paid, or of its timer, moves its place in the paid reports' queue: that is read first too.
      let before: Report | null = null;
      const movesQueue = PAID_QUEUE_FIELDS.some((name) => changes[name] !== undefined);
      if (changes.status !== undefined || movesQueue) {
        const current = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(id), ConsistentRead: true }));
        before = current.Item ? toReport(current.Item) : null;
      }
      const updated = toReport(
        await updateVersioned(client(), {
          table: tableName(),
          key: reportKey(id),
          expectedVersion,
          changes,
          entity: 'report',
          ...(before ? { unchanged: { status: before.status } } : {}),
        }),
      );
      if (before && before.status !== updated.status) await moveCounts(updated.organizationId, statusChange(before.status, updated.status));
      if (before) await syncPaidReport(before, updated, id);
      return updated;
    },

    async delete(id) {
      // The report item goes first, and only the call that removed it moves the counts.
      const removed = await client().send(new DeleteCommand({ TableName: tableName(), Key: reportKey(id), ReturnValues: 'ALL_OLD' }));
      await deletePartition(client(), tableName(), reportKey(id).pk);
      // Only what the counts need is read, so a malformed report can still be deleted (it was never counted).
      const counted = REPORT.schema.pick({ organizationId: true, status: true }).safeParse(removed.Attributes);
      if (counted.success) await moveCounts(counted.data.organizationId, statusChange(counted.data.status, null));
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
      if (delta.filled) deltas.cardsFilled = delta.filled;
      if (Object.keys(deltas).length === 0) return null;
      const stored = await addToCounters(client(), tableName(), reportKey(id), deltas, {}, 'ALL_NEW');
      return stored ? toReport(stored) : null;
    },
  };
}

export function createDynamoAssignmentStore(): AssignmentStore {
  return {
    async list(reportId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': ASSIGNMENT.keys.table.pk.build({ reportId }), ':prefix': ASSIGNMENT.keys.table.sk.prefix },
      });
      return items.map((item) => ASSIGNMENT.parse(item));
    },
    /**
     * The assignment, then the staff id on the report (its list's assignee and 'unassigned' filter). Two writes
     * (the embedded DynamoDB has no transactions); both are idempotent, so assigning again mends a half-done one.
     */
    async put(assignment) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: ASSIGNMENT.item(assignment, assignment) }));
      await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: reportKey(assignment.reportId),
          UpdateExpression: 'ADD #assigned :staff',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#assigned': 'assignedStaffIds' },
          ExpressionAttributeValues: { ':staff': new Set([assignment.userId]) },
        }),
      );
    },
  };
}
