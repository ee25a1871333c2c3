import { isVideoMediaType, MEDIA_TYPE_LABELS, type Card, type Media, type MediaUploadType } from '@scout/shared/domain';

/** How a medium is shown in the card's gallery. */
export interface GalleryItem {
  medium: Media;
  /** Plays in a video player, or shows as a picture. */
  kind: 'video' | 'picture';
  /** 'Clip', 'Thumbnail', 'GIF', 'Video', 'Image', '3D-app video'. */
  label: string;
  /** A picture for the tile (the image itself, a video's poster, the clip's thumbnail), when there is one. */
  previewUrl: string | null;
  /** What 'Replace' asks for: the same kind of file. */
  replaceAs: MediaUploadType;
  state: 'ready' | 'uploading' | 'processing' | 'failed';
}

const isGif = (medium: Media) => medium.mediaType === 'gif' || medium.mimeType === 'image/gif';

/**
 * Every medium of the card, in the order people expect: the clip processing made and its thumbnail first, then
 * what was added (oldest first), then GIFs. Media without a viewing URL that are ready (a list read without
 * URLs) still show, as tiles without a picture.
 */
export function galleryItems(card: Card): GalleryItem[] {
  const clipId = `${card.id}-video`;
  const thumbnailId = `${card.id}-thumbnail`;
  const thumbnailUrl = card.media.find((m) => m.mediaId === thumbnailId)?.url ?? null;
  const rank = (m: Media) => (m.mediaId === clipId ? 0 : m.mediaId === thumbnailId ? 1 : isGif(m) ? 3 : 2);
  return card.media
    .map((medium, index) => ({ medium, index }))
    .sort((a, b) => rank(a.medium) - rank(b.medium) || a.index - b.index)
    .map(({ medium }) => {
      const video = isVideoMediaType(medium.mediaType) || (!isGif(medium) && Boolean(medium.mimeType?.startsWith('video/')));
      const label =
        medium.mediaId === clipId
          ? 'Clip'
          : medium.mediaId === thumbnailId
            ? 'Thumbnail'
            : (MEDIA_TYPE_LABELS[medium.mediaType] ?? (video ? 'Video' : 'Image'));
      return {
        medium,
        kind: video ? 'video' : 'picture',
        label,
        previewUrl: video ? (medium.posterUrl ?? (medium.mediaId === clipId ? thumbnailUrl : null)) : (medium.url ?? null),
        replaceAs: medium.mediaType === '3d-app-video' ? '3d-app-video' : video ? 'video' : 'image',
        state: medium.status ?? 'ready',
      } satisfies GalleryItem;
    });
}

/** The gallery's arrow keys: the next or previous item, wrapping around. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return 0;
  return (index + step + count) % count;
}
