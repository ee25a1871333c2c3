import { z } from 'zod';
import { CLIP_STATUSES, IMPORT_STATUSES, cardStatusSchema, reportSchema, reportStatusSchema } from '../domain';
import { eventCountField, eventIdField, eventInstantField, eventVersionField, parseMessage } from './message-fields';

/**
 * Messages the server pushes to browsers over the websocket, one JSON object per frame, told apart by
 * `type`. Every event names the organisation whose members may receive it (the server sends a member only
 * their organisation's events; staff get every organisation's) and the instant of the change (`at`).
 * Objects are not strict: a field added by a newer server is dropped, not refused, so clients keep working.
 */

/** A report's fields changed (an edit, a status move, a timer, processing writing its counts). */
export const reportUpdatedEventSchema = z.object({
  type: z.literal('report.updated'),
  reportId: eventIdField,
  organizationId: eventIdField,
  /** The report's fields this change wrote (camelCase, as the contract's report has them). */
  changed: z.array(reportSchema.keyof()).min(1),
  /** The report's status after the change. */
  status: reportStatusSchema,
  /** How many cards the report has after the change (a browser whose cached cards match need not read them). */
  cardsCount: eventCountField.optional(),
  version: eventVersionField,
  at: eventInstantField,
});
export type ReportUpdatedEvent = z.infer<typeof reportUpdatedEventSchema>;

/** A report was deleted (with its cards): lists drop it, an open page of it says it is gone. */
export const reportDeletedEventSchema = z.object({
  type: z.literal('report.deleted'),
  reportId: eventIdField,
  organizationId: eventIdField,
  at: eventInstantField,
});
export type ReportDeletedEvent = z.infer<typeof reportDeletedEventSchema>;

/** A card's status moved, or the clip it was made from became playable or failed. */
export const cardStatusChangedEventSchema = z.object({
  type: z.literal('card.status_changed'),
  reportId: eventIdField,
  cardId: eventIdField,
  organizationId: eventIdField,
  status: cardStatusSchema,
  /** The clip's state for a card made from an uploaded clip; null for a card made by hand. */
  clipStatus: z.enum(CLIP_STATUSES).nullable(),
  version: eventVersionField,
  at: eventInstantField,
});
export type CardStatusChangedEvent = z.infer<typeof cardStatusChangedEventSchema>;

/** How far a report's film processing is: clips done and failed of the total, in a phase of the import. */
export const processingProgressEventSchema = z
  .object({
    type: z.literal('processing.progress'),
    reportId: eventIdField,
    organizationId: eventIdField,
    phase: z.enum(IMPORT_STATUSES),
    clipsDone: eventCountField,
    clipsFailed: eventCountField,
    clipsTotal: eventCountField,
    at: eventInstantField,
  })
  .refine((event) => event.clipsDone + event.clipsFailed <= event.clipsTotal, {
    message: 'clipsDone and clipsFailed together cannot pass clipsTotal',
    path: ['clipsTotal'],
  });
export type ProcessingProgressEvent = z.infer<typeof processingProgressEventSchema>;

/** Every event the server pushes, told apart by `type`. */
export const serverEventSchema = z.discriminatedUnion('type', [
  reportUpdatedEventSchema,
  reportDeletedEventSchema,
  cardStatusChangedEventSchema,
  processingProgressEventSchema,
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];
export const SERVER_EVENT_TYPES = serverEventSchema.options.map((option) => option.shape.type.value);

/** The server's answer to a client's ping, carrying the ping's id back. */
export const pongMessageSchema = z.object({
  type: z.literal('pong'),
  id: z.string().min(1).max(64).optional(),
  at: eventInstantField,
});
export type PongMessage = z.infer<typeof pongMessageSchema>;

/**
 * The WebSocket subprotocol of Scout's live events. A browser cannot set headers on a WebSocket, so it offers
 * two subprotocols, this one and its session token; the server verifies the token and selects this one. The
 * token never goes into a URL (and so into no access log).
 */
export const LIVE_EVENTS_PROTOCOL = 'scout-live-v1';

/** Everything the server sends over the websocket: the events, and pongs. */
export const serverMessageSchema = z.discriminatedUnion('type', [...serverEventSchema.options, pongMessageSchema]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** A frame received from the server, or null when it is not a message of this contract (the client drops it). */
export function parseServerMessage(frame: string): ServerMessage | null {
  return parseMessage(serverMessageSchema, frame);
}
