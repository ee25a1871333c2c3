import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi, VIDEO_PROCESSING_TIMEOUT_MS } from '../../../lib/api-client';

/**
 * POST /hudl-legacy-upload: processes the uploaded ZIP as a Hudl export (every clip a card, its breakdown
 * sheet imported onto the cards). Answers 'queued' at once; the work runs in the background.
 */
export function hudlLegacyUpload(reportId: string, s3Key: string): Promise<RouteResponse<'hudlLegacyUpload'>> {
  return callApi(uploadRoutes.hudlLegacyUpload, { body: { reportId, s3Key }, timeoutMs: VIDEO_PROCESSING_TIMEOUT_MS });
}
