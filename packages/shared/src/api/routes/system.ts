import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route';
import { noBody, noParams, noQuery } from '../route-fields';

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

/** The API's own state (the system function). */
export const systemRoutes = {
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
