import { isApiError } from '../../lib/api-error';

/** The login messages, word for word as the product defines them (tests check the exact texts). */
export const LOGIN_MESSAGES = {
  endpointUnavailable: 'API endpoint not available. Please check server configuration.',
  serverCrash: 'Server error: The API encountered an internal error. Please try again later.',
  errorPage: 'Server returned an error page instead of JSON data',
  network: 'Network error. Please check your connection.',
  invalidResponse: 'Invalid response from server',
  unexpected: 'An unexpected error occurred',
} as const;

export const LOGIN_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Invalid email or password',
  403: 'Access denied. Please check your credentials.',
  404: 'Authentication service not found. Please contact support.',
  500: 'Server error. Please try again later.',
  502: 'API Gateway error. The authentication service may be down.',
  503: 'Service temporarily unavailable. Please try again later.',
};

/** Plain-text bodies shorter than this are shown as they are. */
export const SHORT_TEXT_LIMIT = 200;

export interface LoginErrorMessage {
  message: string;
  /** Set when no response arrived. */
  code?: 'NETWORK_ERROR';
}

const HTML_MARKERS = /<\s*(!doctype\s+html|html|head|body)\b/i;
const NULL_REFERENCE_MARKERS =
  /null\s*reference|NullReferenceException|Object reference not set|Cannot read propert(?:y|ies) of (?:null|undefined)|null is not an object/i;

function isHtmlLike(body: unknown, contentType: string | null): body is string {
  return typeof body === 'string' && (/text\/html/i.test(contentType ?? '') || HTML_MARKERS.test(body));
}

function stringField(value: unknown, field: 'message' | 'errorMessage'): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = (value as Record<string, unknown>)[field];
  return typeof candidate === 'string' && candidate.trim() ? candidate.trim() : null;
}

function messageOfJsonText(text: string): string | null {
  try {
    return stringField(JSON.parse(text) as unknown, 'message');
  } catch {
    return null;
  }
}

/**
 * The message the login screen shows for a failed sign-in. The required rules are one priority list plus
 * a few separate cases; they interleave as follows, first match wins:
 *
 *  1. No response at all -> 'Network error. Please check your connection.' (code NETWORK_ERROR). Nothing
 *     else can be read, so it comes first.
 *  2. A 2xx answer that is not a JSON object, or is served as HTML -> 'Invalid response from server'
 *     (the API client marks it INVALID_RESPONSE).
 *  3. An HTML-like error body (HTML content type or an HTML document):
 *     a. mentioning a null reference -> 'Server error: The API encountered an internal error. ...'
 *        (most specific, so checked before the other HTML cases, which would otherwise hide it);
 *     b. with a 5xx status -> 'Server returned an error page instead of JSON data' (the API is there but
 *        answered with a crash or gateway page);
 *     c. any other status -> 'API endpoint not available. Please check server configuration.' (the request
 *        reached a web server, not the API: an HTML-like body is the priority list's first rule).
 *  4. A string body holding JSON with a message -> that message.
 *  5. A plain-text body shorter than 200 characters -> the text.
 *  6. A JSON body's `message`, then its `errorMessage`.
 *  7. The status texts for 401, 403, 404, 500, 502, 503.
 *  8. The error's own message, else 'An unexpected error occurred'.
 */
export function loginErrorMessage(error: unknown): LoginErrorMessage {
  if (!isApiError(error)) {
    const own = error instanceof Error ? error.message.trim() : '';
    return { message: own || LOGIN_MESSAGES.unexpected };
  }
  if (error.code === 'NETWORK_ERROR') return { message: LOGIN_MESSAGES.network, code: 'NETWORK_ERROR' };
  if (error.code === 'INVALID_RESPONSE') return { message: LOGIN_MESSAGES.invalidResponse };

  const { body, status } = error;
  if (isHtmlLike(body, error.contentType)) {
    if (NULL_REFERENCE_MARKERS.test(body)) return { message: LOGIN_MESSAGES.serverCrash };
    if (status >= 500) return { message: LOGIN_MESSAGES.errorPage };
    return { message: LOGIN_MESSAGES.endpointUnavailable };
  }
  if (typeof body === 'string') {
    const text = body.trim();
    const fromJson = messageOfJsonText(text);
    if (fromJson) return { message: fromJson };
    if (text && text.length < SHORT_TEXT_LIMIT) return { message: text };
  }
  const fromBody = stringField(body, 'message') ?? stringField(body, 'errorMessage');
  if (fromBody) return { message: fromBody };
  const byStatus = LOGIN_STATUS_MESSAGES[status];
  if (byStatus) return { message: byStatus };
  return { message: error.message.trim() || LOGIN_MESSAGES.unexpected };
}
