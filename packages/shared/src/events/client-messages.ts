import { z } from 'zod';
import { parseMessage } from './message-fields';

/**
 * Messages a browser sends over the websocket. The connection itself is authenticated when it opens, so a
 * message never carries a token or an organisation: the server knows both from the connection.
 */

/** Keeps the connection alive and measures it; the server answers a pong with the same id. */
export const pingMessageSchema = z.object({
  type: z.literal('ping'),
  id: z.string().min(1).max(64).optional(),
});
export type PingMessage = z.infer<typeof pingMessageSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [pingMessageSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A frame received from a browser, or null when it is not a message of this contract (the server drops it). */
export function parseClientMessage(frame: string): ClientMessage | null {
  return parseMessage(clientMessageSchema, frame);
}
