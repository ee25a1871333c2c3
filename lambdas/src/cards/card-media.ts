import {
  checkMediaUpload,
  isVideoMediaType,
  MAX_MEDIA_PER_CARD,
  MEDIA_RULES,
  UPLOAD_URL_TTL_SECONDS,
  type Card,
  type Media,
  type MediaUploadType,
} from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { NotFoundError, ValidationError } from '../core/errors';
import { logger } from '../core/logger';
import { activityFor } from './card-activity';
import { loadCard, loadReportForCards } from './card-access';
import {
  addedMediaKey,
  addedVideoSourceKey,
  cardIdOfMediaId,
  isAddedVideoSourceKey,
  mediaIdOfUploadKey,
  newMediaId,
  parseAddedVideoSourceKey,
  parseCardObjectKey,
} from './media-keys';
import { matchesImageType, SIGNATURE_BYTES } from './media-signature';
import { updateCardLatest } from './update-card-latest';
import {
  isReady,
  storageChangeOf,
  type ActivityStore,
  type CardStore,
  type JobQueue,
  type MediaObjects,
  type ReportStore,
  type StorageUsage,
  type UploadSigner,
} from '../ports';

/** Viewing URLs signed one at a time (the URL routes) last this long: minutes, never days. */
export const MEDIA_VIEW_URL_TTL_SECONDS = 15 * 60;

export interface CardMediaDeps {
  cards: CardStore;
  reports: ReportStore;
  activity: ActivityStore;
  signer: UploadSigner;
  objects: MediaObjects;
  queue: JobQueue;
  storage: StorageUsage;
  buckets: { uploads: string; media: string };
  now: () => Date;
}

const MEDIUM_NOT_FOUND = 'Media not found';
const MEDIUM_NOT_READY = 'This medium is not ready yet';

/** Where a medium's files are: an added video waits in the upload bucket until it is made playable. */
function storedObjects(medium: Media, buckets: CardMediaDeps['buckets']): { bucket: string; key: string }[] {
  const objects = [{ bucket: isAddedVideoSourceKey(medium.s3Key) ? buckets.uploads : buckets.media, key: medium.s3Key }];
  if (medium.posterS3Key) objects.push({ bucket: buckets.media, key: medium.posterS3Key });
  return objects;
}

/**
 * Deletes a medium's stored files and gives its bytes back to the organisation. A file that cannot be
 * deleted is logged and left to the report's deletion (which clears its whole prefix), not retried here.
 */
export async function deleteMediumObjects(
  deps: Pick<CardMediaDeps, 'objects' | 'storage' | 'buckets'>,
  card: Pick<Card, 'organizationId' | 'reportId'>,
  medium: Media,
): Promise<void> {
  for (const { bucket, key } of storedObjects(medium, deps.buckets)) {
    try {
      await deps.objects.delete(bucket, key);
    } catch (err) {
      logger.warn('A medium’s file could not be deleted', { key, error: err instanceof Error ? err.message : String(err) });
    }
  }
  await deps.storage.add(card.organizationId, [storageChangeOf(card.reportId, medium, -1)]);
}

/** Uploads that never finished (their signed URL has expired) are dropped when the card's media next change. */
function isAbandoned(medium: Media, now: Date): boolean {
  if (medium.status !== 'uploading' || !medium.createdAt) return false;
  return now.getTime() - Date.parse(medium.createdAt) > UPLOAD_URL_TTL_SECONDS * 1000;
}

/**
 * Starts adding a medium: the file's kind, type and size are checked (the browser checked them too), the
 * medium is recorded as uploading, and the answer is a PUT URL signed for exactly that type and size under a
 * key the server chose. Images go straight to the media bucket; videos to the upload bucket, to be made
 * playable once they have arrived.
 */
