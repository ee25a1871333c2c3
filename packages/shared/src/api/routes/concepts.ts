import { z } from 'zod';
import { camelizeKeys, CONCEPT_TYPES } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { deletedSchema, nextKeyField, noBody, noParams, noQuery, NOT_A_PAGE_KEY, pageKeyQuery } from '../route-fields';

export const CONCEPT_NAME_MAX = 80;
export const CONCEPT_DESCRIPTION_MAX = 2000;
export const CONCEPT_CARDS_PAGE_SIZE = 25;
export const CONCEPT_CARDS_PAGE_MAX = 100;

/** Path parameters: {conceptId} the concept; tagging keeps {cid} for the card, as every /cards/{cid} route does. */
const conceptParams = z.object({ conceptId: z.string().min(1).max(128) });
const cardIdParams = z.object({ cid: z.string().min(1).max(128) });
const organizationIdField = z.string().min(1).max(128);

const conceptName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Give the concept a name')
  .max(CONCEPT_NAME_MAX, `A concept name has at most ${CONCEPT_NAME_MAX} characters`);
const conceptType = z.enum(CONCEPT_TYPES, { error: `conceptType must be one of ${CONCEPT_TYPES.join(', ')}` });
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(CONCEPT_DESCRIPTION_MAX, `A description has at most ${CONCEPT_DESCRIPTION_MAX} characters`);
/** The example clip: one of the organisation's cards, by id (null clears it). */
const exampleCardId = z.string({ error: 'exampleCardId must be a card id' }).min(1, 'exampleCardId is empty').max(128).nullable();

export const conceptSchema = z.preprocess(
  camelizeKeys,
  z.object({
    id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    conceptType: z.enum(CONCEPT_TYPES),
    description: z.string(),
    /** The example clip's card and its report (null: none chosen, or the card was deleted). */
    exampleCardId: z.string().nullable(),
    exampleReportId: z.string().nullable(),
    /** How many cards are tagged with it. */
    cardsCount: z.number().int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string(),
    version: z.number().int(),
  }),
);
export type Concept = z.infer<typeof conceptSchema>;

export const conceptCreateSchema = z.preprocess(
  camelizeKeys,
  z.object({
    name: conceptName,
    conceptType,
    description: description.optional(),
    exampleCardId: exampleCardId.optional(),
    /** Internal users create in this organisation (default 'internal'); a coach's is always their own. */
    organizationId: organizationIdField.optional(),
  }),
);

export const conceptUpdateSchema = z.preprocess(
  camelizeKeys,
  z
    .object({
      name: conceptName.optional(),
      conceptType: conceptType.optional(),
      description: description.optional(),
      exampleCardId: exampleCardId.optional(),
    })
    .refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'Send at least one of name, conceptType, description, exampleCardId',
    ),
);

/** A card tagged with a concept, with what the concept page shows of it and its report. */
export const conceptCardSchema = z.object({
  cardId: z.string(),
  cardNumber: z.number().int(),
  cardTitle: z.string(),
  reportId: z.string(),
  reportTitle: z.string(),
  taggedAt: z.string(),
});
export type ConceptCard = z.infer<typeof conceptCardSchema>;

/**
 * The play concepts library: an organisation's named concepts (Inside Zone, Mesh, Cover 3 …) and the cards
 * tagged with them. Served by the cards function, which reads the cards and reports the tags point at.
 */
export const conceptRoutes = {
  listConcepts: defineRoute({
    method: 'GET',
    path: '/concepts',
    auth: 'user',
    domain: 'cards',
    summary:
      "The caller's organisation's concepts by name (internal users: organizationId's, default 'internal'), optionally of one conceptType.",
    params: noParams,
    query: z.preprocess(camelizeKeys, z.object({ organizationId: organizationIdField.optional(), conceptType: conceptType.optional() })),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ concepts: z.array(conceptSchema) })),
  }),
  createConcept: defineRoute({
    method: 'POST',
    path: '/concepts',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary: 'Adds a concept to an organisation’s library; a name already in it (ignoring case) answers 409.',
    params: noParams,
    query: noQuery,
    body: conceptCreateSchema,
    response: conceptSchema,
  }),
  updateConcept: defineRoute({
    method: 'PUT',
    path: '/concepts/{conceptId}',
    auth: 'user',
    domain: 'cards',
    summary: "Renames or edits a concept; another organisation's concept answers 404.",
    params: conceptParams,
    query: noQuery,
    body: conceptUpdateSchema,
    response: conceptSchema,
  }),
  deleteConcept: defineRoute({
    method: 'DELETE',
    path: '/concepts/{conceptId}',
    auth: 'user',
    domain: 'cards',
    summary: 'Deletes a concept and takes its tag off every card (the cards stay).',
    params: conceptParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  listConceptCards: defineRoute({
    method: 'GET',
    path: '/concepts/{conceptId}/cards',
    auth: 'user',
    domain: 'cards',
    summary:
      'A page of the cards tagged with the concept, across the organisation’s reports (report, then card number); pass next_key back as lastKey for the next page.',
    params: conceptParams,
    query: z.preprocess(
      camelizeKeys,
      z.object({
        limit: z.coerce
          .number({ error: 'limit must be a number' })
          .int('limit must be a whole number')
          .min(1, 'limit is at least 1')
          .max(CONCEPT_CARDS_PAGE_MAX, `limit is at most ${CONCEPT_CARDS_PAGE_MAX}`)
          .optional(),
        ...pageKeyQuery,
        /** The same as lastKey, under the name older clients send. */
        nextToken: z.string().min(1).max(1024, NOT_A_PAGE_KEY).optional(),
      }),
    ),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ cards: z.array(conceptCardSchema), nextKey: nextKeyField })),
  }),
  tagCard: defineRoute({
    method: 'POST',
    path: '/cards/{cid}/concepts',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary: 'Tags a card with a concept of its organisation (tagging twice changes nothing).',
    params: cardIdParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        /** The client repeats the card's id; when sent it must be the path's. */
        cardId: z.string().min(1).max(128).optional(),
        conceptId: z.string({ error: 'concept_id is required' }).min(1, 'concept_id is empty').max(128),
      }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ cardId: z.string(), conceptId: z.string(), taggedAt: z.string() })),
  }),
  listCardConcepts: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/concepts',
    auth: 'user',
    domain: 'cards',
    summary: 'The concepts a card is tagged with, by name.',
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ concepts: z.array(conceptSchema) })),
  }),
  untagCard: defineRoute({
    method: 'DELETE',
    path: '/cards/{cid}/concepts/{conceptId}',
    auth: 'user',
    domain: 'cards',
    summary: "Takes a concept's tag off a card (a card without it answers the same).",
    params: cardIdParams.extend(conceptParams.shape),
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
