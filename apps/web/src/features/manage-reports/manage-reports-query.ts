import type { RouteQuery } from '@scout/shared/api';
import type { PageRequest } from '../../hooks/use-page-keys';
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

/**
 * The GET /reports query of the filtered list, `limit` to a page: the server filters, sorts and pages. A page
 * adds the paging part of its request (its key, or a page number to walk to).
 */
export function manageReportsQuery(filters: ManageReportsFilters, limit: number, page: PageRequest = {}): RouteQuery<'listReports'> {
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
    ...page,
    limit,
  };
}
