import { z } from 'zod';
import {
  camelizeKeys,
  loginResponseSchema,
  organizationDetailsSchema,
  wireReportSchema,
} from '../domain';
import { defineRoute, routeKey, type RouteDefinition } from './route';

const noParams = z.object({}).strict();
const noQuery = z.object({}).passthrough();
const noBody = z.unknown();

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const idParams = z.object({ id: z.string().min(1).max(128) });

/** Error body every route answers with (status 4xx/5xx). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Spec §5: both fields are required. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter both username and password';

export const loginRequestSchema = z.object({
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(254),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(1024),
});

export const listReportsQuerySchema = z.object({
  isInternalUser: booleanFlag.optional(),
  /** Honoured for administrators only; everyone else always gets their own organisation's reports. */
  organization_id: z.string().min(1).max(128).optional(),
  showCompleted: booleanFlag.optional(),
});

export const reportListSchema = z.preprocess(
  camelizeKeys,
  z.object({ reports: z.array(wireReportSchema), total: z.number().int().min(0) }),
);

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

/** Every route of Scout's API, declared once. */
export const contract = {
  login: defineRoute({
    method: 'POST',
    path: '/api/v2/login',
    auth: 'public',
    domain: 'auth',
    summary: 'Sign in with username or e-mail and password; returns a token and the session user.',
    params: noParams,
    query: noQuery,
    body: loginRequestSchema,
    response: z.preprocess(camelizeKeys, loginResponseSchema),
  }),
  getOrganizationDetails: defineRoute({
    method: 'GET',
    path: '/api/v2/get-organization-details',
    auth: 'user',
    domain: 'auth',
    summary: "The signed-in user's organisation.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, organizationDetailsSchema),
  }),
  listReports: defineRoute({
    method: 'GET',
    path: '/reports',
    auth: 'user',
    domain: 'reports',
    summary: "Reports the caller may see: all for administrators, else their organisation's.",
    params: noParams,
    query: listReportsQuerySchema,
    body: noBody,
    response: reportListSchema,
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary: "One report; another organisation's report answers 404.",
    params: idParams,
    query: z.object({ internal: booleanFlag.optional() }),
    body: noBody,
    response: wireReportSchema,
  }),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'public',
    domain: 'system',
    summary: 'Liveness of the API.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: healthSchema,
  }),
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
/** What a handler returns: the camelCase shape (the server always sends camelCase). */
export type RouteResult<R extends RouteId> = z.output<Contract[R]['response']>;
/** What the client gets after validation and normalisation. */
export type RouteResponse<R extends RouteId> = z.output<Contract[R]['response']>;
