import { DEFAULT_STORAGE_QUOTA_BYTES, type OrganizationStorage, type StorageQuota } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { NotFoundError } from '../core/errors';
import type { ReportStore, StorageUsage } from '../ports';

export interface StorageDeps {
  storage: StorageUsage;
  reports: Pick<ReportStore, 'get'>;
}

/** Another organisation's storage is indistinguishable from an organisation that does not exist. */
function checkOrganization(caller: Caller, organizationId: string): void {
  if (!can(caller.principal, 'report:list', { type: 'organization', organizationId })) throw new NotFoundError('Organization not found');
}

const largestFirst = (a: { bytes: number }, b: { bytes: number }) => b.bytes - a.bytes;

export async function getOrganizationQuota(deps: StorageDeps, caller: Caller, organizationId: string): Promise<StorageQuota> {
  checkOrganization(caller, organizationId);
  const used = await deps.storage.get(organizationId);
  return {
    organizationId,
    quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
    usedBytes: Math.max(0, used.bytes),
    objects: Math.max(0, used.objects),
    percentUsed: Math.round((Math.max(0, used.bytes) / DEFAULT_STORAGE_QUOTA_BYTES) * 1000) / 10,
  };
}

/** The quota, with the use by report (titles read for the reports that hold media) and by kind of medium. */
export async function getOrganizationStorage(deps: StorageDeps, caller: Caller, organizationId: string): Promise<OrganizationStorage> {
  const quota = await getOrganizationQuota(deps, caller, organizationId);
  const { byReport, byKind } = await deps.storage.breakdown(organizationId);
  const holding = byReport.filter((entry) => entry.bytes > 0 || entry.objects > 0).sort(largestFirst);
  const reports = await Promise.all(holding.map((entry) => deps.reports.get(entry.reportId)));
  return {
    ...quota,
    byReport: holding.map((entry, i) => ({ ...entry, title: reports[i]?.title ?? null })),
    byKind: byKind.filter((entry) => entry.bytes > 0 || entry.objects > 0).sort(largestFirst),
  };
}
