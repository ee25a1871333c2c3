import { describe, expect, it } from 'vitest';
import type { Card, Media } from '@scout/shared/domain';
import { galleryItems, stepIndex } from './card-gallery';

const medium = (mediaId: string, mediaType: string, extra: Partial<Media> = {}): Media => ({
  mediaId,
  mediaType,
  s3Key: `k/${mediaId}`,
  url: `https://s3.test/${mediaId}`,
  ...extra,
});

const card = (media: Media[]) => ({ id: 'c1', media }) as unknown as Card;

describe('galleryItems', () => {
  it('puts the clip and its thumbnail first, then added media oldest first, then GIFs', () => {
    const items = galleryItems(
      card([
        medium('c1-gif', 'gif', { mimeType: 'image/gif' }),
        medium('c1-m000000000001', 'image', { mimeType: 'image/png' }),
        medium('c1-thumbnail', 'image', { mimeType: 'image/jpeg' }),
        medium('c1-m000000000002', '3d-app-video', { mimeType: 'video/mp4', posterUrl: 'https://s3.test/poster' }),
        medium('c1-video', 'video', { mimeType: 'video/mp4' }),
      ]),
    );

    expect(items.map((item) => [item.label, item.kind, item.replaceAs])).toEqual([
      ['Clip', 'video', 'video'],
      ['Thumbnail', 'picture', 'image'],
      ['Image', 'picture', 'image'],
      ['3D-app video', 'video', '3d-app-video'],
      ['GIF', 'picture', 'image'],
    ]);
    // The clip shows its thumbnail; an added video its own poster; a picture itself.
    expect(items.map((item) => item.previewUrl)).toEqual([
      'https://s3.test/c1-thumbnail',
      'https://s3.test/c1-thumbnail',
      'https://s3.test/c1-m000000000001',
      'https://s3.test/poster',
      'https://s3.test/c1-gif',
    ]);
  });

  it('keeps media being added or made playable, and failed ones, with their state', () => {
    const items = galleryItems(
      card([
        medium('c1-m000000000003', 'video', { status: 'processing', url: null }),
        medium('c1-m000000000004', 'image', { status: 'failed', url: null, error: 'bad' }),
      ]),
    );
    expect(items.map((item) => [item.state, item.previewUrl])).toEqual([
      ['processing', null],
      ['failed', null],
    ]);
  });
});

describe('stepIndex', () => {
  it('wraps around the gallery', () => {
    expect([stepIndex(0, 3, -1), stepIndex(2, 3, 1), stepIndex(1, 3, 1), stepIndex(0, 0, 1)]).toEqual([2, 0, 2, 0]);
  });
});
