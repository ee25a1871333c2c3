import { z } from 'zod';
import { camelizeKeys, DEFAULT_SHARE_LINK_DAYS, MAX_SHARE_LINK_DAYS, shareLinkSchema, sharedReportSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, idParams, noBody, noQuery } from '../route-fields';

/**
 * Share links: a coach opens one report to someone without an account, read-only, for a while. Served by the
 * cards function, which reads the cards and signs their media.
 */
export const shareLinkRoutes = {
  createShareLink: defineRoute({
    method: 'POST',
    path: '/reports/{id}/share',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary: 'Creates a link that opens the report read-only without signing in; the token is answered once and only its hash is kept.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z
        .object({
          expiresInDays: z.coerce
            .number({ error: `expiresInDays must be a whole number of days from 1 to ${MAX_SHARE_LINK_DAYS}` })
            .int(`expiresInDays must be a whole number of days from 1 to ${MAX_SHARE_LINK_DAYS}`)
            .min(1, `expiresInDays must be a whole number of days from 1 to ${MAX_SHARE_LINK_DAYS}`)
            .max(MAX_SHARE_LINK_DAYS, `expiresInDays must be a whole number of days from 1 to ${MAX_SHARE_LINK_DAYS}`)
            .default(DEFAULT_SHARE_LINK_DAYS),
        })
        .default({ expiresInDays: DEFAULT_SHARE_LINK_DAYS }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ token: z.string(), link: shareLinkSchema })),
  }),
  listShareLinks: defineRoute({
    method: 'GET',
    path: '/reports/{id}/shares',
    auth: 'user',
    domain: 'cards',
    summary: "The report's share links, newest first, with their views (the tokens themselves are not kept).",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ links: z.array(shareLinkSchema) })),
  }),
  revokeShareLink: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}/shares/{sid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Turns a share link off at once; it stays in the list as revoked.',
    params: z.object({ id: z.string().min(1).max(128), sid: z.string().min(1).max(64) }),
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ link: shareLinkSchema })),
  }),
  getSharedReport: defineRoute({
    method: 'GET',
    path: '/shared/{token}',
    auth: 'public',
    domain: 'cards',
    summary:
      'What a share link opens: the report, its plays and short-lived media URLs, nothing else. 404 for an unknown link, 410 for a revoked or expired one.',
    params: z.object({ token: z.string().min(1).max(200) }),
    query: z.object({
      /** The page reading the link again (not another person opening it): not counted as a view. */
      refresh: booleanFlag.optional(),
    }),
    body: noBody,
    response: z.preprocess(camelizeKeys, sharedReportSchema),
  }),
  getSharedMedia: defineRoute({
    method: 'GET',
    path: '/shared/{token}/media/{mid}',
    auth: 'public',
    domain: 'cards',
    successStatus: 302,
    summary:
      "A medium of the shared report: a redirect to a 15-minute storage URL, while the link is open (404/410 as the link's own route).",
    params: z.object({ token: z.string().min(1).max(200), mid: z.string().min(1).max(200) }),
    query: z.object({ poster: booleanFlag.optional() }),
    body: noBody,
    response: z.object({ location: z.string() }),
  }),
} as const satisfies Record<string, RouteDefinition>;
