import { isThumbnailImage, type Media } from '@scout/shared/domain';
import { clipMediaOf } from '../../entities/cards/card-clip';

/** What a card's media list holds for viewing: the play's clip, its thumbnail, and the GIFs made from it. */
export interface CardFilm {
  /** The clip (a 'video', else any video file); only media with a viewing URL count. */
  video: Media | null;
  /** The thumbnail image, used as the video's poster. */
  image: Media | null;
  /** GIFs, oldest first. */
  gifs: Media[];
}

function isGif(media: Media): boolean {
  return media.mediaType === 'gif' || media.mimeType === 'image/gif';
}

export function cardFilm(media: readonly Media[]): CardFilm {
  const viewable = media.filter((m) => m.url);
  return {
    video: clipMediaOf(media),
    image: viewable.find(isThumbnailImage) ?? null,
    gifs: viewable.filter(isGif),
  };
}

/** A position in a clip: '0:03.4'. */
export function formatClipTime(seconds: number): string {
  const safe = Math.max(0, seconds);
  const minutes = Math.floor(safe / 60);
  const rest = safe - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** The name a downloaded GIF gets: its own, else 'card-12.gif'. */
export function gifFileName(gif: Media, cardNumber: number): string {
  const own = gif.fileName?.trim();
  if (own) return /\.gif$/i.test(own) ? own : `${own}.gif`;
  return `card-${cardNumber}.gif`;
}

/** GIF lengths offered, in seconds (the server takes 0.5 to 6). */
export const GIF_DURATIONS = [2, 3, 4, 6] as const;
export const DEFAULT_GIF_SECONDS = 3;
