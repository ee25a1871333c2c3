import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

export interface MultipartUploadRef {
  uploadId: string;
  s3Key: string;
  fileSize: number;
}

/** POST /reports/{id}/multipart-uploads/parts: presigned PUT URLs for up to 100 parts, each with its length signed. */
export function signMultipartParts(
  reportId: string,
  upload: MultipartUploadRef,
  partNumbers: readonly number[],
  signal?: AbortSignal,
): Promise<RouteResponse<'signMultipartParts'>> {
  return callApi(uploadRoutes.signMultipartParts, {
    params: { id: reportId },
    body: { uploadId: upload.uploadId, s3Key: upload.s3Key, fileSize: upload.fileSize, partNumbers: [...partNumbers] },
    signal,
  });
}
