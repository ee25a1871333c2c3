import { z } from 'zod';
import { breakdownPatchSchema, camelizeKeys, cardActivitySchema, cardSchema, cardStatusSchema, wireCardSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, deletedSchema, idParams, noBody, noQuery, positiveInt } from '../route-fields';
import { cardMediaRoutes } from './card-media';
import { conceptRoutes } from './concepts';
import { shareLinkRoutes } from './share-links';

/** The page size the client asks for when it loads all of a report's cards. */
export const CARDS_FETCH_ALL_LIMIT = 1000;

/**
 * Path parameters keep one name per position ({id} is always the report, {cid} the card): API Gateway
 * refuses sibling routes whose variables differ in name.
 */
const cardParams = z.object({ id: z.string().min(1).max(128), cid: z.string().min(1).max(128) });
const cardIdParams = z.object({ cid: z.string().min(1).max(128) });
const versionField = z.number().int().min(1).optional();

/**
 * A list's answer is camelised whole, its cards with it, so each card is read with `cardSchema` (a card answered
 * on its own is camelised by `wireCardSchema`): camelising every card a second time cost a page of 71 cards as
 * much again.
 */
export const cardListSchema = z.preprocess(
  camelizeKeys,
  z.object({
    cards: z.array(cardSchema),
    totalCards: z.number().int().min(0),
    hasMore: z.boolean(),
    nextKey: z.string().nullable(),
  }),
);

/** A report's cards, their edits and their activity. */
export const cardEditRoutes = {
  listCards: defineRoute({
    method: 'GET',
    path: '/reports/{id}/cards',
    auth: 'user',
    domain: 'cards',
    summary: "A page of the report's cards in number order; pass next_key back as lastKey for the next page.",
    params: idParams,
    query: z.object({
      limit: positiveInt(CARDS_FETCH_ALL_LIMIT).optional(),
      lastKey: z.string().max(512).optional(),
      generateUrls: booleanFlag.optional(),
    }),
    body: noBody,
    response: cardListSchema,
  }),
  getCard: defineRoute({
    method: 'GET',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'One card with its breakdown (and media).',
    params: cardParams,
    query: z.object({
      /**
       * The client sends includeMedia and includeBreakdown, but a card always comes with its media
       * and its breakdown: both flags are accepted and ignored. generateUrls adds a signed URL to each medium.
       */
      includeMedia: booleanFlag.optional(),
      generateUrls: booleanFlag.optional(),
      includeBreakdown: booleanFlag.optional(),
    }),
    body: noBody,
    response: wireCardSchema,
  }),
  addTestData: defineRoute({
    method: 'POST',
    path: '/reports/{id}/test-data',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary:
      'Adds test data to a report: 5 realistic plays of the side it scouts, numbered after its last card. Internal staff only; refused in production.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ cards: z.array(cardSchema) })),
  }),
  createCard: defineRoute({
    method: 'POST',
    path: '/reports/{id}/cards',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary: 'Creates the next numbered card of a report (safe under concurrent creates).',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        title: z.string().trim().max(200).optional(),
        content: z.string().max(20_000).optional(),
        status: cardStatusSchema.optional(),
        breakdown: breakdownPatchSchema.optional(),
      }),
    ),
    response: wireCardSchema,
  }),
  updateCard: defineRoute({
    method: 'PUT',
    path: '/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Edits a card (title, content, status, breakdown); a stale version answers 409.',
    params: cardIdParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string().optional(),
        title: z.string().trim().max(200).optional(),
        content: z.string().max(20_000).optional(),
        status: cardStatusSchema.optional(),
        breakdown: breakdownPatchSchema.optional(),
        version: versionField,
      }),
    ),
    response: wireCardSchema,
  }),
  updateCardBreakdown: defineRoute({
    method: 'PUT',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: "Changes fields of a card's breakdown; a stale version answers 409.",
    params: cardParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ breakdown: breakdownPatchSchema, version: versionField })),
    response: wireCardSchema,
  }),
  updateCardStatus: defineRoute({
    method: 'PUT',
    path: '/cards/{cid}/status',
    auth: 'user',
    domain: 'cards',
    summary: "Changes a card's status.",
    params: cardIdParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ status: cardStatusSchema, reportId: z.string().optional(), version: versionField })),
    response: wireCardSchema,
  }),
  deleteCard: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Deletes a card (its number is not reused).',
    params: cardParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  listCardActivity: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/activity',
    auth: 'user',
    domain: 'cards',
    summary: 'Every change of a card: who, what and when, newest first.',
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ activity: z.array(cardActivitySchema) })),
  }),
} as const satisfies Record<string, RouteDefinition>;

/** The cards function's routes: the cards themselves, the media people add to them, share links and the concepts library. */
export const cardRoutes = { ...cardEditRoutes, ...cardMediaRoutes, ...shareLinkRoutes, ...conceptRoutes } as const satisfies Record<
  string,
  RouteDefinition
>;
