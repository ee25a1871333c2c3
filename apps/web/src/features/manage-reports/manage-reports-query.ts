import type { RouteQuery } from '@scout/shared/api';
import type { PackageType, PaymentStatus, ReportStatus } from '@scout/shared/domain';

/** Manage Reports' filters as the page holds them ('all': no filter). */
export interface ManageReportsFilters {
  organizationId: string;
  status: ReportStatus | 'all';
  packageType: PackageType | 'all';
  paymentStatus: PaymentStatus | 'all';
  overdue: boolean;
  /** Only reports no staff member is assigned to. */
  unassigned: boolean;
  sort: 'created' | 'deadline';
}

export const NO_FILTERS: ManageReportsFilters = {
  organizationId: '',
  status: 'all',
  packageType: 'all',
  paymentStatus: 'all',
  overdue: false,
  unassigned: false,
  sort: 'deadline',
};

/** The GET /reports query of a page (0-based) of the filtered list: the server filters, sorts and pages. */
export function manageReportsQuery(filters: ManageReportsFilters, page: number, limit: number): RouteQuery<'listReports'> {
  const organizationId = filters.organizationId.trim();
  return {
    isInternalUser: true,
    ...(organizationId ? { organization_id: organizationId } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.packageType !== 'all' ? { packageType: filters.packageType } : {}),
    ...(filters.paymentStatus !== 'all' ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.overdue ? { overdue: true } : {}),
    ...(filters.unassigned ? { unassigned: true } : {}),
    sort: filters.sort,
    page: page + 1,
    limit,
  };
}
