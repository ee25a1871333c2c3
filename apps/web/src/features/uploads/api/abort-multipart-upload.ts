import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /reports/{id}/multipart-uploads/abort: S3 discards the parts already sent. */
export function abortMultipartUpload(
  reportId: string,
  upload: { uploadId: string; s3Key: string },
): Promise<RouteResponse<'abortMultipartUpload'>> {
  return callApi(uploadRoutes.abortMultipartUpload, { params: { id: reportId }, body: { uploadId: upload.uploadId, s3Key: upload.s3Key } });
}
