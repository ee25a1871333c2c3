/** A group of linked reports as stored: its organisation and its reports' ids, in the group's order. */
export interface ReportGroupRecord {
  id: string;
  organizationId: string;
  name: string;
  reportIds: string[];
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  version: number;
}

export interface ReportGroupStore {
  get(id: string): Promise<ReportGroupRecord | null>;
  /** One organisation's groups, or every organisation's when null (staff), newest first. */
  list(organizationId: string | null): Promise<ReportGroupRecord[]>;
  /** The group a report is linked in, if any. */
  groupOf(reportId: string): Promise<string | null>;
  /**
   * Links the group's reports to it, then writes the group; a report already linked in another group fails
   * the write with ConflictError, and the links made so far are undone.
   */
  create(group: ReportGroupRecord): Promise<void>;
  /**
   * Replaces name and reports if the stored version is still `current.version`: links the added reports, writes
   * the group, then unlinks the removed ones (ConflictError, with the new links undone, for a stale version
   * or a report linked elsewhere).
   */
  update(current: ReportGroupRecord, changes: { name: string; reportIds: string[]; updatedAt: string }): Promise<ReportGroupRecord>;
  /** Deletes the group and unlinks its reports. */
  delete(group: ReportGroupRecord): Promise<void>;
  /** Takes a report out of whatever group it is in (the report is being deleted). */
  removeReport(reportId: string): Promise<void>;
}