export async function addCardMedia(
  deps: CardMediaDeps,
  caller: Caller,
  reportId: string,
  cardId: string,
  input: { fileName: string; fileType: string; mediaType: string; fileSize: number },
) {
  const card = await loadCard(deps, caller, cardId, reportId, 'card:write');
  const check = checkMediaUpload(input);
  if (!check.ok) throw new ValidationError(check.reason);
  const now = deps.now();
  const abandoned = card.media.filter((medium) => isAbandoned(medium, now));
  const kept = card.media.filter((medium) => !abandoned.includes(medium) && medium.status !== 'failed');
  if (kept.length >= MAX_MEDIA_PER_CARD) {
    throw new ValidationError(`A card holds at most ${MAX_MEDIA_PER_CARD} media. Delete one before adding another.`);
  }

  const mediaId = newMediaId(card.id);
  const video = isVideoMediaType(check.mediaType);
  const s3Key = video
    ? addedVideoSourceKey(card.organizationId, card.reportId, mediaId, check.extension)
    : addedMediaKey(card.organizationId, card.reportId, card.cardNumber, mediaId, `original${check.extension}`);
  const uploadUrl = await deps.signer.putUrl(
    video ? deps.buckets.uploads : deps.buckets.media,
    s3Key,
    input.fileSize,
    UPLOAD_URL_TTL_SECONDS,
    check.contentType,
  );
  const medium: Media = {
    mediaId,
    s3Key,
    mediaType: check.mediaType,
    fileName: input.fileName.trim(),
    mimeType: check.contentType,
    status: 'uploading',
    sizeBytes: input.fileSize,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
  };
  await updateCardLatest(deps.cards, card.id, (current) => ({
    media: [...current.media.filter((item) => !abandoned.some((gone) => gone.mediaId === item.mediaId)), medium],
    updatedAt: now.toISOString(),
    updatedBy: caller.userId,
  }));
  for (const gone of abandoned) await deleteMediumObjects(deps, card, gone);
  return { uploadUrl, s3Key, mediaId, contentType: check.contentType, expiresIn: UPLOAD_URL_TTL_SECONDS, media: medium };
}

/** Replaces one medium of the card (whatever its version: media are the server's to keep in step). */
async function replaceMedium(deps: Pick<CardMediaDeps, 'cards'>, cardId: string, mediaId: string, next: Media | null, at: string) {
  return updateCardLatest(deps.cards, cardId, (current) => ({
    media: current.media.flatMap((item) => (item.mediaId === mediaId ? (next ? [next] : []) : [item])),
    updatedAt: at,
  }));
}

function findMedium(card: Card, mediaId: string): Media {
  const medium = card.media.find((item) => item.mediaId === mediaId);
  if (!medium) throw new NotFoundError(MEDIUM_NOT_FOUND);
  return medium;
}

/** Who an arrival check is recorded as in the card's activity: the caller, or the uploader when no one called. */
type Actor = Pick<Caller, 'userId' | 'name'>;

/** The uploader, for a check no one called (the object-created event, or a reader's first look). */
function uploaderOf(medium: Media): Actor {
  return { userId: medium.createdBy ?? 'system', name: 'Upload check' };
}

export type ArrivalDeps = Pick<CardMediaDeps, 'cards' | 'objects' | 'queue' | 'storage' | 'activity' | 'buckets' | 'now'>;

/** What checking an uploading medium's file found. */
export type Arrival =
  | { outcome: 'accepted'; media: Media }
  | { outcome: 'refused'; reason: string; media: Media | null }
  /** Nothing has arrived yet (only the caller that was told the PUT finished can call that a failure). */
  | { outcome: 'absent' }
  /** Someone else checked it first: the medium as they left it (null: removed meanwhile). */
  | { outcome: 'settled'; media: Media | null };

/**
 * Checks an uploading medium's file against what was signed (size; for an image, that its bytes are the type
 * its name says) and moves it on: an image becomes ready and counted, a video goes processing and its job is
 * queued. Whoever comes first — the complete route, the storage's object-created event, a reader's first look
 * — does it; the move is conditional on the medium still uploading, so a second check changes nothing and
 * nothing is queued or counted twice. A refused file is deleted; `refusal` says whether the medium is then
 * dropped (the complete route answers its caller in words) or kept as failed with the reason (no one to tell).
 */
