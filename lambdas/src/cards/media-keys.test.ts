import { describe, expect, it } from 'vitest';
import {
  addedMediaKey,
  addedVideoSourceKey,
  cardIdOfMediaId,
  isAddedVideoSourceKey,
  mediaIdOfUploadKey,
  newMediaId,
  parseCardObjectKey,
} from './media-keys';
import { matchesImageType } from './media-signature';

describe('media ids', () => {
  it('name their card, for media people add and media processing makes', () => {
    const added = newMediaId('card-4f1c');
    expect(added).toMatch(/^card-4f1c-m[0-9a-f]{12}$/);
    expect(cardIdOfMediaId(added)).toBe('card-4f1c');
    expect(cardIdOfMediaId('imp-0123456789abcdef0123-0007-video')).toBe('imp-0123456789abcdef0123-0007');
    expect(cardIdOfMediaId('card-1-thumbnail')).toBe('card-1');
    expect(cardIdOfMediaId('card-1-gif')).toBe('card-1');
  });

  it('refuse ids the server does not make', () => {
    for (const id of ['video', '-video', 'card-1', 'card-1-mXYZ', 'card-1-m0123456789ab-extra']) expect(cardIdOfMediaId(id), id).toBeNull();
  });
});

describe('media keys', () => {
  it('put a medium under its card, and an added video’s upload under the report’s uploads', () => {
    const key = addedMediaKey('org-a', 'rpt-1', 7, 'card-x-m0123456789ab', 'poster.jpg');
    expect(key).toBe('organizations/org-a/reports/rpt-1/cards/0007/media/card-x-m0123456789ab/poster.jpg');
    expect(parseCardObjectKey(key)).toEqual({ organizationId: 'org-a', reportId: 'rpt-1', cardNumber: 7 });
    const source = addedVideoSourceKey('org-a', 'rpt-1', 'card-x-m0123456789ab', '.mov');
    expect(source).toBe('organizations/org-a/reports/rpt-1/uploads/media/card-x-m0123456789ab.mov');
    expect(isAddedVideoSourceKey(source)).toBe(true);
    expect(isAddedVideoSourceKey(key)).toBe(false);
    expect(parseCardObjectKey(source)).toBeNull();
  });

  it('read no place from keys outside a card or with path tricks', () => {
    for (const key of [
      'organizations/org-a/reports/rpt-1/cards/7/video.mp4',
      'organizations/org-a/reports/rpt-1/cards/0007/',
      'organizations/org-a/reports/rpt-1/cards/0007/../../rpt-2/cards/0001/video.mp4',
      'organizations/org-a/reports/rpt-1/cards/0007//video.mp4',
      '/organizations/org-a/reports/rpt-1/cards/0007/video.mp4',
    ]) {
      expect(parseCardObjectKey(key), key).toBeNull();
    }
  });
});

describe('matchesImageType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it('knows each allowed type by its first bytes', () => {
    expect(matchesImageType('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matchesImageType('image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(matchesImageType('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true);
    expect(matchesImageType('image/heic', bytes([0, 0, 0, 24], 'ftypheic'))).toBe(true);
    expect(matchesImageType('image/heif', bytes([0, 0, 0, 24], 'ftypmif1'))).toBe(true);
  });

  it('refuses another type’s bytes, an MP4 called HEIC, and types it does not take', () => {
    expect(matchesImageType('image/png', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(matchesImageType('image/heic', bytes([0, 0, 0, 24], 'ftypisom'))).toBe(false);
    expect(matchesImageType('image/gif', bytes('GIF89a'))).toBe(false);
    expect(matchesImageType('image/jpeg', new Uint8Array())).toBe(false);
  });
});

describe('upload keys', () => {
  it('name the medium an object-created event is about: an added image or an added video’s source', () => {
    const image = addedMediaKey('org-a', 'rpt-1', 7, 'card-x-m0123456789ab', 'original.png');
    expect(mediaIdOfUploadKey(image)).toBe('card-x-m0123456789ab');
    const video = addedVideoSourceKey('org-a', 'rpt-1', 'card-x-m0123456789ab', '.mov');
    expect(mediaIdOfUploadKey(video)).toBe('card-x-m0123456789ab');
  });

  it('ignore every other object: what processing writes, ZIPs, and keys the server does not make', () => {
    for (const key of [
      addedMediaKey('org-a', 'rpt-1', 7, 'card-x-m0123456789ab', 'poster.jpg'),
      addedMediaKey('org-a', 'rpt-1', 7, 'card-x-m0123456789ab', 'video.mp4'),
      'organizations/org-a/reports/rpt-1/cards/0007/clip.mp4',
      'organizations/org-a/reports/rpt-1/uploads/imp-1.zip',
      'organizations/org-a/reports/rpt-1/uploads/media/not-a-medium.mov',
      'organizations/org-a/reports/../cards/0007/media/card-x-m0123456789ab/original.png',
    ]) {
      expect(mediaIdOfUploadKey(key), key).toBeNull();
    }
  });
});
