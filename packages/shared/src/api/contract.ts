import type { z } from 'zod';
import { routeKey, type RouteDefinition, type RouteDomain } from './route';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/users';
import { cardRoutes } from './routes/cards';
import { mediaRoutes } from './routes/media';
import { paymentRoutes } from './routes/payments';
import { reportRoutes } from './routes/reports';
import { devToolsRoutes } from './routes/dev-tools';
import { staffRoutes } from './routes/staff';
import { systemRoutes } from './routes/system';
import { uploadRoutes } from './routes/uploads';

/**
 * Each domain's routes as declared in routes/<domain>.ts. A route's `domain` names the Lambda function that
 * serves it, so every route of routes/reports.ts says `domain: 'reports'` (the contract test checks it).
 */
export const routesByDomain = {
  auth: authRoutes,
  reports: reportRoutes,
  cards: cardRoutes,
  uploads: uploadRoutes,
  media: mediaRoutes,
  payments: paymentRoutes,
  staff: { ...staffRoutes, ...devToolsRoutes, ...auditRoutes },
  system: systemRoutes,
} as const satisfies Record<RouteDomain, Record<string, RouteDefinition>>;

/**
 * Every route of Scout's API, declared once: the web client, the Lambda router, the CDK routes, the local
 * API server and the API docs all read this object. Route ids are unique across domains (the contract test
 * checks that merging lost none).
 */
export const contract = {
  ...authRoutes,
  ...reportRoutes,
  ...cardRoutes,
  ...uploadRoutes,
  ...mediaRoutes,
  ...paymentRoutes,
  ...staffRoutes,
  ...devToolsRoutes,
  ...auditRoutes,
  ...systemRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type Contract = typeof contract;
export type RouteId = keyof Contract;

export const ROUTE_IDS = Object.keys(contract) as RouteId[];

export function routesOfDomain(domain: RouteDefinition['domain']): RouteId[] {
  return ROUTE_IDS.filter((id) => contract[id].domain === domain);
}

export function findRouteByKey(key: string): RouteId | undefined {
  return ROUTE_IDS.find((id) => routeKey(contract[id]) === key);
}

export type RouteParams<R extends RouteId> = z.input<Contract[R]['params']>;
export type RouteQuery<R extends RouteId> = z.input<Contract[R]['query']>;
export type RouteBody<R extends RouteId> = z.input<Contract[R]['body']>;
/**
 * A route's answer after validation and normalisation: what the client gets, and the camelCase shape a
 * handler returns (the server always sends camelCase).
 */
export type RouteResponse<R extends RouteId> = z.output<Contract[R]['response']>;
