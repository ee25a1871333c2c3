import type { Report } from '@scout/shared/domain';

export interface ReportStore {
  get(id: string): Promise<Report | null>;
  /** Newest first. */
  listByOrganization(organizationId: string): Promise<Report[]>;
  /** Every organisation's reports, newest first (staff only). */
  listAll(): Promise<Report[]>;
  put(report: Report): Promise<void>;
}
