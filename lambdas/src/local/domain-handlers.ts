import type { RouteDomain } from '@scout/shared/api';
import * as auth from '../handlers/auth';
import * as cards from '../handlers/cards';
import * as media from '../handlers/media';
import * as payments from '../handlers/payments';
import * as reports from '../handlers/reports';
import * as staff from '../handlers/staff';
import * as system from '../handlers/system';
import * as uploads from '../handlers/uploads';
import type { HttpHandler } from '../http/http-handler';

/**
 * Every API function by domain, with the contract routes it implements (one function per domain), for the
 * local stack, the tests and the benchmarks, which run them all in one process (AWS runs each entry point,
 * lambdas/src/handlers/<domain>.ts, as a function of its own). Loading this module builds every function's
 * composition, so it is loaded only once the environment is set.
 */
export const domainHandlers: Record<RouteDomain, { handler: HttpHandler; routes: Record<string, unknown> }> = {
  auth,
  reports,
  cards,
  uploads,
  media,
  payments,
  staff,
  system,
};
