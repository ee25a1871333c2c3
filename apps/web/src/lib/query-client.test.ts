import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries once on network and server errors', () => {
    const network = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
    const server = new ApiError({ status: 503, code: 'HTTP_ERROR', message: 'down' });

    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(0, server)).toBe(true);
    expect(shouldRetry(1, server)).toBe(false);
  });

  it('does not retry answers a retry cannot change', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'gone' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 401, code: 'HTTP_ERROR', message: 'no' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'bad' }))).toBe(false);
  });
});
