/**
 * One HTTP PUT of a file straight to storage (a presigned URL), with upload progress: XMLHttpRequest, because
 * fetch reports no upload progress. The browser sets Content-Length from the body, which is what the URL signed.
 */
export interface XhrPutRequest {
  url: string;
  body: Blob;
  /** Sent as the Content-Type header when given (presigned URLs may sign it). */
  contentType?: string;
  signal: AbortSignal;
  /** Bytes of this body sent so far. */
  onProgress(loadedBytes: number): void;
}

export interface XhrPutResponse {
  /** HTTP status; 0 when no answer arrived (network error, CORS). */
  status: number;
  etag: string | null;
}

/** What people read when a direct upload failed. */
export const DIRECT_UPLOAD_MESSAGES = {
  networkError: 'Upload failed due to network error',
  failedWithStatus: (status: number) => `Upload failed with status ${status}`,
} as const;

/** Resolves with status 0 on a network error; rejects (AbortError) only when the signal aborts. */
export function xhrPut({ url, body, contentType, signal, onProgress }: XhrPutRequest): Promise<XhrPutResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    xhr.addEventListener('load', () => {
      settle();
      // The bucket's CORS exposes ETag; S3 sends it quoted, and wants it back as sent.
      resolve({ status: xhr.status, etag: xhr.getResponseHeader('ETag') });
    });
    for (const failure of ['error', 'timeout'] as const) {
      xhr.addEventListener(failure, () => {
        settle();
        resolve({ status: 0, etag: null });
      });
    }
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
