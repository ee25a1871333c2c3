import type { Card } from '@scout/shared/domain';

/** Signs short-lived GET URLs for media keys (S3 presigning is local work: no request per URL). */
export interface MediaUrlSigner {
  readUrl(bucket: string, key: string, expiresInSeconds?: number): Promise<string>;
}

/** Media URLs last this long; the card screens ask again when they load. */
export const MEDIA_URL_TTL_SECONDS = 3600;

/** The card with a URL on each medium, for `generateUrls=true`. */
export async function withMediaUrls(card: Card, signer: MediaUrlSigner, bucket: string): Promise<Card> {
  if (card.media.length === 0) return card;
  const media = await Promise.all(
    card.media.map(async (item) => ({ ...item, url: await signer.readUrl(bucket, item.s3Key, MEDIA_URL_TTL_SECONDS) })),
  );
  return { ...card, media };
}
