import { isApiError } from '../../lib/api-error';

/**
 * How card screens tell the person something. The app passes its notification stack in (features do not
 * import each other), so these screens stay free of where messages are shown.
 */
export interface CardNotice {
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}

export type NotifyFn = (notice: CardNotice) => void;

/** Words for a failed call: the server's own message for a conflict (409) and other answers, else the cause. */
export function failureMessage(error: unknown, what: string): string {
  if (isApiError(error)) {
    if (error.status === 409) return error.message;
    if (error.code === 'NETWORK_ERROR') return `${what} failed: Network error. Please check your connection.`;
    return `${what} failed: ${error.message}`;
  }
  return `${what} failed: ${error instanceof Error ? error.message : 'An unexpected error occurred'}`;
}