export async function checkArrival(
  deps: ArrivalDeps,
  card: Card,
  medium: Media,
  options: { actor?: Actor; refusal: 'drop' | 'fail' },
): Promise<Arrival> {
  const at = deps.now().toISOString();
  const video = isVideoMediaType(medium.mediaType);
  const bucket = video ? deps.buckets.uploads : deps.buckets.media;
  const name = medium.fileName ?? 'The file';
  const actor = options.actor ?? uploaderOf(medium);

  /** Moves the medium from uploading to `next` (or drops it); null when it was no longer uploading. */
  const settle = async (next: Media | null): Promise<{ card: Card; won: boolean } | null> => {
    let won = false;
    const updated = await updateCardLatest(deps.cards, card.id, (current) => {
      // Each attempt decides afresh: an attempt that lost its write to a concurrent check must not count as won.
      won = false;
      const latest = current.media.find((item) => item.mediaId === medium.mediaId);
      if (!latest || latest.status !== 'uploading') return null;
      won = true;
      return {
        media: current.media.flatMap((item) => (item.mediaId === medium.mediaId ? (next ? [next] : []) : [item])),
        updatedAt: at,
      };
    });
    return updated ? { card: updated, won } : null;
  };
  const settledBySomeoneElse = (updated: Card | null): Arrival => ({
    outcome: 'settled',
    media: updated?.media.find((item) => item.mediaId === medium.mediaId) ?? null,
  });

  const refuse = async (reason: string): Promise<Arrival> => {
    const failed: Media = { ...medium, status: 'failed', error: reason };
    const result = await settle(options.refusal === 'drop' ? null : failed);
    if (!result?.won) return settledBySomeoneElse(result?.card ?? null);
    await deps.objects.delete(bucket, medium.s3Key).catch(() => undefined);
    return { outcome: 'refused', reason, media: options.refusal === 'drop' ? null : failed };
  };

  const stored = await deps.objects.head(bucket, medium.s3Key);
  if (!stored) return { outcome: 'absent' };
  const rule = MEDIA_RULES[medium.mediaType as MediaUploadType];
  if (stored.size > rule.maxBytes || (medium.sizeBytes != null && stored.size !== medium.sizeBytes)) {
    return refuse(`"${name}" arrived with ${stored.size} bytes, not the ${medium.sizeBytes} announced. Add it again.`);
  }
  if (!video && !matchesImageType(medium.mimeType ?? '', await deps.objects.readStart(bucket, medium.s3Key, SIGNATURE_BYTES))) {
    return refuse(`"${name}" is not a ${medium.mimeType?.replace('image/', '').toUpperCase()} image. Only ${rule.allowed} can be added.`);
  }

  const next: Media = { ...medium, status: video ? 'processing' : 'ready', sizeBytes: stored.size };
  const result = await settle(next);
  if (!result) throw new NotFoundError('Card not found');
  if (!result.won) return settledBySomeoneElse(result.card);
  if (video) {
    await deps.queue.send([{ type: 'media', reportId: card.reportId, cardId: card.id, mediaId: medium.mediaId }]);
  } else {
    await deps.storage.add(card.organizationId, [storageChangeOf(card.reportId, next)]);
  }
  await deps.activity.append(activityFor(result.card, actor, 'media_added', [{ field: 'media', from: null, to: name }], at));
  return { outcome: 'accepted', media: next };
}

/**
 * The browser's PUT has finished: the file is checked now (see checkArrival) rather than when the
 * object-created event arrives, so the person adding it hears at once. A file that fails is deleted with its
 * record and answered in words; one the event found failed first is answered with the reason it recorded.
 */
export async function completeCardMedia(deps: CardMediaDeps, caller: Caller, cardId: string, mediaId: string) {
  const card = await loadCard(deps, caller, cardId, undefined, 'card:write');
  const medium = findMedium(card, mediaId);
  const answer = (media: Media | null) => {
    if (!media) throw new NotFoundError(MEDIUM_NOT_FOUND);
    if (media.status === 'failed') throw new ValidationError(media.error ?? `"${media.fileName ?? 'The file'}" could not be added.`);
    return { media };
  };
  if (medium.status !== 'uploading') return answer(medium);

  const arrival = await checkArrival(deps, card, medium, { actor: caller, refusal: 'drop' });
  switch (arrival.outcome) {
    case 'accepted':
      return { media: arrival.media };
    case 'settled':
      return answer(arrival.media);
    case 'refused':
      throw new ValidationError(arrival.reason);
    case 'absent': {
      const name = medium.fileName ?? 'The file';
      await replaceMedium(deps, card.id, mediaId, null, deps.now().toISOString());
      throw new ValidationError(`"${name}" did not arrive. Add it again.`);
    }
  }
}

