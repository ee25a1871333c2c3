import { edgeOptions } from '../composition/access-gate';
import { authenticate } from '../composition/authentication';
import { processingStatusDeps, startProcessingDeps, uploadDeps } from '../composition/uploads';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { getProcessingLog, getProcessingStatus, startProcessing } from '../processing/start-processing';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  getUploadUrl,
  signMultipartParts,
  startMultipartUpload,
} from '../uploads/upload-urls';

export const routes: RouteImplementations<
  | 'getUploadUrl'
  | 'startMultipartUpload'
  | 'signMultipartParts'
  | 'completeMultipartUpload'
  | 'abortMultipartUpload'
  | 'hudlLegacyUpload'
  | 'processVideosOnly'
  | 'getProcessingStatus'
  | 'getProcessingLog'
> = {
  getUploadUrl: ({ caller, params, body }) => getUploadUrl(uploadDeps, caller, params.id, body),
  startMultipartUpload: ({ caller, params, body }) => startMultipartUpload(uploadDeps, caller, params.id, body),
  signMultipartParts: ({ caller, params, body }) => signMultipartParts(uploadDeps, caller, params.id, body),
  completeMultipartUpload: ({ caller, params, body }) => completeMultipartUpload(uploadDeps, caller, params.id, body),
  abortMultipartUpload: ({ caller, params, body }) => abortMultipartUpload(uploadDeps, caller, params.id, body),
  hudlLegacyUpload: ({ caller, body }) => startProcessing(startProcessingDeps, caller, body, 'hudl'),
  processVideosOnly: ({ caller, body }) => startProcessing(startProcessingDeps, caller, body, 'videos-only'),
  getProcessingStatus: ({ caller, params }) => getProcessingStatus(processingStatusDeps, caller, params.id),
  getProcessingLog: ({ caller, params }) => getProcessingLog(processingStatusDeps, caller, params.id),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate, ...edgeOptions }));
