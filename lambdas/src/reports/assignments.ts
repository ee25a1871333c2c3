import { isAdministrator } from '@scout/shared/domain';
import type { UserDirectory } from '../auth/ports';
import type { Caller } from '../core/caller';
import { ValidationError } from '../core/errors';
import { getReport } from './get-report';
import type { AssignmentRecord, AssignmentStore, ReportStore } from './ports';

export interface AssignmentDeps {
  reports: ReportStore;
  assignments: AssignmentStore;
  users: UserDirectory;
}

export async function listAssignments(deps: AssignmentDeps, caller: Caller, reportId: string) {
  await getReport(deps.reports, caller, reportId);
  return { assignments: await deps.assignments.list(reportId) };
}

/** Assigns an internal staff member (only staff can be assigned) to a report. */
export async function assignStaff(
  deps: AssignmentDeps,
  caller: Caller,
  reportId: string,
  userId: string,
  now = new Date(),
): Promise<AssignmentRecord> {
  await getReport(deps.reports, caller, reportId);
  const user = await deps.users.get(userId);
  if (!user || !isAdministrator({ role: user.role })) throw new ValidationError('Only internal staff can be assigned to a report');
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

export async function listStaff(users: UserDirectory) {
  const staff = await users.listInternal();
  return { users: staff.map(({ id, name, email, role }) => ({ id, name, email, role })) };
}
