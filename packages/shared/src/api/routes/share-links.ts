import { z } from 'zod';
import { camelizeKeys, DEFAULT_SHARE_LINK_DAYS, MAX_SHARE_LINK_DAYS, shareLinkSchema, sharedViewSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, idParams, noBody, noQuery } from '../route-fields';

const expiryWords = `expiresInDays must be a whole number of days from 1 to ${MAX_SHARE_LINK_DAYS}`;

/** How long the new link stays open (7 days unless the coach says). */
const createBody = z.preprocess(
  camelizeKeys,
  z
    .object({
      expiresInDays: z.coerce
        .number({ error: expiryWords })
        .int(expiryWords)
        .min(1, expiryWords)
        .max(MAX_SHARE_LINK_DAYS, expiryWords)
        .default(DEFAULT_SHARE_LINK_DAYS),
    })
    .default({ expiresInDays: DEFAULT_SHARE_LINK_DAYS }),
);
const createdLink = z.preprocess(camelizeKeys, z.object({ token: z.string(), link: shareLinkSchema }));
const linkList = z.preprocess(camelizeKeys, z.object({ links: z.array(shareLinkSchema) }));
const oneLink = z.preprocess(camelizeKeys, z.object({ link: shareLinkSchema }));
/** Path parameters of a group's links: {gid} as the group's own routes name it. */
const gidParams = z.object({ gid: z.string().min(1).max(128) });
const sidParam = z.string().min(1).max(64);

/**
 * Share links: a coach opens one report, or one group of linked reports, to someone without an account,
 * read-only, for a while. Served by the cards function, which reads the cards and signs their media.
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
    body: createBody,
    response: createdLink,
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
    response: linkList,
  }),
  revokeShareLink: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}/shares/{sid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Turns a share link off at once; it stays in the list as revoked.',
    params: z.object({ id: z.string().min(1).max(128), sid: sidParam }),
    query: noQuery,
    body: noBody,
    response: oneLink,
  }),
  createGroupShareLink: defineRoute({
    method: 'POST',
    path: '/report-groups/{gid}/share',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary:
      'Creates a link that opens a group of linked reports read-only without signing in (the reports the group holds when it is opened); the token is answered once and only its hash is kept.',
    params: gidParams,
    query: noQuery,
    body: createBody,
    response: createdLink,
  }),
  listGroupShareLinks: defineRoute({
    method: 'GET',
    path: '/report-groups/{gid}/shares',
    auth: 'user',
    domain: 'cards',
    summary: "The group's share links, newest first, with their views (the tokens themselves are not kept).",
    params: gidParams,
    query: noQuery,
    body: noBody,
    response: linkList,
  }),
  revokeGroupShareLink: defineRoute({
    method: 'DELETE',
    path: '/report-groups/{gid}/shares/{sid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Turns a link to the group off at once; it stays in the list as revoked.',
    params: gidParams.extend({ sid: sidParam }),
    query: noQuery,
    body: noBody,
    response: oneLink,
  }),
  getSharedReport: defineRoute({
    method: 'GET',
    path: '/shared/{token}',
    auth: 'public',
    domain: 'cards',
    summary:
      "What a share link opens (`kind` says which): a report link's report and its plays, or a group link's name and the reports it holds now, each with its plays; media as the link's own paths, nothing else. 404 for an unknown link, 410 for a revoked or expired one.",
    params: z.object({ token: z.string().min(1).max(200) }),
    query: z.object({
      /** The page reading the link again (not another person opening it): not counted as a view. */
      refresh: booleanFlag.optional(),
    }),
    body: noBody,
    response: z.preprocess(camelizeKeys, sharedViewSchema),
  }),
  getSharedMedia: defineRoute({
    method: 'GET',
    path: '/shared/{token}/media/{mid}',
    auth: 'public',
    domain: 'cards',
    successStatus: 302,
    summary:
      "A medium of a report the link opens (for a group link, of a report the group holds now): a redirect to a 15-minute storage URL, while the link is open (404/410 as the link's own route).",
    params: z.object({ token: z.string().min(1).max(200), mid: z.string().min(1).max(200) }),
    query: z.object({ poster: booleanFlag.optional() }),
    body: noBody,
    response: z.object({ location: z.string() }),
  }),
} as const satisfies Record<string, RouteDefinition>;
