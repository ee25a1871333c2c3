import { randomUUID } from 'node:crypto';
import { createDynamoAuditEventStore } from '../adapters/dynamodb/audit-event-store.dynamodb';
import type { AuditEventsDeps } from '../audit/audit-events';
import { createAuditTrail } from '../audit/audit-trail';

const store = createDynamoAuditEventStore();

// The audit trail every function records security events to (logged, and kept a year in the table), built
// once per cold start.
export const auditTrail = createAuditTrail({ store, newId: () => `audit-${randomUUID()}`, now: () => new Date() });

/** Reading the trail (the staff function's GET /audit-events). */
export const auditEventsDeps: AuditEventsDeps = { store, now: () => new Date() };
