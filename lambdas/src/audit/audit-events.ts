import { AUDIT_RETENTION_DAYS, type AuditEvent } from '@scout/shared/domain';
import { AUDIT_PAGE_DEFAULT, type AuditEventQuery } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, ValidationError } from '../core/errors';
import type { AuditEventStore, AuditPosition } from './ports';

export interface AuditEventsDeps {
  store: Pick<AuditEventStore, 'list'>;
  now(): Date;
}

const DAY_MS = 24 * 3600 * 1000;
const NOT_A_PAGE_KEY = 'lastKey is not a key this list gave';

/** A day's first (or last) millisecond in UTC, or the ISO time as given. */
function boundary(value: string, end: 'start' | 'end'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end === 'start' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
  return new Date(value).toISOString();
}

function encodePosition(position: AuditPosition | null): string | null {
  return position ? Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url') : null;
}

function decodePosition(value: string): AuditPosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2 && decoded.every((part) => typeof part === 'string' && part.length > 0)) {
      const [at, id] = decoded as [string, string];
      if (!Number.isNaN(Date.parse(at))) return { at, id };
    }
  } catch {
    // fall through
  }
  throw new ValidationError(NOT_A_PAGE_KEY);
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
    after: query.lastKey ? decodePosition(query.lastKey) : undefined,
    limit: query.limit ?? AUDIT_PAGE_DEFAULT,
  });
  return { items: page.items, nextKey: encodePosition(page.next) };
}
