import type { Report } from '@scout/shared/domain';

/** The fields a write may change; keys, counters and version are the store's business. */
export type ReportChanges = Partial<Omit<Report, 'id' | 'organizationId' | 'createdAt' | 'version' | 'cardsCount' | 'completionPercentage'>>;

export interface ReportStore {
  get(id: string): Promise<Report | null>;
  /** Newest first. */
  listByOrganization(organizationId: string): Promise<Report[]>;
  /** Every organisation's reports, newest first (staff only). */
  listAll(): Promise<Report[]>;
  /** Writes a new report; fails if the id exists. */
  create(report: Report): Promise<void>;
  /**
   * Applies changes if the stored version is still `expectedVersion` and bumps it; otherwise throws
   * ConflictError (or NotFoundError when the report is gone).
   */
  update(id: string, expectedVersion: number, changes: ReportChanges): Promise<Report>;
  /** Deletes the report and every item kept under it (assignments); cards are deleted by their store. */
  delete(id: string): Promise<void>;
  recordView(id: string, at: string): Promise<{ viewCount: number; lastViewedAt: string }>;
  /** Reserves the next card number (an atomic counter: concurrent creates never share a number). */
  nextCardNumber(id: string): Promise<number>;
  /** Moves the card counters (total, complete) the completion percentage is derived from. */
  adjustCardCounts(id: string, delta: { total?: number; complete?: number }): Promise<void>;
}

export interface AssignmentRecord {
  reportId: string;
  userId: string;
  name: string;
  email: string;
  role: string;
  assignedAt: string;
  assignedBy: string;
}

export interface AssignmentStore {
  list(reportId: string): Promise<AssignmentRecord[]>;
  /** Idempotent: assigning twice keeps one assignment. */
  put(assignment: AssignmentRecord): Promise<void>;
}

export interface ObjectStore {
  /** Deletes every object under a key prefix in a bucket; returns how many. */
  deletePrefix(bucket: string, prefix: string): Promise<number>;
}

/** Where a report's objects live in every bucket: the server builds keys, never the client. */
export function reportObjectPrefix(organizationId: string, reportId: string): string {
  return `organizations/${organizationId}/reports/${reportId}/`;
}
