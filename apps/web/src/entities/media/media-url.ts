import { callApi } from '../../lib/api-client';
import { env } from '../../config/env';
import { cardMediaRoutes } from '@scout/shared/api';

/** Internal: a presigning route answered without a URL; the next way is tried. */
export const NO_PRESIGNED_URL = 'No presigned URL received from API';

function presigned(answer: { presignedUrl?: string | null }): string {
  if (!answer.presignedUrl) throw new Error(NO_PRESIGNED_URL);
  return answer.presignedUrl;
}

/** The storage URL of a key, straight from the media base URL (no signature), or null when none is configured. */
export function directMediaUrl(s3Key: string, mediaUrl: string | null = env.mediaUrl): string | null {
  if (!mediaUrl) return null;
  return `${mediaUrl}/${s3Key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A viewing URL for a medium's key, three ways in order: POST /media/presigned-url; if that fails
 * (or answers no URL), POST /get-presigned-url; if that fails too, the direct storage URL. Throws the last
 * failure when there is no direct URL to fall back on.
 */
export async function resolveMediaUrl(s3Key: string, reportId?: string): Promise<string> {
  try {
    return presigned(await callApi(cardMediaRoutes.presignMediaUrl, { body: { s3Key, reportId, action: 'get_object' } }));
  } catch {
    try {
      return presigned(await callApi(cardMediaRoutes.getPresignedUrl, { body: { s3Key, action: 'read' } }));
    } catch (error) {
      const direct = directMediaUrl(s3Key);
      if (direct) return direct;
      throw error;
    }
  }
}
