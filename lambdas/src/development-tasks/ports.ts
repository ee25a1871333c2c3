import type { DevelopmentTaskStatus } from '@scout/shared/domain';

/** A development task as stored (the linked report's title is read when it is shown). */
export interface DevelopmentTaskRecord {
  id: string;
  organizationId: string;
  title: string;
  description: string;
  status: DevelopmentTaskStatus;
  assigneeId: string | null;
  /** The assignee's name when they were assigned. */
  assigneeName: string | null;
  reportId: string | null;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  createdByName: string;
  version: number;
}

export interface DevelopmentTaskStore {
  get(id: string): Promise<DevelopmentTaskRecord | null>;
  /** An organisation's tasks, newest first. */
  list(organizationId: string): Promise<DevelopmentTaskRecord[]>;
  /** Writes a new task; fails with ConflictError if the id exists. */
  create(task: DevelopmentTaskRecord): Promise<void>;
  /** Writes `next` if the stored version is still `expectedVersion` (ConflictError otherwise). */
  replace(next: DevelopmentTaskRecord, expectedVersion: number): Promise<void>;
  /** Deletes the task if the stored version is still `expectedVersion` (ConflictError otherwise). */
  delete(id: string, expectedVersion: number): Promise<void>;
}
