import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { importSummarySchema } from '@scout/shared/domain';
import { NotFoundError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { batchWriteAll, clauses, queryAll } from './items';
import { IMPORT, PROCESSING_LOG, REPORT, type importItemSchema } from './keys';
import type { ClipTally, ImportChanges, ImportRecord, ImportStore } from '../../ports';

/**
 * Imports and the processing log live in the report's partition, so deleting a report takes them along. An
 * import item holds one processing run with two number sets, doneClips and failedClips: ADD to a set is
 * idempotent, so a clip job delivered twice is counted once.
 */
const reportKey = (reportId: string) => REPORT.key({ id: reportId });
const importKey = (reportId: string, importId: string) => IMPORT.key({ reportId, importId });

type ImportItem = z.infer<typeof importItemSchema>;

function toRecord(item: ImportItem): ImportRecord {
  const { doneClips: _done, failedClips: _failed, inflatedBy: _by, ...record } = item;
  return record;
}

function toTally(item: ImportItem): ClipTally {
  return {
    done: item.doneClips?.size ?? 0,
    failed: item.failedClips?.size ?? 0,
    total: item.clipsTotal,
    inflatedBytes: item.inflatedBytes,
    organizationId: item.organizationId,
    phase: item.status,
  };
}

function setExpression(changes: ImportChanges): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = clauses(changes, 'f', 'set', names, values);
  return { expression: sets.length ? `SET ${sets.join(', ')}` : '', names, values };
}

export function createDynamoImportStore(): ImportStore {
  const client = dynamoDocumentClient;

  async function getItem(reportId: string, importId: string): Promise<ImportItem | null> {
    const result = await client().send(
      new GetCommand({ TableName: tableName(), Key: importKey(reportId, importId), ConsistentRead: true }),
    );
    return result.Item ? IMPORT.parse(result.Item) : null;
  }

  return {
    async createIfAbsent(record) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: IMPORT.item(record, record),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return record;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
      const existing = await getItem(record.reportId, record.importId);
      if (!existing) throw new Error(`Import ${record.importId} vanished while being created`);
      return toRecord(existing);
    },

    async get(reportId, importId) {
      const item = await getItem(reportId, importId);
      return item ? toRecord(item) : null;
    },

    async update(reportId, importId, changes) {
      const { expression, names, values } = setExpression(changes);
      if (!expression) return;
      await client().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: importKey(reportId, importId),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    },

    async transition(reportId, importId, from, changes) {
      const { expression, names, values } = setExpression(changes);
      const allowed = from.map((_, i) => `:from${i}`);
      from.forEach((status, i) => (values[`:from${i}`] = status));
      names['#status'] = 'status';
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: importKey(reportId, importId),
            UpdateExpression: expression || 'SET #status = #status',
            ConditionExpression: `attribute_exists(pk) AND #status IN (${allowed.join(', ')})`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return false;
        throw err;
      }
    },

    async claimCardNumbers(reportId, importId, count) {
      // The claim is written on the import first: whoever sets cardNumberBase owns the numbers. The report's
      // counter moves in the same conditional write on the report, keyed by the import id, so a retry that
      // finds the claim already made reads it back instead of reserving again.
      const current = await getItem(reportId, importId);
      if (!current) throw new NotFoundError('Import not found');
      if (current.cardNumberBase !== null) return current.cardNumberBase;
      let base: number;
      try {
        const result = await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: reportKey(reportId),
            UpdateExpression:
              'SET lastImportBase = if_not_exists(cardSeq, :zero), cardSeq = if_not_exists(cardSeq, :zero) + :n, cardsCount = if_not_exists(cardsCount, :zero) + :n, lastImportClaim = :claim',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastImportClaim) OR lastImportClaim <> :claim)',
            ExpressionAttributeValues: { ':zero': 0, ':n': count, ':claim': importId },
            ReturnValues: 'ALL_NEW',
          }),
        );
        base = Number(result.Attributes?.cardSeq) - count;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        // Claimed by an earlier attempt that died before recording the base on the import: the report kept
        // the base beside the claim (one running import per report, so it is still this import's).
        const report = await client().send(new GetCommand({ TableName: tableName(), Key: reportKey(reportId), ConsistentRead: true }));
        if (!report.Item) throw new NotFoundError('Report not found');
        base = REPORT.parse(report.Item).lastImportBase ?? 0;
      }
      // The record is created with cardNumberBase null (a NULL attribute, which if_not_exists would keep), so
      // the first base wins by condition: a report that had cards before this import numbers its cards after them.
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: importKey(reportId, importId),
            UpdateExpression: 'SET cardNumberBase = :base, clipsTotal = :n',
            ConditionExpression: 'attribute_not_exists(cardNumberBase) OR attribute_type(cardNumberBase, :nullType)',
            ExpressionAttributeValues: { ':base': base, ':n': count, ':nullType': 'NULL' },
          }),
        );
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
      const stored = await getItem(reportId, importId);
      return stored?.cardNumberBase ?? base;
    },

    async recordClipDone(reportId, importId, cardNumber, outcome) {
      // inflatedBy remembers which clips already added their bytes, so a retried clip adds them once.
      const adds = ['doneClips :n'];
      const values: Record<string, unknown> = { ':n': new Set([cardNumber]) };
      if (outcome.failed) adds.push('failedClips :n');
      let tally: ClipTally;
      try {
        const result = await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: importKey(reportId, importId),
            UpdateExpression: `ADD ${[...adds, 'inflatedBytes :bytes', 'inflatedBy :n'].join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND NOT contains(inflatedBy, :card)',
            ExpressionAttributeValues: { ...values, ':bytes': outcome.inflatedBytes, ':card': cardNumber },
            ReturnValues: 'ALL_NEW',
          }),
        );
        tally = toTally(IMPORT.parse(result.Attributes ?? {}));
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        const result = await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: importKey(reportId, importId),
            UpdateExpression: `ADD ${adds.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        tally = toTally(IMPORT.parse(result.Attributes ?? {}));
      }
      return tally;
    },

    async tally(reportId, importId) {
      const item = await getItem(reportId, importId);
      if (!item) throw new NotFoundError('Import not found');
      return toTally(item);
    },

    async setReportImport(reportId, state) {
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: reportKey(reportId),
            UpdateExpression: 'SET hudlImportStatus = :status, hudlImportError = :error, importId = :importId, updatedAt = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':status': state.status,
              ':error': state.error,
              ':importId': state.importId,
              ':now': new Date().toISOString(),
            },
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new NotFoundError('Report not found');
        throw err;
      }
    },

    async setReportImportSummary(reportId, summary) {
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: reportKey(reportId),
            UpdateExpression: 'SET importSummary = :summary',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':summary': importSummarySchema.parse(summary) },
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new NotFoundError('Report not found');
        throw err;
      }
    },

    async appendLog(reportId, entries) {
      const requests = entries.map((entry) => ({
        PutRequest: {
          Item: PROCESSING_LOG.item({ reportId, at: entry.at, tail: randomBytes(4).toString('hex') }, entry),
        },
      }));
      await batchWriteAll(client(), tableName(), requests, 'write the processing log');
    },

    async listLog(reportId) {
      const items = await queryAll(client(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': PROCESSING_LOG.keys.table.pk.build({ reportId }),
          ':prefix': PROCESSING_LOG.keys.table.sk.prefix,
        },
      });
      return items.map((item) => PROCESSING_LOG.parse(item));
    },
  };
}
