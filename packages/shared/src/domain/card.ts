import { z } from 'zod';
import { camelizeKeys } from './case';
import { MEDIA_STATUSES } from './card-media';
import { CLIP_STATUSES } from './upload';

/**
 * Card status, Scout's own choice of values: a play moves pending → in_progress (someone is
 * breaking it down) → review (breakdown done, awaiting a second look) → complete. Any step may go back.
 */
export const CARD_STATUSES = ['pending', 'in_progress', 'review', 'complete'] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES, { error: 'Status must be pending, in_progress, review or complete' });
export type CardStatus = z.infer<typeof cardStatusSchema>;

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  review: 'Review',
  complete: 'Complete',
};

/** Media types (the 3D-app video travels as '3d-app-video'). */
export const MEDIA_TYPES = ['video', 'image', 'gif', '3d-app-video'] as const;

export const mediaSchema = z.object({
  mediaId: z.string(),
  s3Key: z.string(),
  mediaType: z.string(),
  fileName: z.string().nullish(),
  mimeType: z.string().nullish(),
  url: z.string().nullish(),
  /** Media people add go uploading → processing (videos) → ready or failed; media without a status are ready. */
  status: z.enum(MEDIA_STATUSES).nullish(),
  /** Why a medium could not be used, in words people read. */
  error: z.string().nullish(),
  /** Bytes stored for it (poster included), counted in the organisation's storage. */
  sizeBytes: z.number().int().min(0).nullish(),
  durationSeconds: z.number().nullish(),
  /** A still of an added video, shown before it plays. */
  posterS3Key: z.string().nullish(),
  posterUrl: z.string().nullish(),
  createdAt: z.string().nullish(),
  createdBy: z.string().nullish(),
});
export type Media = z.infer<typeof mediaSchema>;

/** A still image (the clip's thumbnail), by type or, for media recorded without one, by MIME type; GIFs are not. */
export function isThumbnailImage(media: Pick<Media, 'mediaType' | 'mimeType'>): boolean {
  if (media.mediaType === 'image') return true;
  return media.mediaType !== 'gif' && Boolean(media.mimeType?.startsWith('image/')) && media.mimeType !== 'image/gif';
}

export const cardSchema = z.object({
  id: z.string().min(1),
  reportId: z.string().min(1),
  organizationId: z.string().min(1),
  cardNumber: z.number().int().min(1),
  title: z.string(),
  /** JSON string: description, play_type, formation, breakdown list. */
  content: z.string().default('{}'),
  status: cardStatusSchema,
  breakdown: z.record(z.string(), z.unknown()).default({}),
  media: z.array(mediaSchema).default([]),
  /** Cards made from an uploaded clip: queued until the clip is playable (ready) or could not be read (failed). */
  clipStatus: z.enum(CLIP_STATUSES).nullish(),
  clipError: z.string().nullish(),
  /** The clip's path inside the uploaded ZIP (shown to people, never used as a key). */
  sourceFileName: z.string().nullish(),
  durationSeconds: z.number().nullish(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullish(),
  updatedBy: z.string().nullish(),
});
export type Card = z.infer<typeof cardSchema>;

export const wireCardSchema = z.preprocess(camelizeKeys, cardSchema);

export const cardActivitySchema = z.object({
  id: z.string(),
  cardId: z.string(),
  reportId: z.string(),
  at: z.string(),
  userId: z.string(),
  userName: z.string(),
  action: z.enum(['created', 'updated', 'breakdown_updated', 'status_changed', 'media_added', 'media_removed']),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type CardActivity = z.infer<typeof cardActivitySchema>;

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Whether a play's breakdown is filled in (Scout's rule, for reports the coach breaks down himself): its ODK
 * is tagged and, for a snap, what happened is: down and distance, or play type, or result. A row tagged S
 * (nothing on the field) needs only its ODK.
 */
export function isPlayBrokenDown(breakdown: Readonly<Record<string, unknown>>): boolean {
  if (!filled(breakdown.odkm)) return false;
  if (breakdown.odkm === 'S') return true;
  return (filled(breakdown.down) && filled(breakdown.distance)) || filled(breakdown.playType) || filled(breakdown.result);
}

/**
 * Completion of a report (Scout's rule): the share of its cards whose status is complete, rounded down to a
 * whole percent; 0 with no cards.
 */
export function completionPercentage(totalCards: number, completeCards: number): number {
  if (totalCards <= 0) return 0;
  return Math.floor((100 * Math.min(completeCards, totalCards)) / totalCards);
}
