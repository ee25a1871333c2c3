import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import type { MultipartUploadRef } from './sign-multipart-parts';

/** POST /reports/{id}/multipart-uploads/complete: the parts' ETags in part order. */
export function completeMultipartUpload(
  reportId: string,
  upload: MultipartUploadRef,
  parts: readonly { partNumber: number; etag: string }[],
  signal?: AbortSignal,
): Promise<RouteResponse<'completeMultipartUpload'>> {
  return callApi(uploadRoutes.completeMultipartUpload, {
    params: { id: reportId },
    body: {
      uploadId: upload.uploadId,
      s3Key: upload.s3Key,
      fileSize: upload.fileSize,
      parts: parts.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
    },
    signal,
  });
}