/**
 * The storage says an object was created (S3's event in AWS, the local S3's twin of it): when it is the upload
 * of a medium still uploading, the file is checked as the complete route checks it, so a client that only
 * PUTs (as the API's calls describe) gets a ready medium. Any other object, or a medium already checked, is
 * left alone: delivered twice, the event changes nothing.
 */
export async function handleObjectCreated(deps: ArrivalDeps, event: { bucket: string; key: string }): Promise<Arrival | null> {
  const mediaId = mediaIdOfUploadKey(event.key);
  const cardId = mediaId ? cardIdOfMediaId(mediaId) : null;
  if (!mediaId || !cardId) return null;
  const card = await deps.cards.get(cardId);
  const medium = card?.media.find((item) => item.mediaId === mediaId);
  if (!card || !medium || medium.status !== 'uploading' || medium.s3Key !== event.key) return null;
  const expectedBucket = isVideoMediaType(medium.mediaType) ? deps.buckets.uploads : deps.buckets.media;
  if (event.bucket !== expectedBucket) return null;
  return checkArrival(deps, card, medium, { refusal: 'fail' });
}

/** The card's media, each ready one with a short-lived URL (and its poster's). */
export async function listCardMedia(deps: CardMediaDeps, caller: Caller, cardId: string) {
  const card = await loadCard(deps, caller, cardId);
  return { media: await Promise.all(card.media.map((medium) => withViewUrls(deps, medium))) };
}

export async function withViewUrls(deps: Pick<CardMediaDeps, 'objects' | 'buckets'>, medium: Media, ttl = MEDIA_VIEW_URL_TTL_SECONDS) {
  if (!isReady(medium)) return medium;
  const [url, posterUrl] = await Promise.all([
    deps.objects.readUrl(deps.buckets.media, medium.s3Key, ttl),
    medium.posterS3Key ? deps.objects.readUrl(deps.buckets.media, medium.posterS3Key, ttl) : null,
  ]);
  return { ...medium, url, posterUrl };
}

/** Removes a medium from its card and deletes its files; the route may name the card, or only the medium. */
export async function deleteCardMedia(deps: CardMediaDeps, caller: Caller, cardId: string | null, mediaId: string) {
  const owner = cardIdOfMediaId(mediaId);
  if (!owner || (cardId !== null && owner !== cardId)) throw new NotFoundError(MEDIUM_NOT_FOUND);
  let card: Card;
  try {
    card = await loadCard(deps, caller, owner, undefined, 'card:write');
  } catch (err) {
    // Through DELETE /media/{mid} the caller did not name a card: a missing one is a missing medium.
    if (err instanceof NotFoundError) throw new NotFoundError(MEDIUM_NOT_FOUND);
    throw err;
  }
  const medium = findMedium(card, mediaId);
  const at = deps.now().toISOString();
  const updated = await replaceMedium(deps, card.id, mediaId, null, at);
  await deleteMediumObjects(deps, card, medium);
  if (updated) {
    await deps.activity.append(
      activityFor(updated, caller, 'media_removed', [{ field: 'media', from: medium.fileName ?? medium.mediaId, to: null }], at),
    );
  }
  return { id: mediaId, deleted: true as const };
}

/**
 * A viewing URL for a key, signed only when the key is one the server recorded on a card the caller may
 * read (its own organisation's, or any for staff), and the medium is ready. Anything else is the same 404,
 * so a key cannot be used to learn whether another organisation's object exists. The video and image URL
 * routes sign only their kind (a video's poster is an image).
 *
 * A medium still uploading whose file has arrived is checked first (see checkArrival), so a client that only
 * PUT its file reads it at once; an added video's upload key answers its playable video once it is made.
 */
