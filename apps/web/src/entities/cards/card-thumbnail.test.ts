import { describe, expect, it } from 'vitest';
import { cardThumbnailUrl } from './card-thumbnail';

describe('cardThumbnailUrl', () => {
  it("is the image's viewing URL, never a GIF's or a video's", () => {
    const video = { mediaId: 'v', s3Key: 'v.mp4', mediaType: 'video', mimeType: 'video/mp4', url: 'https://s3.test/v.mp4' };
    const gif = { mediaId: 'g', s3Key: 'g.gif', mediaType: 'gif', mimeType: 'image/gif', url: 'https://s3.test/g.gif' };
    const image = { mediaId: 'i', s3Key: 'i.jpg', mediaType: 'image', mimeType: 'image/jpeg', url: 'https://s3.test/i.jpg' };

    expect(cardThumbnailUrl([video, gif, image])).toBe('https://s3.test/i.jpg');
    expect(cardThumbnailUrl([video, gif])).toBeNull();
    expect(cardThumbnailUrl([{ ...image, url: null }])).toBeNull();
  });
});
