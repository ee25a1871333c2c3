import {
  contract,
  functionSettings,
  PROCESSING_FUNCTION,
  ROUTE_DOMAINS,
  routeKey,
  routesOfDomain,
  type StackFunction,
} from '@scout/shared/api';
import type { LambdaFunction } from '@scout/shared/api';
import { percentile } from '../../system/lambda-functions';
import type { FunctionCatalog } from '../../system/ports';
import { invocationsSince } from './invocation-log.in-memory';

export const STACK_FUNCTIONS: readonly StackFunction[] = [...ROUTE_DOMAINS, PROCESSING_FUNCTION];

/** A function's routes from the contract (the processing worker has none: it reads the queue). */
export function functionRoutes(fn: StackFunction): LambdaFunction['routes'] {
  if (fn === PROCESSING_FUNCTION) return [];
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
