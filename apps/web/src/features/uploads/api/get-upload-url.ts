import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { UPLOAD_URL_REPORT_REQUIRED } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';

export interface UploadUrlRequest {
  fileName: string;
  fileSize: number;
  /** The Content-Type the PUT will send; the server may sign it. */
  mediaType?: string;
}

/**
 * POST /reports/{id}/upload-url: a presigned PUT for a file up to 64 MiB, its size signed. A request
 * without the report fails before it is sent.
 */
export function getUploadUrl(reportId: string, request: UploadUrlRequest, signal?: AbortSignal): Promise<RouteResponse<'getUploadUrl'>> {
  if (!reportId.trim()) return Promise.reject(new Error(UPLOAD_URL_REPORT_REQUIRED));
  return callApi(uploadRoutes.getUploadUrl, {
    params: { id: reportId },
    body: { reportId, fileName: request.fileName, mediaType: request.mediaType, fileSize: request.fileSize },
    signal,
  });
}
