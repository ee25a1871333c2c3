import { isThumbnailImage, type Media } from '@scout/shared/domain';
import { clipMediaOf } from '../../entities/cards/card-clip';

/** What the card's player shows: the play's clip and its thumbnail (every medium is in the card's gallery). */
export interface CardFilm {
  /** The clip (a 'video', else any video file); only media with a viewing URL count. */
  video: Media | null;
  /** The thumbnail image, used as the video's poster. */
  image: Media | null;
}

export function cardFilm(media: readonly Media[]): CardFilm {
  const viewable = media.filter((m) => m.url);
  return { video: clipMediaOf(media), image: viewable.find(isThumbnailImage) ?? null };
}

/** A position in a clip: '0:03.4'. */
export function formatClipTime(seconds: number): string {
  const safe = Math.max(0, seconds);
  const minutes = Math.floor(safe / 60);
  const rest = safe - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** GIF lengths offered, in seconds (the server takes 0.5 to 6). */
export const GIF_DURATIONS = [2, 3, 4, 6] as const;
export const DEFAULT_GIF_SECONDS = 3;
