import type { Card } from '@scout/shared/domain';
import { withViewUrls, type CardMediaDeps } from './card-media';

/**
 * URLs on cards fetched with generateUrls last this long: a page of cards (or the scout film's playlist) is
 * watched for a while after it loads. URLs asked for one at a time last MEDIA_VIEW_URL_TTL_SECONDS.
 */
export const MEDIA_URL_TTL_SECONDS = 3600;

/** The card with a URL on each ready medium (and its poster), for `generateUrls=true`. */
export async function withMediaUrls(card: Card, deps: Pick<CardMediaDeps, 'objects' | 'buckets'>): Promise<Card> {
  if (card.media.length === 0) return card;
  const media = await Promise.all(card.media.map((medium) => withViewUrls(deps, medium, MEDIA_URL_TTL_SECONDS)));
  return { ...card, media };
}
