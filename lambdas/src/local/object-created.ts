import { mediaIdOfUploadKey } from '../cards/media-keys';
import { inProcessQueue } from '../composition/in-process-processing';
import { logger } from '../core/logger';

/**
 * The local twin of the S3 event rule (infra's stateful stack): an object the local S3 created becomes the
 * same objectCreated job on the in-process queue that the rule puts on SQS in AWS. Give it to
 * startEmbeddedAws as onObjectCreated once the stack's environment is set. Like the rule, it passes on only
 * the uploads of media people add (not the clips and thumbnails processing writes).
 */
export function queueObjectCreated(event: { bucket: string; key: string }): void {
  if (!mediaIdOfUploadKey(event.key)) return;
  inProcessQueue()
    .send([{ type: 'objectCreated', bucket: event.bucket, key: event.key }])
    .catch((err: unknown) => logger.warn('An object-created event could not be queued', { ...event, error: String(err) }));
}
