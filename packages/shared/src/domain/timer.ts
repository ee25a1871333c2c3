import { z } from 'zod';

/** Timer thresholds in seconds: under 2 h left is critical, under 6 h a warning. */
export const TIMER_CRITICAL_SECONDS = 7200;
export const TIMER_WARNING_SECONDS = 21600;

export const TIMER_STATUSES = ['expired', 'critical', 'warning', 'running'] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];

export function timerStatus(remainingSeconds: number): TimerStatus {
  if (remainingSeconds <= 0) return 'expired';
  if (remainingSeconds < TIMER_CRITICAL_SECONDS) return 'critical';
  if (remainingSeconds < TIMER_WARNING_SECONDS) return 'warning';
  return 'running';
}

export function remainingSeconds(expiresAt: string, now: Date): number {
  return Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000);
}

/** Header countdown: 'N hours M minutes S seconds remaining', compact 'Nh Mm', 'Expired' at zero. */
export function formatCountdown(seconds: number, compact = false): string {
  if (seconds <= 0) return 'Expired';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  if (compact) return `${hours}h ${minutes}m`;
  return `${hours} hours ${minutes} minutes ${secs} seconds remaining`;
}

/**
 * Time left before a report's deadline, as the dashboard shows it: 'Nd Nh', 'Nh Nm', 'Nm remaining',
 * 'Expired', or 'No deadline' when there is no running timer (free package, or timer not started).
 */
export function formatTimeRemaining(expiresAt: string | null | undefined, now: Date): string {
  if (!expiresAt) return 'No deadline';
  const seconds = remainingSeconds(expiresAt, now);
  if (seconds <= 0) return 'Expired';
  const totalMinutes = Math.floor(seconds / 60);
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m remaining`;
}

/**
 * A report's delivery timer: when it started and expires, the seconds left and their status.
 * A report without a running timer (unpaid, free, or not started) has nulls.
 */
export const timerSchema = z.object({
  reportId: z.string(),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  remainingTime: z.number().int().nullable(),
  status: z.enum(TIMER_STATUSES).nullable(),
});
export type Timer = z.infer<typeof timerSchema>;

export function reportTimer(report: { id: string; timerStartedAt?: string | null; timerExpiresAt?: string | null }, now: Date): Timer {
  if (!report.timerStartedAt || !report.timerExpiresAt) {
    return { reportId: report.id, startedAt: null, expiresAt: null, remainingTime: null, status: null };
  }
  const remaining = remainingSeconds(report.timerExpiresAt, now);
  return {
    reportId: report.id,
    startedAt: report.timerStartedAt,
    expiresAt: report.timerExpiresAt,
    remainingTime: remaining,
    status: timerStatus(remaining),
  };
}

/** Overdue: its delivery timer ran out and the breakdown is not finished (staff see these first). */
export function isReportOverdue(
  report: { timerExpiresAt?: string | null; completionPercentage: number; status: string },
  now: Date,
): boolean {
  return (
    Boolean(report.timerExpiresAt) &&
    remainingSeconds(report.timerExpiresAt as string, now) <= 0 &&
    report.completionPercentage < 100 &&
    report.status !== 'completed'
  );
}
