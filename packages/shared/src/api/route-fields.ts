import { z } from 'zod';

/** Schemas that many routes share: empty parts, flags and ids. Per-domain schemas live with their routes. */

export const noParams = z.object({}).strict();
export const noQuery = z.object({}).passthrough();
export const noBody = z.unknown();

/** A query-string flag: true, false, 1 or 0 (or a boolean when a test calls with an object). */
export const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const idParams = z.object({ id: z.string().min(1).max(128) });

export const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** What a DELETE answers. */
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** The refusal of a page key a list did not give (edited, or issued by another list or another filter). */
export const NOT_A_PAGE_KEY = 'lastKey is not a key this list gave';

/**
 * Cursor paging, the one convention of every list that can grow: the query's `lastKey` is the `next_key` the
 * previous page answered (opaque to the client; null on the last page). A page reads its own items only,
 * whatever its position.
 */
export const pageKeyQuery = { lastKey: z.string().min(1).max(1024, NOT_A_PAGE_KEY).optional() };

/** The `next_key` every cursor-paged answer carries (camelized to nextKey by the response schema). */
export const nextKeyField = z.string().nullable();
