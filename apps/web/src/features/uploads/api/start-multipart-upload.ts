import { type RouteResponse, uploadRoutes } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /reports/{id}/multipart-uploads: starts an S3 multipart upload of a large ZIP. */
export function startMultipartUpload(
  reportId: string,
  file: { fileName: string; fileSize: number },
  signal?: AbortSignal,
): Promise<RouteResponse<'startMultipartUpload'>> {
  return callApi(uploadRoutes.startMultipartUpload, {
    params: { id: reportId },
    body: { fileName: file.fileName, fileSize: file.fileSize },
    signal,
  });
}
