import type { Media } from '@scout/shared/domain';

function isVideoFile(media: Media): boolean {
  return Boolean(media.mimeType?.startsWith('video/'));
}

/**
 * The card's playable clip: the media marked 'video', else a video file that is not the 3D-app video, else
 * any video-like media; only media with a viewing URL count (lists ask for them with generateUrls).
 */
export function clipMediaOf(media: readonly Media[]): Media | null {
  const viewable = media.filter((m) => m.url);
  return (
    viewable.find((m) => m.mediaType === 'video') ??
    viewable.find((m) => m.mediaType !== '3d-app-video' && isVideoFile(m)) ??
    viewable.find((m) => m.mediaType.includes('video')) ??
    null
  );
}
