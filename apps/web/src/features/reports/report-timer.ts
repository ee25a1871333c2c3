import { formatCountdown, remainingSeconds, timerStatus, type Report, type TimerStatus } from '@scout/shared/domain';

export type ReportTimerView =
  | { kind: 'countdown'; expiresAt: string; startedAt: string | null; status: TimerStatus; compact: string }
  | { kind: 'none'; label: string };

/**
 * What the report header shows for its delivery timer: a live countdown while a timer exists, else why there
 * is none: a free package has 'No deadline'; a paid one waits for its timer; an unpaid one for payment.
 */
export function reportTimerView(
  report: Pick<Report, 'timerExpiresAt' | 'timerStartedAt' | 'packageType' | 'paymentStatus'>,
  now: Date,
): ReportTimerView {
  if (report.timerExpiresAt) {
    const seconds = remainingSeconds(report.timerExpiresAt, now);
    return {
      kind: 'countdown',
      expiresAt: report.timerExpiresAt,
      startedAt: report.timerStartedAt ?? null,
      status: timerStatus(seconds),
      compact: formatCountdown(seconds, true),
    };
  }
  if (report.packageType === 'free') return { kind: 'none', label: 'No deadline' };
  if (report.paymentStatus !== 'completed') return { kind: 'none', label: 'Timer starts after payment' };
  return { kind: 'none', label: 'Timer not started' };
}
