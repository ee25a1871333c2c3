import { isApiError } from '../../lib/api-error';

/** The report screens' messages: required wording, word for word. */
export const REPORT_MESSAGES = {
  loadFailed: 'Failed to load reports. Please try again later.',
  updateFailed: 'Failed to update report. Please try again.',
  deleteFailed: 'Failed to delete report. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this report? This action cannot be undone.',
  timerUpdated: 'Timer settings updated successfully!',
  timerFailed: 'Failed to update timer settings',
  abbreviationHelp: '3-5 character abbreviation',
} as const;

/** How long the dev timer dialog shows its success message before it closes. */
export const TIMER_SUCCESS_CLOSE_MS = 1500;

/**
 * The message for a failed write: the server's own words when someone else saved first (409, a clear
 * message the person can act on), else the screen's fixed failure message.
 */
export function writeFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 409 && error.message) return error.message;
  return fallback;
}
