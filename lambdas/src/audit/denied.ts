import type { RouteId } from '@scout/shared/api';
import type { AuditEventKind, AuditTarget } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { auditActor } from './audit-trail';
import { ForbiddenError } from '../core/errors';
import type { AuditTrail } from '../ports';

/** The administrator-only routes whose refused attempts the trail keeps, with the event each would have been. */
const AUDITED_ROUTES: Partial<Record<RouteId, { kind: AuditEventKind; target: AuditTarget }>> = {
  updatePackages: { kind: 'catalog.update', target: { type: 'catalog', id: 'packages', label: 'Package catalogue' } },
  setAccessCode: { kind: 'accessCode.set', target: { type: 'setting', id: 'access-code', label: 'Access code' } },
  clearAccessCode: { kind: 'accessCode.clear', target: { type: 'setting', id: 'access-code', label: 'Access code' } },
  triggerPipeline: { kind: 'pipeline.trigger', target: { type: 'pipeline', id: null, label: 'Pipeline' } },
  backfillIndexes: { kind: 'maintenance.backfill', target: { type: 'system', id: 'indexes', label: 'Indexes' } },
};

/**
 * The HTTP layer's `onDenied`: a signed-in caller refused an audited administrator-only route (a member of
 * staff changing prices or starting a deploy) is recorded as 'denied'; other refusals are not events.
 */
export function recordDeniedRoute(audit: AuditTrail) {
  return async (routeId: string, caller: Caller): Promise<void> => {
    const audited = AUDITED_ROUTES[routeId as RouteId];
    if (!audited) return;
    await audit.record({
      kind: audited.kind,
      outcome: 'denied',
      actor: auditActor(caller),
      target: audited.target,
      sourceIp: caller.sourceIp,
      detail: { route: routeId },
    });
  };
}

/**
 * A use case's own check of an action only some callers may take: refused (403 in words) and recorded as
 * 'denied' with the event the action would have made, so an attempt that reached the use case another way
 * than its route is still refused and seen.
 */
export async function assertPermittedAudited(
  audit: AuditTrail,
  caller: Caller,
  permitted: boolean,
  denied: { kind: AuditEventKind; target: AuditTarget | null; message: string },
): Promise<void> {
  if (permitted) return;
  await audit.record({
    kind: denied.kind,
    outcome: 'denied',
    actor: auditActor(caller),
    target: denied.target,
    sourceIp: caller.sourceIp,
    detail: {},
  });
  throw new ForbiddenError(denied.message);
}
