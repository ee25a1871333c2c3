import { isThumbnailImage, type Media } from '@scout/shared/domain';

/** The card's thumbnail: its image's viewing URL (present when the cards were read with generateUrls). */
export function cardThumbnailUrl(media: readonly Media[]): string | null {
  return media.find((m) => m.url && isThumbnailImage(m))?.url ?? null;
}
