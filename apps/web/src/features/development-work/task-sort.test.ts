import { describe, expect, it } from 'vitest';
import type { DevelopmentTask } from '@scout/shared/api';
import { sortTasks } from './task-sort';

const task = (id: string, fields: Partial<DevelopmentTask>): DevelopmentTask => ({
  id,
  organizationId: 'internal',
  title: id,
  description: '',
  status: 'todo',
  assigneeId: null,
  assigneeName: null,
  reportId: null,
  reportTitle: null,
  dueDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'user-admin',
  createdByName: 'Alex Morgan',
  version: 1,
  ...fields,
});

describe('sortTasks', () => {
  const tasks = [
    task('b', { dueDate: '2026-12-05', status: 'done', assigneeName: 'Sam' }),
    task('a', { dueDate: null, status: 'in_progress', assigneeName: 'alex' }),
    task('c', { dueDate: '2026-11-30', status: 'todo' }),
  ];

  it('orders by due date with undated tasks last, in both directions', () => {
    expect(sortTasks(tasks, { key: 'dueDate', direction: 'asc' }).map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect(sortTasks(tasks, { key: 'dueDate', direction: 'desc' }).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });

  it('orders statuses as the board does and assignees ignoring case, unassigned last', () => {
    expect(sortTasks(tasks, { key: 'status', direction: 'asc' }).map((t) => t.id)).toEqual(['c', 'a', 'b']);
    expect(sortTasks(tasks, { key: 'assignee', direction: 'asc' }).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});
