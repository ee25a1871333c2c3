import { createS3UploadSigner } from '../adapters/s3/upload-signer.s3';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { getProcessingLog, getProcessingStatus, startProcessing } from '../processing/start-processing';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  getUploadUrl,
  signMultipartParts,
  startMultipartUpload,
  type UploadDeps,
} from '../uploads/upload-urls';
import { authenticate } from './authentication';
import { processingDeps } from './processing-deps';

let uploadDeps: UploadDeps | undefined;
const uploads = (): UploadDeps =>
  (uploadDeps ??= { reports: processingDeps().reports, signer: createS3UploadSigner(), uploadBucket: processingDeps().buckets.uploads });

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
  getUploadUrl: ({ caller, params, body }) => getUploadUrl(uploads(), caller, params.id, body),
  startMultipartUpload: ({ caller, params, body }) => startMultipartUpload(uploads(), caller, params.id, body),
  signMultipartParts: ({ caller, params, body }) => signMultipartParts(uploads(), caller, params.id, body),
  completeMultipartUpload: ({ caller, params, body }) => completeMultipartUpload(uploads(), caller, params.id, body),
  abortMultipartUpload: ({ caller, params, body }) => abortMultipartUpload(uploads(), caller, params.id, body),
  hudlLegacyUpload: ({ caller, body }) => startProcessing(processingDeps(), caller, body, 'hudl'),
  processVideosOnly: ({ caller, body }) => startProcessing(processingDeps(), caller, body, 'videos-only'),
  getProcessingStatus: ({ caller, params }) => getProcessingStatus(processingDeps(), caller, params.id),
  getProcessingLog: ({ caller, params }) => getProcessingLog(processingDeps(), caller, params.id),
};

export const handler = createHttpHandler(routes, { authenticate });
