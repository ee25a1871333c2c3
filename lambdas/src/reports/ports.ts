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
  /** Idempotent: assigning twice keeps one assignment. Records the staff id on the report too (`assignedStaffIds`). */
  put(assignment: AssignmentRecord): Promise<void>;
}

export interface ObjectStore {
  /** Deletes every object under a key prefix in a bucket; returns how many. */
  deletePrefix(bucket: string, prefix: string): Promise<number>;
}
