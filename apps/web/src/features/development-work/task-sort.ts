import type { DevelopmentTask } from '@scout/shared/api';
import { DEVELOPMENT_TASK_STATUSES } from '@scout/shared/domain';

export type TaskSortKey = 'title' | 'status' | 'assignee' | 'dueDate' | 'updatedAt';
export interface TaskSort {
  key: TaskSortKey;
  direction: 'asc' | 'desc';
}

/** What each column compares; tasks without an assignee or due date sort last either way. */
function value(task: DevelopmentTask, key: TaskSortKey): string | number | null {
  switch (key) {
    case 'title':
      return task.title.toLowerCase();
    case 'status':
      return DEVELOPMENT_TASK_STATUSES.indexOf(task.status);
    case 'assignee':
      return task.assigneeName?.toLowerCase() ?? null;
    case 'dueDate':
      return task.dueDate;
    case 'updatedAt':
      return task.updatedAt;
  }
}

/** The list view's order: by the column, then newest first; empty values last. */
export function sortTasks(tasks: readonly DevelopmentTask[], sort: TaskSort): DevelopmentTask[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...tasks].sort((a, b) => {
    const [left, right] = [value(a, sort.key), value(b, sort.key)];
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * sign;
    }
    return b.createdAt.localeCompare(a.createdAt);
  });
}
