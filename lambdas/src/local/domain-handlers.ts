import { WEBSOCKET_FUNCTION, type RouteDomain } from '@scout/shared/api';
import * as auth from '../handlers/auth';
import * as cards from '../handlers/cards';
import * as media from '../handlers/media';
import * as payments from '../handlers/payments';
import * as reports from '../handlers/reports';
import * as staff from '../handlers/staff';
import * as system from '../handlers/system';
import * as uploads from '../handlers/uploads';
import { handleWebSocketEvent, type WebSocketEvent, type WebSocketResult } from '../handlers/websocket';
import type { HttpHandler } from '../http/http-handler';
import { measured } from '../adapters/system/invocation-log.in-memory';

export type { WebSocketEvent, WebSocketResult };

/**
 * Every API function by domain, with the contract routes it implements (one function per domain), for the
 * local stack, the tests and the benchmarks, which run them all in one process (AWS runs each entry point,
 * lambdas/src/handlers/<domain>.ts, as a function of its own). Loading this module builds every function's
 * composition, so it is loaded only once the environment is set.
 */
const modules: Record<RouteDomain, { handler: HttpHandler; routes: Record<string, unknown> }> = {
  auth,
  reports,
  cards,
  uploads,
  media,
  payments,
  staff,
  system,
};

/** A failed call as Lambda's Errors metric and the page count it: a thrown error, or (here) a 5xx answer. */
function failureOf(result: { statusCode?: number; body?: unknown }): string | null {
  if (typeof result.statusCode !== 'number' || result.statusCode < 500) return null;
  try {
    const body = JSON.parse(String(result.body)) as { message?: unknown };
    return `${result.statusCode}: ${typeof body.message === 'string' ? body.message : 'error'}`;
  } catch {
    return `${result.statusCode}`;
  }
}

/**
 * Each call is measured (duration, failure) per domain for the local Lambda Functions page, as CloudWatch
 * measures each function in AWS.
 */
export const domainHandlers = Object.fromEntries(
  Object.entries(modules).map(([domain, module]) => [
    domain,
    { ...module, handler: ((event) => measured(domain, () => module.handler(event), failureOf)) as HttpHandler },
  ]),
) as typeof modules;

/**
 * The WebSocket API's function ($connect, $disconnect, $default), for the local stack's WebSocket server:
 * each call measured under its name like the API functions (a refused upgrade, 401 or 400, is an answer, not
 * a failure).
 */
export const websocketFunction = (event: WebSocketEvent): Promise<WebSocketResult> =>
  measured(WEBSOCKET_FUNCTION, () => handleWebSocketEvent(event), failureOf);
