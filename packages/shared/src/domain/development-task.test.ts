import { describe, expect, it } from 'vitest';
import { isDevelopmentTaskOverdue, localCalendarDate } from './development-task';

describe('development tasks', () => {
  it('are overdue from the day after their due date until they are done', () => {
    expect(isDevelopmentTaskOverdue({ dueDate: '2026-11-22', status: 'todo' }, '2026-11-23')).toBe(true);
    expect(isDevelopmentTaskOverdue({ dueDate: '2026-11-23', status: 'in_progress' }, '2026-11-23')).toBe(false);
    expect(isDevelopmentTaskOverdue({ dueDate: '2026-11-01', status: 'done' }, '2026-11-23')).toBe(false);
    expect(isDevelopmentTaskOverdue({ dueDate: null, status: 'todo' }, '2026-11-23')).toBe(false);
  });

  it("names today's date where the viewer is", () => {
    expect(localCalendarDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
