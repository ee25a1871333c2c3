import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_RETENTION_DAYS, type AuditEvent } from '@scout/shared/domain';
import type { AuditEventStore, AuditQuery } from '../../audit/ports';
import { dynamoDocumentClient, tableName } from './client';
import { AUDIT_BY_TARGET, AUDIT_EVENT } from './keys';

const ANONYMOUS_ACTOR = 'ANONYMOUS';
/** Items read per Query while a page is filled (filters other than the partition's are applied in memory). */
const READ_BATCH = 100;

const monthOf = (iso: string) => iso.slice(0, 7);

/** The months from `to`'s back to `from`'s, newest first ('2025-03', '2025-02', ...). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(to.slice(0, 4));
  let month = Number(to.slice(5, 7));
  const last = monthOf(from);
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current < last) break;
    months.push(current);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

function matches(event: AuditEvent, query: AuditQuery): boolean {
  return (
    (!query.kind || event.kind === query.kind) &&
    (!query.actor || event.actor.userId === query.actor) &&
    (!query.target || event.target?.id === query.target)
  );
}

function withoutTtl(item: AuditEvent & { expiresAt?: number }): AuditEvent {
  const { expiresAt: _expiresAt, ...event } = item;
  return event;
}

/** One partition to read, newest first, and how to read its items. */
interface Partition {
  index?: 'gsi1' | 'gsi2';
  pk: string;
  parse(item: Record<string, unknown>): AuditEvent;
}

/**
 * The partitions that hold every event the query can match, newest first: the target's copies, the actor's
 * index, the kind's index (the most selective filter given), or else each month of the range.
 */
function partitionsOf(query: AuditQuery): Partition[] {
  const parse = (item: Record<string, unknown>) => withoutTtl(AUDIT_EVENT.parse(item));
  if (query.target) {
    return [
      { pk: AUDIT_BY_TARGET.keys.table.pk.build({ targetId: query.target }), parse: (item) => withoutTtl(AUDIT_BY_TARGET.parse(item)) },
    ];
  }
  if (query.actor) return [{ index: 'gsi2', pk: AUDIT_EVENT.keys.gsi2.pk.build({ actor: query.actor }), parse }];
  if (query.kind) return [{ index: 'gsi1', pk: AUDIT_EVENT.keys.gsi1.pk.build({ kind: query.kind }), parse }];
  const to = query.after && query.after.at < query.to ? query.after.at : query.to;
  return monthsBetween(query.from, to).map((month) => ({ pk: AUDIT_EVENT.keys.table.pk.build({ month }), parse }));
}

/**
 * The audit trail in the single table. Each event is one item (table: its month; gsi1: its kind; gsi2: its
 * actor) plus, when it has a target id, one copy under the target: a write costs two items and four index
 * writes at most, and every filter reads a key range of one partition instead of the whole trail.
 */
export function createDynamoAuditEventStore(): AuditEventStore {
  const client = () => dynamoDocumentClient();
  return {
    async put(event) {
      const expiresAt = Math.floor(Date.parse(event.at) / 1000) + AUDIT_RETENTION_DAYS * 24 * 3600;
      const attributes = { ...event, expiresAt };
      const keys = { month: monthOf(event.at), at: event.at, id: event.id, kind: event.kind, actor: event.actor.userId ?? ANONYMOUS_ACTOR };
      await client().send(new PutCommand({ TableName: tableName(), Item: AUDIT_EVENT.item(keys, attributes) }));
      if (event.target?.id) {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: AUDIT_BY_TARGET.item({ targetId: event.target.id, at: event.at, id: event.id }, attributes),
          }),
        );
      }
    },

    async list(query) {
      const lower = query.from;
      // The upper bound is inclusive: the page's start (the last event answered) is skipped when read again.
      const upper = query.after ? `${query.after.at}#${query.after.id}` : `${query.to}#\uffff`;
      const skip = query.after ? `${query.after.at}#${query.after.id}` : null;
      const found: AuditEvent[] = [];
      // One more than the page, to know whether another page follows.
      const wanted = query.limit + 1;
      for (const partition of partitionsOf(query)) {
        const pkName = partition.index ? `${partition.index}pk` : 'pk';
        const skName = partition.index ? `${partition.index}sk` : 'sk';
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await client().send(
            new QueryCommand({
              TableName: tableName(),
              IndexName: partition.index,
              KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lower AND :upper',
              ExpressionAttributeNames: { '#pk': pkName, '#sk': skName },
              ExpressionAttributeValues: { ':pk': partition.pk, ':lower': lower, ':upper': upper },
              ScanIndexForward: false,
              Limit: READ_BATCH,
              ExclusiveStartKey: startKey,
            }),
          );
          for (const item of page.Items ?? []) {
            if (item[skName] === skip) continue;
            const event = partition.parse(item);
            if (matches(event, query)) found.push(event);
            if (found.length === wanted) break;
          }
          startKey = found.length === wanted ? undefined : page.LastEvaluatedKey;
        } while (startKey);
        if (found.length === wanted) break;
      }
      const items = found.slice(0, query.limit);
      const last = items.at(-1);
      return { items, next: found.length > query.limit && last ? { at: last.at, id: last.id } : null };
    },
  };
}
