import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { failureMessage } from './card-notice';

describe('failure messages', () => {
  it("shows a conflict's server message as it is", () => {
    const conflict = new ApiError({
      status: 409,
      code: 'HTTP_ERROR',
      message: 'This card was changed by someone else. Reload it and try again.',
    });
    expect(failureMessage(conflict, 'Saving card 3')).toBe('This card was changed by someone else. Reload it and try again.');
  });

  it('says what failed and why otherwise', () => {
    const invalid = new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Down is 1 to 4' });
    expect(failureMessage(invalid, 'Saving card 3')).toBe('Saving card 3 failed: Down is 1 to 4');
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
    expect(failureMessage(offline, 'Deleting card 3')).toBe('Deleting card 3 failed: Network error. Please check your connection.');
    expect(failureMessage(new Error('boom'), 'Saving')).toBe('Saving failed: boom');
  });
});
