import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorBody } from '@scout/shared/api';
import { API_RESPONSE_HEADERS } from '@scout/shared/web';
import { TooManyRequestsError } from '../core/errors';
import { logger } from '../core/logger';

const STATUS_BY_ERROR: Record<string, { statusCode: number; error: string }> = {
  ValidationError: { statusCode: 400, error: 'Bad Request' },
  /** From the contract's path matcher (packages/shared/src/api/route.ts): a malformed %-escape. */
  MalformedPathError: { statusCode: 400, error: 'Bad Request' },
  UnauthorizedError: { statusCode: 401, error: 'Unauthorized' },
  ForbiddenError: { statusCode: 403, error: 'Forbidden' },
  NotFoundError: { statusCode: 404, error: 'Not Found' },
  ConflictError: { statusCode: 409, error: 'Conflict' },
  GoneError: { statusCode: 410, error: 'Gone' },
  PayloadTooLargeError: { statusCode: 413, error: 'Payload Too Large' },
  TooManyRequestsError: { statusCode: 429, error: 'Too Many Requests' },
  ServiceUnavailableError: { statusCode: 503, error: 'Service Unavailable' },
};

/** Every API answer: JSON, never sniffed as another type, never cached (it may carry tokens or private data). */
export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...API_RESPONSE_HEADERS },
    body: JSON.stringify(body),
  };
}

/** A redirect (302): nothing in the body, never cached (the target is a short-lived signed URL). */
export function redirectResponse(location: string): APIGatewayProxyStructuredResultV2 {
  return { statusCode: 302, headers: { location, ...API_RESPONSE_HEADERS }, body: '' };
}

export function errorResponse(statusCode: number, error: string, message: string): APIGatewayProxyStructuredResultV2 {
  const body: ApiErrorBody = { statusCode, error, message };
  return jsonResponse(statusCode, body);
}

/** Domain errors keep their message; anything else is logged and becomes a generic 500. */
export function mapError(err: unknown, context: Record<string, unknown>): APIGatewayProxyStructuredResultV2 {
  const known = err instanceof Error ? STATUS_BY_ERROR[err.name] : undefined;
  if (known && err instanceof Error) {
    const response = errorResponse(known.statusCode, known.error, err.message);
    // A 429 says when to come back (whole seconds, as RFC 9110's Retry-After wants).
    if (err instanceof TooManyRequestsError)
      response.headers = { ...response.headers, 'retry-after': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) };
    return response;
  }
  logger.error('Unhandled error', {
    ...context,
    error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
  });
  return errorResponse(500, 'Internal Server Error', 'Something went wrong on our side. Please try again later.');
}
