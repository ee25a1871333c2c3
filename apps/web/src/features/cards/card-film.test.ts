import type { Media } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { cardFilm, formatClipTime } from './card-film';

function media(mediaType: string, overrides: Partial<Media> = {}): Media {
  return { mediaId: `m-${mediaType}`, s3Key: `media/${mediaType}`, mediaType, url: `https://s3.test/${mediaType}`, ...overrides };
}

describe("a card's film", () => {
  it('plays the video with the image as its poster', () => {
    const film = cardFilm([
      media('3d-app-video'),
      media('image', { mimeType: 'image/jpeg' }),
      media('video', { mimeType: 'video/mp4' }),
      media('gif', { mimeType: 'image/gif' }),
    ]);

    expect(film.video?.mediaType).toBe('video');
    expect(film.image?.mediaType).toBe('image');
  });

  it('counts only media with a viewing URL, and falls back to the 3D-app video when there is no other', () => {
    expect(cardFilm([media('video', { url: null }), media('image', { url: null })])).toEqual({ video: null, image: null });
    expect(cardFilm([media('3d-app-video')]).video?.mediaType).toBe('3d-app-video');
  });

  it('names positions in a clip', () => {
    expect(formatClipTime(3.44)).toBe('0:03.4');
    expect(formatClipTime(75)).toBe('1:15.0');
  });
});
