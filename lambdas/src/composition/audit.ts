import { randomUUID } from 'node:crypto';
import { createAuditTrail } from '../audit/audit-trail';

// The audit trail every function records security events to, built once per cold start.
export const auditTrail = createAuditTrail({ newId: () => `audit-${randomUUID()}`, now: () => new Date() });
