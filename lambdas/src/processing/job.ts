import { z } from 'zod';

const ids = { reportId: z.string().min(1).max(128), importId: z.string().min(1).max(128) };

/**
 * Processing runs as small idempotent jobs on a queue: one index job per upload, one clip job per card,
 * one finish job when the last clip is done, one media job per video added to a card, and one objectCreated
 * job per file people PUT to a signed URL. A job names only ids; everything else is read again, so a
 * job delivered twice (or retried after a worker died) does the same thing. This schema is the one
 * declaration of a job: producers send its type, the worker parses every message with it.
 */
export const processingJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('index'), ...ids }),
  z.object({
    type: z.literal('clip'),
    ...ids,
    cardId: z.string().min(1).max(200),
    cardNumber: z.number().int().min(1),
    entryName: z.string().min(1).max(4096),
  }),
  z.object({ type: z.literal('finish'), ...ids }),
  /** A video someone added to a card, to be made playable (no import: it came on its own). */
  z.object({
    type: z.literal('media'),
    reportId: ids.reportId,
    cardId: z.string().min(1).max(200),
    mediaId: z.string().min(1).max(200),
  }),
  /**
   * The storage created an object: S3's event, shaped into this message by the event rule in AWS (infra's
   * stateful stack), and the local S3's twin of it. The upload of a medium is checked (see handleObjectCreated).
   */
  z.object({ type: z.literal('objectCreated'), bucket: z.string().min(1).max(255), key: z.string().min(1).max(1024) }),
]);

export type ProcessingJob = z.infer<typeof processingJobSchema>;

/** A job as the body of a queue message. */
export function jobMessage(job: ProcessingJob): string {
  return JSON.stringify(job);
}

/** A queue message's body read back as a job; throws (SyntaxError or a zod error) when it is not one. */
export function parseJobMessage(body: string): ProcessingJob {
  return processingJobSchema.parse(JSON.parse(body));
}
