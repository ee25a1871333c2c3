import type { AuditEvent, AuditEventKind } from '@scout/shared/domain';

/** Where a page of the trail starts: just after (older than) this event. */
export interface AuditPosition {
  at: string;
  id: string;
}

/** Which events to read, newest first: every filter given must match. */
export interface AuditQuery {
  kind?: AuditEventKind;
  /** The acting user's id. */
  actor?: string;
  /** The target's id (a user's, a report's, a share link's ...). */
  target?: string;
  /** ISO times, both inclusive. */
  from: string;
  to: string;
  after?: AuditPosition;
  limit: number;
}

export interface AuditPage {
  items: AuditEvent[];
  /** Where the next page starts, or null when this page holds the last matching event. */
  next: AuditPosition | null;
}

/** The stored trail. */
export interface AuditEventStore {
  put(event: AuditEvent): Promise<void>;
  list(query: AuditQuery): Promise<AuditPage>;
}
