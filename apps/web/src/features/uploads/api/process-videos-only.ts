import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi, VIDEO_PROCESSING_TIMEOUT_MS } from '../../../lib/api-client';

/** POST /process-videos-only: every clip of the uploaded ZIP becomes a card; breakdown files are left alone. */
export function processVideosOnly(reportId: string, s3Key: string): Promise<RouteResponse<'processVideosOnly'>> {
  return callApi(uploadRoutes.processVideosOnly, { body: { reportId, s3Key }, timeoutMs: VIDEO_PROCESSING_TIMEOUT_MS });
}
