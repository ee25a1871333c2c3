import { can, userPrincipal } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ValidationError } from '../core/errors';
import { getReport, loadReport } from './get-report';
import type { AssignmentRecord, AssignmentStore } from './ports';
import type { ReportStore, UserDirectory, UserRecord } from '../ports';

export interface AssignmentDeps {
  reports: ReportStore;
  assignments: AssignmentStore;
  users: UserDirectory;
}

export async function listAssignments(deps: AssignmentDeps, caller: Caller, reportId: string) {
  await getReport(deps.reports, caller, reportId);
  return { assignments: await deps.assignments.list(reportId) };
}

/** Only internal staff can be assigned to a report: the users whose principal has internal access. */
function isInternalStaff(user: UserRecord): boolean {
  return can(userPrincipal({ userId: user.id, organizationId: user.organizationId, role: user.role }), 'internal:access');
}

/** Assigns an internal staff member to a report (callers who may assign staff only). */
export async function assignStaff(
  deps: AssignmentDeps,
  caller: Caller,
  reportId: string,
  userId: string,
  now = new Date(),
): Promise<AssignmentRecord> {
  await loadReport(deps.reports, caller, reportId, 'report:assignStaff');
  const user = await deps.users.get(userId);
  if (!user || !isInternalStaff(user)) throw new ValidationError('Only internal staff can be assigned to a report');
  const assignment: AssignmentRecord = {
    reportId,
    userId: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    assignedAt: now.toISOString(),
    assignedBy: caller.userId,
  };
  await deps.assignments.put(assignment);
  return assignment;
}
