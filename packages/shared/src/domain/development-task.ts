import { z } from 'zod';

/** A development task's status: the three columns of the staff board, in their order. */
export const DEVELOPMENT_TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const developmentTaskStatusSchema = z.enum(DEVELOPMENT_TASK_STATUSES);
export type DevelopmentTaskStatus = z.infer<typeof developmentTaskStatusSchema>;

export const DEVELOPMENT_TASK_STATUS_LABELS: Record<DevelopmentTaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const DEVELOPMENT_TASK_TITLE_MAX = 140;
export const DEVELOPMENT_TASK_DESCRIPTION_MAX = 4000;

/** A calendar date, YYYY-MM-DD (a task is due by the end of that day). */
export const calendarDateSchema = z.iso.date({ error: 'dueDate must be a date (YYYY-MM-DD)' });

/** Overdue: due before `today` (a YYYY-MM-DD date) and not done. */
export function isDevelopmentTaskOverdue(task: { dueDate?: string | null; status: DevelopmentTaskStatus }, today: string): boolean {
  return Boolean(task.dueDate) && task.status !== 'done' && (task.dueDate as string) < today;
}

/** Today's calendar date where the viewer is (YYYY-MM-DD). */
export function localCalendarDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
