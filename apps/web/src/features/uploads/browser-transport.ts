import type { Connectivity, PutRequest, PutResponse, UploadTransport } from './uploader';

/**
 * The uploader's transport in the browser: XMLHttpRequest, for its upload progress events (fetch has none).
 * The browser sets Content-Length from the body, which is what the presigned URL signed.
 */
export const xhrTransport: UploadTransport = {
  put({ url, body, contentType, signal, onProgress }: PutRequest): Promise<PutResponse> {
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
      xhr.addEventListener('error', () => {
        settle();
        resolve({ status: 0, etag: null });
      });
      xhr.addEventListener('timeout', () => {
        settle();
        resolve({ status: 0, etag: null });
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      });
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  },
};

/** navigator.onLine and the window's 'online' event. */
export const browserConnectivity: Connectivity = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
