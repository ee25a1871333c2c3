import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { REPORT_MESSAGES, writeFailureMessage } from './report-messages';

describe('writeFailureMessage', () => {
  it("shows the server's message when someone else saved first", () => {
    const conflict = new ApiError({
      status: 409,
      code: 'HTTP_ERROR',
      message: 'Someone else changed this report. Reload it and try again.',
    });

    expect(writeFailureMessage(conflict, REPORT_MESSAGES.updateFailed)).toBe('Someone else changed this report. Reload it and try again.');
  });

  it('shows the fixed message for every other failure', () => {
    const serverError = new ApiError({ status: 500, code: 'HTTP_ERROR', message: 'Internal Server Error' });
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });

    expect(writeFailureMessage(serverError, REPORT_MESSAGES.updateFailed)).toBe('Failed to update report. Please try again.');
    expect(writeFailureMessage(offline, REPORT_MESSAGES.deleteFailed)).toBe('Failed to delete report. Please try again.');
    expect(writeFailureMessage(new Error('boom'), REPORT_MESSAGES.timerFailed)).toBe('Failed to update timer settings');
  });
});
