import { randomBytes } from 'node:crypto';
import { reportObjectPrefix } from '../ports';

/**
 * Ids and storage keys of a card's media. Both are made by the server alone and say where they belong, so a
 * request naming a medium or a key is checked against the card it points to, never against the request:
 * - a medium's id is its card's id and a suffix ('-video', '-thumbnail', '-gif' for what processing makes,
 *   '-m' and 12 hex digits for what people add);
 * - a key sits under its report's prefix and its card's number: organizations/{org}/reports/{report}/cards/{nnnn}/…
 */

const MEDIA_ID = /^(.+)-(?:video|thumbnail|gif|m[0-9a-f]{12})$/;

export function newMediaId(cardId: string): string {
  return `${cardId}-m${randomBytes(6).toString('hex')}`;
}

/** The card a medium id belongs to, or null when the id is not one the server makes. */
export function cardIdOfMediaId(mediaId: string): string | null {
  return MEDIA_ID.exec(mediaId)?.[1] ?? null;
}

/** Where a card's objects live in the media bucket. */
export function cardObjectPrefix(organizationId: string, reportId: string, cardNumber: number): string {
  return `${reportObjectPrefix(organizationId, reportId)}cards/${String(cardNumber).padStart(4, '0')}/`;
}

/** A medium people add: the file itself (images), or the playable video and its poster made from an added video. */
export function addedMediaKey(
  organizationId: string,
  reportId: string,
  cardNumber: number,
  mediaId: string,
  file: `original${string}` | 'video.mp4' | 'poster.jpg',
): string {
  return `${cardObjectPrefix(organizationId, reportId, cardNumber)}media/${mediaId}/${file}`;
}

/** An added video as uploaded, before it is made playable (in the upload bucket, removed once processed). */
export function addedVideoSourceKey(organizationId: string, reportId: string, mediaId: string, extension: string): string {
  return `${reportObjectPrefix(organizationId, reportId)}uploads/media/${mediaId}${extension}`;
}

/** Whether a key is an added video's upload (see addedVideoSourceKey). */
export function isAddedVideoSourceKey(key: string): boolean {
  return /^organizations\/[^/]+\/reports\/[^/]+\/uploads\/media\//.test(key);
}

const CARD_OBJECT_KEY = /^organizations\/([^/]+)\/reports\/([^/]+)\/cards\/(\d{4,})\/[^/]/;

/** The report and card a media key names, or null when the key is not one of a card's. */
export function parseCardObjectKey(key: string): { organizationId: string; reportId: string; cardNumber: number } | null {
  if (key.includes('..') || key.includes('//')) return null;
  const match = CARD_OBJECT_KEY.exec(key);
  if (!match) return null;
  return { organizationId: match[1]!, reportId: match[2]!, cardNumber: Number(match[3]) };
}

const ADDED_MEDIUM_UPLOAD_KEY =
  /^organizations\/[^/]+\/reports\/[^/]+\/(?:cards\/\d{4,}\/media\/([^/]+)\/original\.[A-Za-z0-9]{1,5}|uploads\/media\/([^/]+?)\.[A-Za-z0-9]{1,5})$/;

/**
 * The medium whose upload a key is (an added image's original in the media bucket, or an added video's
 * source in the upload bucket), or null for any other key: what an object-created event is read by.
 */
export function mediaIdOfUploadKey(key: string): string | null {
  if (key.includes('..') || key.includes('//')) return null;
  const match = ADDED_MEDIUM_UPLOAD_KEY.exec(key);
  const mediaId = match?.[1] ?? match?.[2] ?? null;
  return mediaId && cardIdOfMediaId(mediaId) ? mediaId : null;
}

const ADDED_VIDEO_SOURCE_KEY = /^organizations\/([^/]+)\/reports\/([^/]+)\/uploads\/media\/([^/]+?)\.[A-Za-z0-9]{1,5}$/;

/** The report and medium an added video's upload key names (see addedVideoSourceKey), or null. */
export function parseAddedVideoSourceKey(key: string): { organizationId: string; reportId: string; mediaId: string } | null {
  if (key.includes('..') || key.includes('//')) return null;
  const match = ADDED_VIDEO_SOURCE_KEY.exec(key);
  if (!match || !cardIdOfMediaId(match[3]!)) return null;
  return { organizationId: match[1]!, reportId: match[2]!, mediaId: match[3]! };
}
