import { z } from 'zod';
import { camelizeKeys, mediaSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { deletedSchema, noBody, noQuery } from '../route-fields';

/** Path parameters keep one name per position ({id} the report, {cid} the card, {mid} the medium). */
const id = z.string().min(1).max(128);
const cardParams = z.object({ id, cid: id });
const cardIdParams = z.object({ cid: id });
const cardMediumParams = z.object({ cid: id, mid: z.string().min(1).max(200) });
const s3Key = z.string({ error: 's3_key is required' }).min(1, 's3_key is required').max(1024);

const urlSchema = z.preprocess(camelizeKeys, z.object({ url: z.string(), expiresIn: z.number().int() }));
const presignedSchema = z.preprocess(camelizeKeys, z.object({ presignedUrl: z.string(), expiresIn: z.number().int() }));

/**
 * Media people add to a card (video, image, 3D-app video) and the short-lived URLs that play them. Served by
 * the cards function: no ffmpeg runs on request (an added video is made playable by a processing job).
 */
export const cardMediaRoutes = {
  addCardMedia: defineRoute({
    method: 'POST',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary:
      'Starts adding a medium to a card: checks type and size, records it as uploading and answers a URL to PUT the file to (signed for exactly that type and size).',
    params: cardParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255),
        fileType: z.string().max(100).default(''),
        mediaType: z.string({ error: 'mediaType is required' }).min(1).max(40),
        fileSize: z.coerce.number({ error: 'fileSize is required' }).int().min(0),
      }),
    ),
    response: z.preprocess(
      camelizeKeys,
      z.object({
        uploadUrl: z.string(),
        s3Key: z.string(),
        mediaId: z.string(),
        /** The Content-Type the PUT must send (the URL is signed for it). */
        contentType: z.string(),
        expiresIn: z.number().int(),
        media: mediaSchema,
      }),
    ),
  }),
  completeCardMedia: defineRoute({
    method: 'POST',
    path: '/cards/{cid}/media/{mid}/complete',
    auth: 'user',
    domain: 'cards',
    summary:
      'Tells the server the PUT finished: it checks what arrived (size, and for images the file itself), makes a video playable in the background, and answers the medium.',
    params: cardMediumParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ media: mediaSchema })),
  }),
  listCardMedia: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/media',
    auth: 'user',
    domain: 'cards',
    summary: "A card's media, each ready one with a short-lived URL.",
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ media: z.array(mediaSchema) })),
  }),
  deleteCardMedia: defineRoute({
    method: 'DELETE',
    path: '/cards/{cid}/media/{mid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Removes a medium from its card and deletes its stored files.',
    params: cardMediumParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  deleteMedia: defineRoute({
    method: 'DELETE',
    path: '/media/{mid}',
    auth: 'user',
    domain: 'cards',
    summary: 'The same as DELETE /cards/{cid}/media/{mid}, by the medium alone (the client’s fallback).',
    params: z.object({ mid: z.string().min(1).max(200) }),
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  presignMediaUrl: defineRoute({
    method: 'POST',
    path: '/media/presigned-url',
    auth: 'user',
    domain: 'cards',
    summary: "A short-lived URL to view a medium by its key; only keys the server made for the caller's cards are signed.",
    params: z.object({}).strict(),
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        s3Key,
        reportId: z.string().min(1).max(128).optional(),
        action: z.literal('get_object', { error: 'action must be get_object' }).default('get_object'),
      }),
    ),
    response: presignedSchema,
  }),
  getPresignedUrl: defineRoute({
    method: 'POST',
    path: '/get-presigned-url',
    auth: 'user',
    domain: 'cards',
    summary: 'The older form of POST /media/presigned-url (action read), kept for the client’s fallback.',
    params: z.object({}).strict(),
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ s3Key, action: z.literal('read', { error: 'action must be read' }).default('read') })),
    response: presignedSchema,
  }),
  cardVideoUrl: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/video',
    auth: 'user',
    domain: 'cards',
    summary: "A short-lived URL of the card's video (its clip, else the first video added).",
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: urlSchema,
  }),
  cardImageUrl: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/image',
    auth: 'user',
    domain: 'cards',
    summary: "A short-lived URL of the card's image (its thumbnail, else the first image added).",
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: urlSchema,
  }),
  mediaVideoUrl: defineRoute({
    method: 'GET',
    path: '/media/video-url',
    auth: 'user',
    domain: 'cards',
    summary: 'A short-lived URL of a video by its key.',
    params: z.object({}).strict(),
    query: z.object({ s3_key: s3Key }),
    body: noBody,
    response: urlSchema,
  }),
  mediaImageUrl: defineRoute({
    method: 'GET',
    path: '/media/image-url',
    auth: 'user',
    domain: 'cards',
    summary: 'A short-lived URL of an image by its key.',
    params: z.object({}).strict(),
    query: z.object({ s3_key: s3Key }),
    body: noBody,
    response: urlSchema,
  }),
  reportMediaUrl: defineRoute({
    method: 'GET',
    path: '/reports/{id}/media/{mid}',
    auth: 'user',
    domain: 'cards',
    summary: 'A short-lived URL of one medium of a report.',
    params: z.object({ id, mid: z.string().min(1).max(200) }),
    query: noQuery,
    body: noBody,
    response: urlSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
