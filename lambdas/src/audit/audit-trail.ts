import type { AuditActor } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { logger } from '../core/logger';
import type { AuditEventStore } from './ports';
import type { AuditRecord, AuditTrail } from '../ports';

export interface AuditTrailDeps {
  /** Absent: the events are only logged. */
  store?: AuditEventStore;
  newId(): string;
  now(): Date;
}

/** Who acted, from the verified caller. */
export function auditActor(caller: Caller): AuditActor {
  return { userId: caller.userId, name: caller.name, role: caller.role };
}

/** Nobody signed in: an anonymous sign-in attempt. */
export const ANONYMOUS: AuditActor = { userId: null, name: null, role: null };

/** Logs every event as a structured line (`audit: true`) and keeps it in the store. */
export function createAuditTrail(deps: AuditTrailDeps): AuditTrail {
  return {
    async record(event: AuditRecord) {
      const stored = { ...event, id: deps.newId(), at: deps.now().toISOString() };
      logger.info(`audit ${event.kind}`, { audit: true, event: stored });
      if (!deps.store) return;
      try {
        await deps.store.put(stored);
      } catch (err) {
        logger.error('Could not store an audit event', { kind: event.kind, error: err instanceof Error ? err.message : String(err) });
      }
    },
  };
}

/** A trail that keeps events in memory (unit tests that assert what a use case records). */
export function createRecordingAuditTrail(): AuditTrail & { events: AuditRecord[] } {
  const events: AuditRecord[] = [];
  return {
    events,
    async record(event) {
      events.push(event);
    },
  };
}
