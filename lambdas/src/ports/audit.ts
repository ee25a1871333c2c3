import type { AuditEvent } from '@scout/shared/domain';

/** An event as a use case reports it: the trail gives it its id and time. */
export type AuditRecord = Omit<AuditEvent, 'id' | 'at'>;

/** Where security events go: the structured log always, and the audit store (kept a year). */
export interface AuditTrail {
  /** Never throws: a failed write is logged as an error, and the action it records goes on. */
  record(event: AuditRecord): Promise<void>;
}