export async function signMediaKey(
  deps: CardMediaDeps,
  caller: Caller,
  key: string,
  options: { reportId?: string; kind?: 'video' | 'image' } = {},
) {
  const { reportId, kind } = options;
  const place = parseCardObjectKey(key);
  const source = place ? null : parseAddedVideoSourceKey(key);
  const owner = place ?? source;
  if (!owner || (reportId !== undefined && reportId !== owner.reportId)) throw new NotFoundError(MEDIUM_NOT_FOUND);
  try {
    const report = await loadReportForCards(deps.reports, caller, owner.reportId, 'card:read');
    if (report.organizationId !== owner.organizationId) throw new NotFoundError(MEDIUM_NOT_FOUND);
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(MEDIUM_NOT_FOUND);
    throw err;
  }
  const card = place
    ? await deps.cards.getByNumber(place.reportId, place.cardNumber)
    : await deps.cards.get(cardIdOfMediaId(source!.mediaId)!);
  if (!card || card.reportId !== owner.reportId) throw new NotFoundError(MEDIUM_NOT_FOUND);
  const media = await mediaAfterArrival(deps, card, key);

  if (source) {
    const medium = media.find((item) => item.mediaId === source.mediaId);
    if (!medium || kind === 'image' || medium.status === 'failed') throw new NotFoundError(MEDIUM_NOT_FOUND);
    if (!isReady(medium)) throw new NotFoundError(MEDIUM_NOT_READY);
    const url = await deps.objects.readUrl(deps.buckets.media, medium.s3Key, MEDIA_VIEW_URL_TTL_SECONDS);
    return { url, expiresIn: MEDIA_VIEW_URL_TTL_SECONDS };
  }
  const recorded = media.some((medium) => {
    if (!isReady(medium)) return false;
    if (medium.posterS3Key === key) return kind !== 'video';
    if (medium.s3Key !== key) return false;
    return kind === undefined || (kind === 'video') === isVideoMediaType(medium.mediaType);
  });
  if (!recorded) throw new NotFoundError(MEDIUM_NOT_FOUND);
  const url = await deps.objects.readUrl(deps.buckets.media, key, MEDIA_VIEW_URL_TTL_SECONDS);
  return { url, expiresIn: MEDIA_VIEW_URL_TTL_SECONDS };
}

/**
 * The card's media after checking the one uploading under `key`, if any, whose file has arrived: the first
 * read does what the object-created event would have. A refused file answers its reason (400).
 */
async function mediaAfterArrival(deps: CardMediaDeps, card: Card, key: string): Promise<Media[]> {
  const pending = card.media.find((medium) => medium.s3Key === key && medium.status === 'uploading');
  if (!pending) return card.media;
  const arrival = await checkArrival(deps, card, pending, { refusal: 'fail' });
  if (arrival.outcome === 'refused') throw new ValidationError(arrival.reason);
  if (arrival.outcome === 'absent') return card.media;
  const settled = arrival.media;
  return card.media.flatMap((medium) => (medium.mediaId === pending.mediaId ? (settled ? [settled] : []) : [medium]));
}

/** The card's video (the processed clip first, else the first ready video added) or image (the thumbnail first). */
export async function cardMediaUrl(deps: CardMediaDeps, caller: Caller, cardId: string, kind: 'video' | 'image') {
  const card = await loadCard(deps, caller, cardId);
  const ready = card.media.filter(isReady);
  const medium =
    kind === 'video'
      ? (ready.find((item) => item.mediaId === `${card.id}-video`) ?? ready.find((item) => isVideoMediaType(item.mediaType)))
      : (ready.find((item) => item.mediaId === `${card.id}-thumbnail`) ?? ready.find((item) => item.mediaType === 'image'));
  if (!medium) throw new NotFoundError(kind === 'video' ? 'This card has no video' : 'This card has no image');
  const url = await deps.objects.readUrl(deps.buckets.media, medium.s3Key, MEDIA_VIEW_URL_TTL_SECONDS);
  return { url, expiresIn: MEDIA_VIEW_URL_TTL_SECONDS };
}

/** One medium of a report by its id. */
export async function reportMediaUrl(deps: CardMediaDeps, caller: Caller, reportId: string, mediaId: string) {
  const cardId = cardIdOfMediaId(mediaId);
  if (!cardId) throw new NotFoundError(MEDIUM_NOT_FOUND);
  let card: Card;
  try {
    card = await loadCard(deps, caller, cardId, reportId);
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(MEDIUM_NOT_FOUND);
    throw err;
  }
  const medium = findMedium(card, mediaId);
  if (!isReady(medium)) throw new NotFoundError(MEDIUM_NOT_READY);
  const url = await deps.objects.readUrl(deps.buckets.media, medium.s3Key, MEDIA_VIEW_URL_TTL_SECONDS);
  return { url, expiresIn: MEDIA_VIEW_URL_TTL_SECONDS };
}
