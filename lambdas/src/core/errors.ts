/** Domain errors: each maps to one HTTP status in http/error-mapper.ts. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
}

export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** Something that existed and is no longer available (a revoked or expired share link). */
export class GoneError extends Error {
  override readonly name = 'GoneError';
}

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

/** A request body over the API's limit (MAX_REQUEST_BODY_BYTES): refused before any work. */
export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
}

/** Too many attempts (failed sign-ins): answered 429 with a Retry-After header of `retryAfterSeconds`. */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service Scout depends on (the payment provider) is not answering: nothing was done, try again later. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
}
