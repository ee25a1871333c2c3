import { describe, expect, it } from 'vitest';
import type { Media } from '@scout/shared/domain';
import { hasMediaInProgress } from './card-media-status';

const mediumOf = (mediaId: string, mediaType: string, extra: Partial<Media> = {}): Media => ({
  mediaId,
  mediaType,
  s3Key: `k/${mediaId}`,
  ...extra,
});

describe('hasMediaInProgress', () => {
  it('is true while a video is being made playable, not while an upload is only signed', () => {
    expect(hasMediaInProgress({ media: [mediumOf('a', 'video', { status: 'processing' })] })).toBe(true);
    expect(hasMediaInProgress({ media: [mediumOf('a', 'video', { status: 'uploading' }), mediumOf('b', 'image')] })).toBe(false);
  });
});
