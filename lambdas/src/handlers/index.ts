import type { RouteDomain } from '@scout/shared/api';
import type { HttpHandler } from '../http/http-handler';
import * as auth from './auth';
import * as cards from './cards';
import * as media from './media';
import * as reports from './reports';
import * as system from './system';
import * as uploads from './uploads';

export { resumeUnfinishedImports } from './processing-deps';

/** Every Lambda function by domain, with the contract routes it implements (one function per domain). */
export const domainHandlers: Record<RouteDomain, { handler: HttpHandler; routes: Record<string, unknown> }> = {
  auth,
  reports,
  cards,
  uploads,
  media,
  system,
};
