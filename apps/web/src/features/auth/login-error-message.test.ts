import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../lib/api-error';
import { LOGIN_MESSAGES, LOGIN_STATUS_MESSAGES, loginErrorMessage } from './login-error-message';

function httpError(
  status: number,
  body: unknown,
  contentType: string | null = 'application/json',
  message = `Request failed with status ${status}`,
) {
  const init: ApiErrorInit = { status, code: 'HTTP_ERROR', message, body, contentType, routeId: 'login' };
  return new ApiError(init);
}

const HTML_404 = '<!DOCTYPE html><html><head><title>Not Found</title></head><body>Cannot POST /api/v2/login</body></html>';
const HTML_500_NULL_REF =
  "<html><body><h1>Internal Server Error</h1><pre>TypeError: Cannot read properties of null (reading 'id')</pre></body></html>";
const HTML_502 = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';

describe('loginErrorMessage', () => {
  it('reports a missing response as a network error with code NETWORK_ERROR', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });

    expect(loginErrorMessage(error)).toEqual({ message: 'Network error. Please check your connection.', code: 'NETWORK_ERROR' });
  });

  it('reports a timeout (no response either) as a network error', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Request timed out after 30 s' });

    expect(loginErrorMessage(error).message).toBe(LOGIN_MESSAGES.network);
  });

  it('reports a 2xx answer that is not a JSON object as an invalid response', () => {
    const error = new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'Invalid response from server',
      body: '<html></html>',
      contentType: 'text/html',
    });

    expect(loginErrorMessage(error).message).toBe('Invalid response from server');
  });

  describe('HTML bodies', () => {
    it('names the API endpoint as unavailable when a web page answers a 4xx', () => {
      expect(loginErrorMessage(httpError(404, HTML_404, 'text/html')).message).toBe(
        'API endpoint not available. Please check server configuration.',
      );
    });

    it('recognises HTML by its content even without an HTML content type', () => {
      expect(loginErrorMessage(httpError(405, HTML_404, 'text/plain')).message).toBe(LOGIN_MESSAGES.endpointUnavailable);
    });

    it('reports an HTML crash page mentioning a null reference as an internal API error', () => {
      expect(loginErrorMessage(httpError(500, HTML_500_NULL_REF, 'text/html')).message).toBe(
        'Server error: The API encountered an internal error. Please try again later.',
      );
    });

    it('checks the null-reference text before the status, whatever the status', () => {
      expect(loginErrorMessage(httpError(400, '<html><body>NullReferenceException</body></html>', 'text/html')).message).toBe(
        LOGIN_MESSAGES.serverCrash,
      );
    });

    it('reports any other HTML page on a 5xx as an error page instead of JSON', () => {
      expect(loginErrorMessage(httpError(502, HTML_502, 'text/html')).message).toBe('Server returned an error page instead of JSON data');
    });

    it('puts the HTML rules before the status texts', () => {
      expect(loginErrorMessage(httpError(401, HTML_404, 'text/html')).message).toBe(LOGIN_MESSAGES.endpointUnavailable);
    });
  });

  describe('text bodies', () => {
    it('uses the message of a JSON string body', () => {
      const body = JSON.stringify({ message: 'Account locked' });

      expect(loginErrorMessage(httpError(423, body, 'text/plain')).message).toBe('Account locked');
    });

    it('prefers the JSON string body message over the status text', () => {
      const body = JSON.stringify({ message: 'Wrong password for coach' });

      expect(loginErrorMessage(httpError(401, body, 'text/plain')).message).toBe('Wrong password for coach');
    });

    it('shows short plain text (under 200 characters) as it is', () => {
      expect(loginErrorMessage(httpError(429, '  Too many attempts, wait a minute  ', 'text/plain')).message).toBe(
        'Too many attempts, wait a minute',
      );
    });

    it('does not show plain text of 200 characters or more; falls through to the status text', () => {
      const long = 'x'.repeat(200);

      expect(loginErrorMessage(httpError(503, long, 'text/plain')).message).toBe(LOGIN_STATUS_MESSAGES[503]);
    });

    it('treats a JSON string without a message as plain text', () => {
      expect(loginErrorMessage(httpError(400, '{"code":"E1"}', 'text/plain')).message).toBe('{"code":"E1"}');
    });
  });

  describe('JSON bodies', () => {
    it("uses the response's message", () => {
      const body = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };

      expect(loginErrorMessage(httpError(401, body)).message).toBe('Invalid email or password');
    });

    it("shows the server's message for an over-long password", () => {
      const error = httpError(400, { statusCode: 400, error: 'Bad Request', message: 'Password must be at most 1024 characters' });

      expect(loginErrorMessage(error).message).toBe('Password must be at most 1024 characters');
    });

    it("shows the server's 429 message when sign-ins are locked", () => {
      const error = httpError(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      });

      expect(loginErrorMessage(error).message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    });

    it("uses the response's errorMessage when there is no message", () => {
      expect(loginErrorMessage(httpError(400, { errorMessage: 'Username is disabled' })).message).toBe('Username is disabled');
    });

    it('prefers message over errorMessage', () => {
      expect(loginErrorMessage(httpError(400, { message: 'First', errorMessage: 'Second' })).message).toBe('First');
    });

    it('ignores blank messages', () => {
      expect(loginErrorMessage(httpError(403, { message: '  ' })).message).toBe(LOGIN_STATUS_MESSAGES[403]);
    });
  });

  describe('status texts, when the body says nothing', () => {
    it.each([
      [401, 'Invalid email or password'],
      [403, 'Access denied. Please check your credentials.'],
      [404, 'Authentication service not found. Please contact support.'],
      [500, 'Server error. Please try again later.'],
      [502, 'API Gateway error. The authentication service may be down.'],
      [503, 'Service temporarily unavailable. Please try again later.'],
    ])('maps %i to %s', (status, expected) => {
      expect(loginErrorMessage(httpError(status, null)).message).toBe(expected);
    });
  });

  describe('otherwise', () => {
    it("uses the error's own message for other statuses", () => {
      expect(loginErrorMessage(httpError(418, null, null, 'Request failed with status 418')).message).toBe(
        'Request failed with status 418',
      );
    });

    it("uses a plain Error's own message", () => {
      expect(loginErrorMessage(new Error('Something broke')).message).toBe('Something broke');
    });

    it("falls back to 'An unexpected error occurred'", () => {
      expect(loginErrorMessage(new Error('')).message).toBe('An unexpected error occurred');
      expect(loginErrorMessage('not an error').message).toBe('An unexpected error occurred');
      expect(loginErrorMessage(httpError(418, null, null, '')).message).toBe('An unexpected error occurred');
    });
  });
});
