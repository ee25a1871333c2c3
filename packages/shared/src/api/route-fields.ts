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
