import { createHash } from 'node:crypto';
import { cardObjectPrefix } from '../cards/media-keys';
import { reportObjectPrefix } from '../ports';

/**
 * Processing ids are derived, never random: the same upload started twice is one import, and the same
 * clip job run three times writes the same card and the same objects.
 */
export function importIdFor(reportId: string, zipKey: string, mode: string): string {
  return `imp-${createHash('sha256').update(`${reportId}\n${zipKey}\n${mode}`).digest('hex').slice(0, 20)}`;
}

/** The card made from the n-th clip (1-based, in clip order) of an import. */
export function importedCardId(importId: string, clipIndex: number): string {
  return `${importId}-${String(clipIndex).padStart(4, '0')}`;
}

const IMPORTED_CARD_ID = /^(imp-[0-9a-f]{20})-\d{4,}$/;

/** The import that made a card (from its id), or null for a card made by hand. */
export function importIdOfCard(cardId: string): string | null {
  return IMPORTED_CARD_ID.exec(cardId)?.[1] ?? null;
}

/** Where a card's processed media live in the media bucket. */
export function cardMediaKey(
  organizationId: string,
  reportId: string,
  cardNumber: number,
  file: 'video.mp4' | 'thumbnail.jpg' | 'clip.gif',
): string {
  return `${cardObjectPrefix(organizationId, reportId, cardNumber)}${file}`;
}

/** Browser uploads of a report's ZIPs: a server-made name under the report's prefix. */
export function uploadKeyPrefix(organizationId: string, reportId: string): string {
  return `${reportObjectPrefix(organizationId, reportId)}uploads/`;
}

const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zip$/;

/** Whether a key is one the server could have handed out for this report's uploads. */
export function isUploadKeyOf(key: string, organizationId: string, reportId: string): boolean {
  const prefix = uploadKeyPrefix(organizationId, reportId);
  return key.startsWith(prefix) && UPLOAD_NAME.test(key.slice(prefix.length));
}
