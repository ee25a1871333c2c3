import type { DevelopmentTask } from '@scout/shared/api';
import { INTERNAL_ORGANIZATION_ID, type DevelopmentTaskStatus } from '@scout/shared/domain';
import { can, userPrincipal } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { loadReport } from '../reports/get-report';
import type { DevelopmentTaskRecord, DevelopmentTaskStore } from './ports';
import type { ReportStore, UserDirectory } from '../ports';

export interface DevelopmentTaskDeps {
  tasks: DevelopmentTaskStore;
  users: UserDirectory;
  reports: ReportStore;
  newId(): string;
  now(): Date;
}

const TASK_NOT_FOUND = 'Development task not found';
const REPORT_NOT_FOUND = 'The linked report was not found';
const NOT_STAFF = 'Only internal staff can be assigned a development task';
const CHANGED = 'This task was changed by someone else. Reload the tasks, then try again.';

/** Development work is internal staff's own (the route is staff-only; the use case says so again). */
function assertInternal(caller: Caller): void {
  if (!can(caller.principal, 'internal:access')) throw new ForbiddenError('You do not have permission to do this');
}

async function loadTask(deps: DevelopmentTaskDeps, caller: Caller, id: string): Promise<DevelopmentTaskRecord> {
  assertInternal(caller);
  const task = await deps.tasks.get(id);
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  return task;
}

/** The assignee's name, checking they are internal staff (null: nobody). */
async function assigneeName(deps: DevelopmentTaskDeps, assigneeId: string | null): Promise<string | null> {
  if (assigneeId === null) return null;
  const user = await deps.users.get(assigneeId);
  const internal =
    user &&
    !user.disabled &&
    can(userPrincipal({ userId: user.id, organizationId: user.organizationId, role: user.role }), 'internal:access');
  if (!user || !internal) throw new ValidationError(NOT_STAFF);
  return user.name;
}

/** A report the caller may read, or 404 (a missing report and one they may not see answer alike). */
async function checkReport(deps: DevelopmentTaskDeps, caller: Caller, reportId: string | null): Promise<void> {
  if (reportId === null) return;
  try {
    await loadReport(deps.reports, caller, reportId, 'report:read');
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(REPORT_NOT_FOUND);
    throw err;
  }
}

async function present(deps: DevelopmentTaskDeps, tasks: DevelopmentTaskRecord[]): Promise<DevelopmentTask[]> {
  const reportIds = [...new Set(tasks.map((task) => task.reportId).filter((id): id is string => id !== null))];
  const reports = await Promise.all(reportIds.map((id) => deps.reports.get(id)));
  const titles = new Map(reportIds.map((id, i) => [id, reports[i]?.title ?? null]));
  return tasks.map((task) => ({ ...task, reportTitle: task.reportId ? (titles.get(task.reportId) ?? null) : null }));
}

const presentOne = async (deps: DevelopmentTaskDeps, task: DevelopmentTaskRecord) => (await present(deps, [task]))[0] as DevelopmentTask;

export async function listDevelopmentTasks(
  deps: DevelopmentTaskDeps,
  caller: Caller,
  query: { organizationId?: string; assigneeId?: string; status?: DevelopmentTaskStatus },
): Promise<{ tasks: DevelopmentTask[] }> {
  assertInternal(caller);
  const tasks = await deps.tasks.list(query.organizationId ?? INTERNAL_ORGANIZATION_ID);
  const wanted = tasks.filter(
    (task) => (!query.assigneeId || task.assigneeId === query.assigneeId) && (!query.status || task.status === query.status),
  );
  return { tasks: await present(deps, wanted) };
}

export async function getDevelopmentTask(deps: DevelopmentTaskDeps, caller: Caller, id: string): Promise<DevelopmentTask> {
  return presentOne(deps, await loadTask(deps, caller, id));
}

export interface DevelopmentTaskFields {
  title: string;
  description?: string;
  status?: DevelopmentTaskStatus;
  assigneeId?: string | null;
  reportId?: string | null;
  dueDate?: string | null;
}

export async function createDevelopmentTask(
  deps: DevelopmentTaskDeps,
  caller: Caller,
  input: DevelopmentTaskFields & { organizationId?: string },
): Promise<DevelopmentTask> {
  assertInternal(caller);
  const assigneeId = input.assigneeId ?? null;
  const reportId = input.reportId ?? null;
  const [name] = await Promise.all([assigneeName(deps, assigneeId), checkReport(deps, caller, reportId)]);
  const at = deps.now().toISOString();
  const task: DevelopmentTaskRecord = {
    id: deps.newId(),
    organizationId: input.organizationId ?? INTERNAL_ORGANIZATION_ID,
    title: input.title,
    description: input.description ?? '',
    status: input.status ?? 'todo',
    assigneeId,
    assigneeName: name,
    reportId,
    dueDate: input.dueDate ?? null,
    createdAt: at,
    updatedAt: at,
    createdBy: caller.userId,
    createdByName: caller.name,
    version: 1,
  };
  await deps.tasks.create(task);
  return presentOne(deps, task);
}

export async function updateDevelopmentTask(
  deps: DevelopmentTaskDeps,
  caller: Caller,
  id: string,
  changes: Partial<DevelopmentTaskFields> & { version?: number },
): Promise<DevelopmentTask> {
  const current = await loadTask(deps, caller, id);
  if (changes.version !== undefined && changes.version !== current.version) throw new ConflictError(CHANGED);
  const next: DevelopmentTaskRecord = { ...current, updatedAt: deps.now().toISOString(), version: current.version + 1 };
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.description !== undefined) next.description = changes.description;
  if (changes.status !== undefined) next.status = changes.status;
  if (changes.dueDate !== undefined) next.dueDate = changes.dueDate;
  if (changes.assigneeId !== undefined && changes.assigneeId !== current.assigneeId) {
    next.assigneeId = changes.assigneeId;
    next.assigneeName = await assigneeName(deps, changes.assigneeId);
  }
  if (changes.reportId !== undefined && changes.reportId !== current.reportId) {
    await checkReport(deps, caller, changes.reportId);
    next.reportId = changes.reportId;
  }
  await deps.tasks.replace(next, current.version);
  return presentOne(deps, next);
}

export async function deleteDevelopmentTask(deps: DevelopmentTaskDeps, caller: Caller, id: string): Promise<{ id: string; deleted: true }> {
  const task = await loadTask(deps, caller, id);
  await deps.tasks.delete(task.id, task.version);
  return { id, deleted: true };
}
