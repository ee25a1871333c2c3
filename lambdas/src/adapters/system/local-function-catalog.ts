import {
  contract,
  functionSettings,
  PROCESSING_FUNCTION,
  routeKey,
  routesOfDomain,
  STACK_FUNCTIONS,
  type StackFunction,
  WEBSOCKET_FUNCTION,
  WEBSOCKET_ROUTE_KEYS,
} from '@scout/shared/api';
import type { LambdaFunction } from '@scout/shared/api';
import { percentile } from '../../system/lambda-functions';
import type { FunctionCatalog } from '../../system/ports';
import { invocationsSince } from './invocation-log.in-memory';

/** How the page shows a WebSocket route: no HTTP method, so the protocol stands in its place. */
export const WEBSOCKET_ROUTE_METHOD = 'WS';

/**
 * A function's routes: an API function's from the contract, the WebSocket function's route keys; the
 * processing worker has none (it reads the queue).
 */
export function functionRoutes(fn: StackFunction): LambdaFunction['routes'] {
  if (fn === PROCESSING_FUNCTION) return [];
  if (fn === WEBSOCKET_FUNCTION) return WEBSOCKET_ROUTE_KEYS.map((path) => ({ method: WEBSOCKET_ROUTE_METHOD, path }));
  return routesOfDomain(fn).map((id) => {
    const [method = '', path = ''] = routeKey(contract[id]).split(' ');
    return { method, path };
  });
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The local stack: settings from the same constants the CDK stack deploys, figures from its own measurements. */
export function createLocalFunctionCatalog(): FunctionCatalog {
  return {
    source: 'local',
    async list(now, windowMinutes) {
      const since = now.getTime() - windowMinutes * 60_000;
      return STACK_FUNCTIONS.map((fn) => {
        const calls = invocationsSince(fn, since);
        const durations = calls.map((call) => call.durationMs);
        const failed = calls.filter((call) => call.error !== null);
        const last = failed.at(-1);
        return {
          domain: fn,
          name: `scout-local-${fn}`,
          routes: functionRoutes(fn),
          ...functionSettings(fn),
          invocations: calls.length,
          errors: failed.length,
          p50Ms: round(percentile(durations, 50)),
          p95Ms: round(percentile(durations, 95)),
          lastError: last ? { at: new Date(last.at).toISOString(), message: last.error ?? '' } : null,
        };
      });
    },
  };
}
