import type { Report } from '@scout/shared/domain';
import type { ReportGroup } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { NotFoundError, ValidationError } from '../core/errors';
import { reportResource } from '../reports/get-report';
import type { ReportGroupRecord, ReportGroupStore, ReportStore } from '../ports';

export interface ReportGroupDeps {
  groups: ReportGroupStore;
  reports: ReportStore;
  newId(): string;
  now(): Date;
}

const GROUP_NOT_FOUND = 'Group not found';

/** Whether the caller acts in the group's organisation (a group is its reports' organisation's). */
function mayUse(caller: Caller, group: ReportGroupRecord): boolean {
  return can(caller.principal, 'report:list', { type: 'organization', organizationId: group.organizationId });
}

/**
 * A group the caller may use (and so edit, rename or share); another organisation's group is indistinguishable
 * from a missing one: 404.
 */
export async function loadGroup(deps: { groups: Pick<ReportGroupStore, 'get'> }, caller: Caller, id: string): Promise<ReportGroupRecord> {
  const group = await deps.groups.get(id);
  if (!group || !mayUse(caller, group)) throw new NotFoundError(GROUP_NOT_FOUND);
  return group;
}

/** The group as the pages read it: its reports' summaries (reports deleted meanwhile left out), snaps and dates. */
async function present(deps: ReportGroupDeps, group: ReportGroupRecord): Promise<ReportGroup> {
  const reports = (await Promise.all(group.reportIds.map((id) => deps.reports.get(id)))).filter((r): r is Report => r !== null);
  const dates = reports.map((r) => r.createdAt).sort();
  return {
    id: group.id,
    name: group.name,
    organizationId: group.organizationId,
    reports: reports.map((r) => ({
      id: r.id,
      title: r.title,
      opponentName: r.opponentName ?? null,
      opponentAbbreviation: r.opponentAbbreviation ?? null,
      reportType: r.reportType ?? null,
      opponentOffenseTag: r.opponentOffenseTag,
      status: r.status,
      createdAt: r.createdAt,
      cardsCount: r.cardsCount,
    })),
    totalSnaps: reports.reduce((sum, r) => sum + r.cardsCount, 0),
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    createdAt: group.createdAt,
    updatedAt: group.updatedAt,
    createdBy: group.createdBy,
    version: group.version,
  };
}

/**
 * The reports a group is to hold, checked before anything is written: each one the caller may read (else 404
 * naming it, as for a missing report), and all of one organisation (that of `organizationId` when the group
 * already has one). Answers the organisation.
 */
async function checkReports(deps: ReportGroupDeps, caller: Caller, reportIds: string[], organizationId?: string): Promise<string> {
  const reports: Report[] = [];
  for (const id of reportIds) {
    const report = await deps.reports.get(id);
    if (!report || !can(caller.principal, 'report:read', reportResource(report))) throw new NotFoundError(`Report ${id} not found`);
    reports.push(report);
  }
  const organizations = new Set(reports.map((r) => r.organizationId));
  if (organizationId !== undefined) organizations.add(organizationId);
  if (organizations.size > 1) {
    throw new ValidationError('A group holds reports of one organisation only: these reports belong to different organisations.');
  }
  return [...organizations][0] as string;
}

export async function listReportGroups(deps: ReportGroupDeps, caller: Caller, organizationId?: string): Promise<{ groups: ReportGroup[] }> {
  let scope: string | null;
  if (organizationId && can(caller.principal, 'report:list', { type: 'organization', organizationId })) scope = organizationId;
  else if (!organizationId && can(caller.principal, 'report:listAll')) scope = null;
  else scope = caller.organizationId;
  const groups = await deps.groups.list(scope);
  return { groups: await Promise.all(groups.map((group) => present(deps, group))) };
}

export async function getReportGroup(deps: ReportGroupDeps, caller: Caller, id: string): Promise<ReportGroup> {
  return present(deps, await loadGroup(deps, caller, id));
}

export async function createReportGroup(
  deps: ReportGroupDeps,
  caller: Caller,
  input: { name: string; reportIds: string[] },
): Promise<ReportGroup> {
  const organizationId = await checkReports(deps, caller, input.reportIds);
  const at = deps.now().toISOString();
  const group: ReportGroupRecord = {
    id: deps.newId(),
    organizationId,
    name: input.name,
    reportIds: input.reportIds,
    createdAt: at,
    updatedAt: at,
    createdBy: caller.userId,
    version: 1,
  };
  await deps.groups.create(group);
  return present(deps, group);
}

export async function updateReportGroup(
  deps: ReportGroupDeps,
  caller: Caller,
  id: string,
  input: { name?: string; reportIds?: string[] },
): Promise<ReportGroup> {
  const group = await loadGroup(deps, caller, id);
  if (input.reportIds) await checkReports(deps, caller, input.reportIds, group.organizationId);
  const updated = await deps.groups.update(group, {
    name: input.name ?? group.name,
    reportIds: input.reportIds ?? group.reportIds,
    updatedAt: deps.now().toISOString(),
  });
  return present(deps, updated);
}

export async function deleteReportGroup(deps: ReportGroupDeps, caller: Caller, id: string): Promise<{ id: string; deleted: true }> {
  const group = await loadGroup(deps, caller, id);
  await deps.groups.delete(group);
  return { id, deleted: true };
}
