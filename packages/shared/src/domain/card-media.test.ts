import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkMediaUpload, isVideoMediaType, wireMediaType } from './card-media';

describe('checkMediaUpload', () => {
  it('signs a file for the type its extension stands for, whatever case the name has', () => {
    expect(checkMediaUpload({ fileName: 'Rep 4.MOV', fileType: 'video/quicktime', fileSize: 10, mediaType: 'video' })).toEqual({
      ok: true,
      mediaType: 'video',
      contentType: 'video/quicktime',
      extension: '.mov',
    });
    expect(checkMediaUpload({ fileName: 'board.jpeg', fileType: '', fileSize: 10, mediaType: 'image' })).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
    });
  });

  it('takes an untyped HEIC (browsers other than Safari give no type) and a HEIC the browser calls HEIF', () => {
    expect(checkMediaUpload({ fileName: 'IMG_0001.HEIC', fileType: '', fileSize: 10, mediaType: 'image' })).toMatchObject({
      ok: true,
      contentType: 'image/heic',
    });
    expect(checkMediaUpload({ fileName: 'IMG_0001.heic', fileType: 'image/heif', fileSize: 10, mediaType: 'image' })).toMatchObject({
      ok: true,
    });
  });

  it('takes the 3D-app video by its in-app name and answers the wire name', () => {
    expect(checkMediaUpload({ fileName: 'anim.mp4', fileType: 'video/mp4', fileSize: 10, mediaType: '3d_video' })).toMatchObject({
      ok: true,
      mediaType: '3d-app-video',
    });
    expect(wireMediaType('3d_video')).toBe('3d-app-video');
    expect(wireMediaType('image')).toBe('image');
  });

  it('allows exactly the limit and refuses one byte more', () => {
    const image = { fileName: 'a.png', fileType: 'image/png', mediaType: 'image' };
    expect(checkMediaUpload({ ...image, fileSize: 20 * 1024 ** 2 }).ok).toBe(true);
    expect(checkMediaUpload({ ...image, fileSize: 20 * 1024 ** 2 + 1 })).toEqual({
      ok: false,
      reason: '"a.png" is larger than 20 MB: only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.',
    });
    expect(checkMediaUpload({ fileName: 'g.mp4', fileType: '', mediaType: 'video', fileSize: 2 * 1024 ** 3 }).ok).toBe(true);
  });

  it('says why in words: a video as an image, no extension, a type that contradicts the name', () => {
    expect(checkMediaUpload({ fileName: 'clip.mp4', fileType: 'video/mp4', fileSize: 10, mediaType: 'image' })).toEqual({
      ok: false,
      reason: '"clip.mp4" cannot be added as an image: only JPEG, PNG, WebP or HEIC image up to 20 MB can.',
    });
    expect(checkMediaUpload({ fileName: 'README', fileType: '', fileSize: 10, mediaType: '3d-app-video' })).toEqual({
      ok: false,
      reason: '"README" cannot be added as a 3D-app video: only MP4 or MOV video up to 2 GB can.',
    });
    expect(checkMediaUpload({ fileName: 'x.mp4', fileType: 'application/zip', fileSize: 10, mediaType: 'video' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('is application/zip, which does not match its .mp4 name'),
    });
  });
});

describe('acceptAttribute', () => {
  it('offers the extensions and MIME types of the kind', () => {
    expect(acceptAttribute('video').split(',')).toEqual(['.mp4', '.m4v', '.mov', 'video/mp4', 'video/quicktime']);
    expect(acceptAttribute('image')).toContain('.heic');
  });
});

describe('isVideoMediaType', () => {
  it('is true for videos and 3D-app videos only', () => {
    expect(['video', '3d-app-video', 'image', 'gif'].map(isVideoMediaType)).toEqual([true, true, false, false]);
  });
});
