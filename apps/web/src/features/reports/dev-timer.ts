import { DELIVERY_WINDOW_HOURS, type PackageType, type Report, type ReportUpdate } from '@scout/shared/domain';

/** The dev timer dialog's bounds: hours 0-72, minutes 0-59, quick-set 1, 6, 12, 24, 36 h. */
export const DEV_TIMER_MAX_HOURS = 72;
export const DEV_TIMER_MAX_MINUTES = 59;
export const DEV_TIMER_QUICK_HOURS = [1, 6, 12, 24, 36] as const;

const MINUTE_MS = 60_000;

export interface DevTimerForm {
  /** As typed: the fields stay editable while empty or out of range. */
  hours: string;
  minutes: string;
  markPaid: boolean;
  packageType: PackageType;
}

/** 'start' starts a timer of hours:minutes now; 'clear' stops it; 'save' only applies package and payment. */
export type DevTimerAction = 'start' | 'clear' | 'save';

/** The dialog opens on the report's package and payment, with its package's window (24 h for free). */
export function devTimerFormFor(report: Pick<Report, 'packageType' | 'paymentStatus'>): DevTimerForm {
  const window = DELIVERY_WINDOW_HOURS[report.packageType];
  return {
    hours: String(window > 0 ? window : 24),
    minutes: '0',
    markPaid: report.paymentStatus === 'completed',
    packageType: report.packageType,
  };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export interface DevTimerErrors {
  hours?: string;
  minutes?: string;
}

export function devTimerErrors(form: Pick<DevTimerForm, 'hours' | 'minutes'>): DevTimerErrors {
  const errors: DevTimerErrors = {};
  const hours = wholeNumber(form.hours);
  const minutes = wholeNumber(form.minutes);
  if (hours === null || hours > DEV_TIMER_MAX_HOURS) errors.hours = `Hours must be 0-${DEV_TIMER_MAX_HOURS}`;
  if (minutes === null || minutes > DEV_TIMER_MAX_MINUTES) errors.minutes = `Minutes must be 0-${DEV_TIMER_MAX_MINUTES}`;
  return errors;
}

/** The timer's length in milliseconds; null while a field is invalid. */
export function devTimerDurationMs(form: Pick<DevTimerForm, 'hours' | 'minutes'>): number | null {
  const errors = devTimerErrors(form);
  if (errors.hours || errors.minutes) return null;
  return ((wholeNumber(form.hours) ?? 0) * 60 + (wholeNumber(form.minutes) ?? 0)) * MINUTE_MS;
}

/**
 * Why a timer cannot start, or null when it can. The server only runs a timer on a paid report whose
 * package is not free; saying so here beats a silently ignored start.
 */
export function startBlockedReason(form: DevTimerForm): string | null {
  if (form.packageType === 'free') return 'A Free report has no delivery timer: choose another package to start one.';
  if (!form.markPaid) return 'Mark the report paid to start its timer.';
  const duration = devTimerDurationMs(form);
  if (duration === null) return 'Enter hours 0-72 and minutes 0-59.';
  if (duration === 0) return 'Choose a duration longer than zero.';
  return null;
}

/**
 * The PUT /reports/{id} dev payload: the package with its delivery hours and the payment status
 * when they change, then the timer: start sends timerStartedAt=now and timerExpiresAt=now+h:m, clear sends
 * both as null. It always names the version the dialog read, so a concurrent save answers 409.
 * Returns null for 'start' when the timer cannot start, and when there is nothing to send.
 */
export function buildDevTimerUpdate(
  form: DevTimerForm,
  report: Pick<Report, 'packageType' | 'paymentStatus' | 'version'>,
  action: DevTimerAction,
  now: Date,
): ReportUpdate | null {
  const update: ReportUpdate = {};
  if (form.packageType !== report.packageType) {
    update.packageType = form.packageType;
    update.deliveryTimeHours = DELIVERY_WINDOW_HOURS[form.packageType];
  }
  const wasPaid = report.paymentStatus === 'completed';
  if (form.markPaid !== wasPaid) update.paymentStatus = form.markPaid ? 'completed' : 'pending';

  if (action === 'start') {
    const duration = devTimerDurationMs(form);
    if (startBlockedReason(form) !== null || duration === null) return null;
    update.timerStartedAt = now.toISOString();
    update.timerExpiresAt = new Date(now.getTime() + duration).toISOString();
  } else if (action === 'clear') {
    update.timerStartedAt = null;
    update.timerExpiresAt = null;
  }
  if (Object.keys(update).length === 0) return null;
  return { ...update, version: report.version };
}
