import { AUDIT_RETENTION_DAYS, type AuditEvent } from '@scout/shared/domain';
import { AUDIT_PAGE_DEFAULT, NOT_A_PAGE_KEY, type AuditEventQuery } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, ValidationError } from '../core/errors';
import { decodeCursor, encodeCursor } from '../core/page';
import type { AuditEventStore, AuditPosition } from './ports';

export interface AuditEventsDeps {
  store: Pick<AuditEventStore, 'list'>;
  now(): Date;
}

const DAY_MS = 24 * 3600 * 1000;

/** A day's first (or last) millisecond in UTC, or the ISO time as given. */
function boundary(value: string, end: 'start' | 'end'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end === 'start' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
  return new Date(value).toISOString();
}

/** The filter a page key is bound to: a key of another filter (or range) is refused. */
const filterOf = (query: AuditEventQuery) =>
  JSON.stringify([query.kind ?? '', query.actor ?? '', query.target ?? '', query.from ?? '', query.to ?? '']);

function encodePosition(position: AuditPosition | null, query: AuditEventQuery): string | null {
  return encodeCursor(position ? { at: position.at, id: position.id } : undefined, filterOf(query));
}

function decodePosition(value: string, query: AuditEventQuery): AuditPosition {
  const position = decodeCursor(value, ['at', 'id'], NOT_A_PAGE_KEY, filterOf(query));
  const { at = '', id = '' } = position;
  if (Number.isNaN(Date.parse(at))) throw new ValidationError(NOT_A_PAGE_KEY);
  return { at, id };
}

/**
 * A page of the audit trail, newest first: administrators only. The range defaults to (and is clipped to) the
 * retention period up to now, so a query reads at most the months the trail can hold.
 */
export async function listAuditEvents(
  deps: AuditEventsDeps,
  caller: Caller,
  query: AuditEventQuery,
): Promise<{ items: AuditEvent[]; nextKey: string | null }> {
  if (!can(caller.principal, 'audit:read')) throw new ForbiddenError('You do not have permission to do this');
  const now = deps.now();
  const oldest = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
  const from = query.from ? boundary(query.from, 'start') : oldest;
  const to = query.to ? boundary(query.to, 'end') : now.toISOString();
  if (from > to) throw new ValidationError('from must be on or before to');
  const kept = { from: from < oldest ? oldest : from, to: to > now.toISOString() ? now.toISOString() : to };
  if (kept.from > kept.to) return { items: [], nextKey: null };
  const page = await deps.store.list({
    kind: query.kind,
    actor: query.actor,
    target: query.target,
    ...kept,
    after: query.lastKey ? decodePosition(query.lastKey, query) : undefined,
    limit: query.limit ?? AUDIT_PAGE_DEFAULT,
  });
  return { items: page.items, nextKey: encodePosition(page.next, query) };
}
