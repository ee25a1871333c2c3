import { z } from 'zod';

/** Fields every websocket message uses. */

/** An id as the API's path parameters bound it. */
export const eventIdField = z.string().min(1).max(128);

/** When the change happened on the server: an ISO date-time with its offset. */
export const eventInstantField = z.iso.datetime({ offset: true });

export const eventCountField = z.number().int().min(0);

/** The item's optimistic-concurrency version after the change: a client holding a newer one ignores the event. */
export const eventVersionField = z.number().int().min(1);

/**
 * Reads one websocket frame as JSON and checks it against a schema. Anything else (not JSON, an unknown
 * type, a missing or malformed field) answers null: a receiver drops such a frame rather than failing.
 */
export function parseMessage<T extends z.ZodType>(schema: T, frame: string): z.output<T> | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}
