/**
 * - HTTP_ERROR: the server answered with a non-2xx status.
 * - NETWORK_ERROR: no response at all (offline, DNS, CORS, timeout).
 * - INVALID_RESPONSE: a 2xx answer that is HTML or does not match the contract.
 */
export type ApiErrorCode = 'HTTP_ERROR' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  /** Parsed JSON when the answer was JSON, else its text; null when there was none. */
  body?: unknown;
  contentType?: string | null;
  /** The route's key, 'GET /reports/{id}'. */
  routeId?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: unknown;
  readonly contentType: string | null;
  readonly routeId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.body = init.body ?? null;
    this.contentType = init.contentType ?? null;
    this.routeId = init.routeId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
