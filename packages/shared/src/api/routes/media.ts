import { z } from 'zod';
import { camelizeKeys, mediaSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { noParams, noQuery } from '../route-fields';

/** Media made on request with ffmpeg (the media function, which ships with the ffmpeg layer). */
export const mediaRoutes = {
  convertToGif: defineRoute({
    method: 'POST',
    path: '/convert-to-gif',
    auth: 'user',
    domain: 'media',
    summary: "Makes an animated GIF of a card's clip (from a start second, up to 6 s) and adds it to the card's media.",
    params: noParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string({ error: 'report_id is required' }).min(1).max(128),
        cardId: z.string({ error: 'card_id is required' }).min(1).max(128),
        startSeconds: z.coerce.number().min(0).max(36_000).default(0),
        durationSeconds: z.coerce.number().min(0.5).max(6).default(3),
        width: z.coerce.number().int().min(120).max(640).default(480),
      }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ media: mediaSchema, url: z.string() })),
  }),
} as const satisfies Record<string, RouteDefinition>;
