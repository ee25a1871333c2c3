import { UPLOAD_CONTENT_TYPE, type ProcessingMode, type ProcessingRecord } from '@scout/shared/domain';
import { isApiError } from '../../lib/api-error';
import { abortMultipartUpload } from './api/abort-multipart-upload';
import { completeMultipartUpload } from './api/complete-multipart-upload';
import { getUploadUrl } from './api/get-upload-url';
import { hudlLegacyUpload } from './api/hudl-legacy-upload';
import { processVideosOnly } from './api/process-videos-only';
import { signMultipartParts } from './api/sign-multipart-parts';
import { startMultipartUpload } from './api/start-multipart-upload';
import { UPLOAD_MESSAGES } from './upload-messages';
import { uploadsStore, type UploadsState } from './upload-store';
import { isUploadCancelled, UploadError, Uploader, type Connectivity, type UploadApi, type UploadTransport } from './uploader';
import { browserConnectivity, xhrTransport } from './browser-transport';
import type { StoreApi } from 'zustand/vanilla';

/** The upload API calls of one report's ZIP. */
export function reportUploadApi(reportId: string, file: { name: string; size: number }): UploadApi {
  const ref = (upload: { uploadId: string; s3Key: string }) => ({ uploadId: upload.uploadId, s3Key: upload.s3Key, fileSize: file.size });
  return {
    singlePutUrl: async (signal) => {
      const answer = await getUploadUrl(reportId, { fileName: file.name, fileSize: file.size, mediaType: UPLOAD_CONTENT_TYPE }, signal);
      return { url: answer.presignedUrl, s3Key: answer.s3Key };
    },
    startMultipart: (signal) => startMultipartUpload(reportId, { fileName: file.name, fileSize: file.size }, signal),
    signParts: async (upload, partNumbers, signal) => (await signMultipartParts(reportId, ref(upload), partNumbers, signal)).parts,
    completeMultipart: (upload, parts, signal) => completeMultipartUpload(reportId, ref(upload), parts, signal),
    abortMultipart: async (upload) => {
      await abortMultipartUpload(reportId, upload);
    },
  };
}

/** Starts processing the uploaded ZIP: as a Hudl export (breakdown imported) or as film only. */
export function startProcessing(mode: ProcessingMode, reportId: string, s3Key: string) {
  return mode === 'hudl' ? hudlLegacyUpload(reportId, s3Key) : processVideosOnly(reportId, s3Key);
}

/** What the person reads when an upload fails. */
export function uploadFailureMessage(error: unknown): string {
  if (isUploadCancelled(error)) return UPLOAD_MESSAGES.cancelled;
  if (error instanceof UploadError) return error.message;
  if (isApiError(error)) return error.status === 0 ? UPLOAD_MESSAGES.networkError : error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Upload failed. Please try again.';
}

/** What the person reads when the film is uploaded but its processing could not be started. */
export function processingStartFailureMessage(error: unknown): string {
  const reason = isApiError(error)
    ? error.status === 0
      ? UPLOAD_MESSAGES.processingNetworkError
      : error.message
    : error instanceof Error && error.message
      ? error.message
      : 'An unexpected error occurred';
  return `The film was uploaded, but processing could not start: ${reason.replace(/\.?$/, '.')} Retry starts it without sending the film again.`;
}

export interface ZipUploadOptions {
  reportId: string;
  file: File;
  store?: StoreApi<UploadsState>;
  transport?: UploadTransport;
  connectivity?: Connectivity;
  now?: () => number;
}

export type ZipUploadStage = 'uploading' | 'starting-processing';

/**
 * One ZIP for one report: sends it (progress in the uploads store, under `entryId`), then starts its
 * processing and answers the processing record the dashboard's banner follows. After a failure, `run()`
 * again continues: a multipart upload sends only its missing parts, and a finished upload is not sent again.
 */
export class ZipUpload {
  readonly entryId: string;
  readonly reportId: string;
  readonly file: File;
  private readonly uploader: Uploader;
  private readonly store: StoreApi<UploadsState>;
  private readonly now: () => number;

  constructor(private readonly options: ZipUploadOptions) {
    this.reportId = options.reportId;
    this.file = options.file;
    this.store = options.store ?? uploadsStore;
    this.now = options.now ?? Date.now;
    this.entryId = this.store.getState().add({ fileName: options.file.name, fileSize: options.file.size });
    const entries = () => this.store.getState();
    this.uploader = new Uploader({
      file: options.file,
      api: reportUploadApi(options.reportId, options.file),
      transport: options.transport ?? xhrTransport,
      connectivity: options.connectivity ?? browserConnectivity,
      contentType: UPLOAD_CONTENT_TYPE,
      onProgress: ({ uploadedBytes }) => entries().progress(this.entryId, uploadedBytes),
      onPhase: (phase) => {
        if (phase === 'completing') entries().setFinishing(this.entryId);
        else entries().setWaitingForNetwork(this.entryId, phase === 'waiting-for-network');
      },
    });
  }

  /** Uploads (if not done yet) and starts processing the `mode` way; `onStage` says which step is running. */
  async run(mode: ProcessingMode, onStage?: (stage: ZipUploadStage) => void): Promise<ProcessingRecord> {
    const state = () => this.store.getState();
    if (state().entries[this.entryId]?.status === 'failed') state().restart(this.entryId);
    onStage?.('uploading');
    let s3Key: string;
    try {
      s3Key = (await this.uploader.start()).s3Key;
      state().complete(this.entryId);
    } catch (error) {
      state().fail(this.entryId, uploadFailureMessage(error));
      throw error;
    }
    onStage?.('starting-processing');
    const queued = await startProcessing(mode, this.reportId, s3Key);
    return { reportId: queued.reportId, message: queued.message, startTime: this.now() };
  }

  cancel(): Promise<void> {
    return this.uploader.cancel();
  }

  /** Ends a pause for the network now. */
  retryNow(): void {
    this.uploader.retryNow();
  }
}
