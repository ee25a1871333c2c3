import { MAX_PART_URLS_PER_CALL, multipartPartLength, SINGLE_PUT_MAX_BYTES } from '@scout/shared/domain';
import { UPLOAD_MESSAGES } from './upload-messages';

/**
 * Sends one file to S3 through presigned URLs, independent of React and of the browser (the transport,
 * the connection and the clock are injected, so tests drive it with fakes):
 * - up to SINGLE_PUT_MAX_BYTES in one PUT;
 * - above, an S3 multipart upload: part URLs signed in batches, four parts in flight, each retried with
 *   backoff (five tries); finished parts keep their ETags, so a network drop pauses the upload (until the
 *   browser is back online, a retry timer fires or `retryNow()`) and it continues where it stopped; an expired
 *   URL (403) is signed again; a failed upload can be started again and sends only the missing parts;
 * - `cancel()` aborts the requests in flight and the multipart upload.
 */

// ---------------------------------------------------------------- ports

export interface PutRequest {
  url: string;
  body: Blob;
  /** Sent as the Content-Type header when given (the single PUT's type may be signed). */
  contentType?: string;
  signal: AbortSignal;
  /** Bytes of this body sent so far. */
  onProgress(loadedBytes: number): void;
}

export interface PutResponse {
  /** HTTP status; 0 when no answer arrived (network error, CORS). */
  status: number;
  etag: string | null;
}

/** One HTTP PUT. Resolves with status 0 on a network error; rejects (AbortError) only when the signal aborts. */
export interface UploadTransport {
  put(request: PutRequest): Promise<PutResponse>;
}

/** Whether the browser is online, and a way to hear when it comes back. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` when the connection comes back; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export interface MultipartUpload {
  uploadId: string;
  s3Key: string;
  partSize: number;
  partCount: number;
}

/** The API calls of one upload (bound to its report and file). Errors carry `status` (0 for network). */
export interface UploadApi {
  singlePutUrl(signal: AbortSignal): Promise<{ url: string; s3Key: string }>;
  startMultipart(signal: AbortSignal): Promise<MultipartUpload>;
  signParts(upload: MultipartUpload, partNumbers: readonly number[], signal: AbortSignal): Promise<{ partNumber: number; url: string }[]>;
  completeMultipart(
    upload: MultipartUpload,
    parts: readonly { partNumber: number; etag: string }[],
    signal: AbortSignal,
  ): Promise<{ s3Key: string; size: number }>;
  abortMultipart(upload: MultipartUpload): Promise<void>;
}

// ---------------------------------------------------------------- results and errors

export interface UploadResult {
  s3Key: string;
  size: number;
}

export interface UploadProgress {
  uploadedBytes: number;
  totalBytes: number;
}

export type UploadPhase = 'uploading' | 'waiting-for-network' | 'completing';

/** The upload failed; `status` is the storage's HTTP status (0: network), null for other causes. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly status: number | null;
  constructor(message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
  constructor() {
    super(UPLOAD_MESSAGES.cancelled);
  }
}

export function isUploadCancelled(error: unknown): error is UploadCancelledError {
  return error instanceof UploadCancelledError;
}

// ---------------------------------------------------------------- options

export interface UploaderOptions {
  file: Blob;
  api: UploadApi;
  transport: UploadTransport;
  connectivity: Connectivity;
  /** Content-Type of the single PUT (the one the upload-URL request named). */
  contentType?: string;
  singlePutMaxBytes?: number;
  /** Parts in flight at once. */
  concurrency?: number;
  /** Tries of one request before it counts as failing. */
  maxAttempts?: number;
  /** Delay before try n+1 after n failures. */
  backoffMs?(failures: number): number;
  /** While paused for the network: try again after this long even if no 'online' event came. */
  resumeAfterMs?: number;
  /** Online, but nothing sent for this long: the upload fails with the network error. */
  maxStallMs?: number;
  now?(): number;
  onProgress?(progress: UploadProgress): void;
  onPhase?(phase: UploadPhase): void;
}

export const UPLOADER_DEFAULTS = {
  concurrency: 4,
  maxAttempts: 5,
  resumeAfterMs: 30_000,
  maxStallMs: 10 * 60_000,
} as const;

/** 1 s, 2 s, 4 s, 8 s … up to 15 s. */
export function defaultBackoffMs(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}

// ---------------------------------------------------------------- internals

/** A failed try that may succeed if tried again. */
class RetryableFailure extends Error {
  override readonly name = 'RetryableFailure';
  constructor(
    readonly status: number,
    readonly original?: unknown,
  ) {
    super(`Attempt failed with status ${status}`);
  }
}

function statusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** API failures worth another try: no answer, or the server's own trouble. */
function retryableApiFailure(error: unknown): RetryableFailure | null {
  const status = statusOf(error);
  if (status === 0 || (status !== null && status >= 500) || status === 429) return new RetryableFailure(status, error);
  return null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelledError());
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(new UploadCancelledError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export class Uploader {
  private readonly options: Required<Omit<UploaderOptions, 'contentType' | 'onProgress' | 'onPhase'>> &
    Pick<UploaderOptions, 'contentType' | 'onProgress' | 'onPhase'>;
  /** Aborted by cancel(), or by the first failure of a run (stopping the other parts in flight). */
  private runController = new AbortController();
  private cancelled = false;
  private running: Promise<UploadResult> | null = null;
  private result: UploadResult | null = null;

  private multipart: MultipartUpload | null = null;
  private readonly etags = new Map<number, string>();
  private readonly partUrls = new Map<number, string>();
  private signing: Promise<void> | null = null;
  private singleUrl: { url: string; s3Key: string } | null = null;

  /** Bytes of finished parts, and of each part in flight. */
  private doneBytes = 0;
  private readonly inFlight = new Map<number, number>();
  private lastReported = -1;
  private lastActivityAt = 0;
  /** Some bytes have left (a network failure then is a drop, not an unreachable storage). */
  private everSent = false;
  private phase: UploadPhase = 'uploading';
  private waiting = 0;
  private readonly wakers = new Set<() => void>();

  constructor(options: UploaderOptions) {
    this.options = {
      singlePutMaxBytes: SINGLE_PUT_MAX_BYTES,
      concurrency: UPLOADER_DEFAULTS.concurrency,
      maxAttempts: UPLOADER_DEFAULTS.maxAttempts,
      backoffMs: defaultBackoffMs,
      resumeAfterMs: UPLOADER_DEFAULTS.resumeAfterMs,
      maxStallMs: UPLOADER_DEFAULTS.maxStallMs,
      now: Date.now,
      ...options,
    };
  }

  get totalBytes(): number {
    return this.options.file.size;
  }

  get isMultipart(): boolean {
    return this.totalBytes > this.options.singlePutMaxBytes;
  }

  /**
   * Starts the upload, or continues a failed one (finished parts are not sent again). Calling it while it
   * runs returns the same promise.
   */
  start(): Promise<UploadResult> {
    if (this.cancelled) return Promise.reject(new UploadCancelledError());
    if (this.result) return Promise.resolve(this.result);
    this.running ??= this.run().then(
      (result) => {
        this.result = result;
        return result;
      },
      (error: unknown) => {
        this.running = null;
        throw this.cancelled ? new UploadCancelledError() : error;
      },
    );
    return this.running;
  }

  /** Stops the requests in flight and discards a multipart upload's parts on S3. */
  async cancel(): Promise<void> {
    if (this.cancelled || this.result) return;
    this.cancelled = true;
    this.runController.abort();
    this.wakeAll();
    await this.running?.catch(() => undefined);
    if (this.multipart) {
      // The parts already on S3 are discarded; a failure here leaves them to the bucket's lifecycle rule.
      await this.options.api.abortMultipart(this.multipart).catch(() => undefined);
    }
  }

  /** Ends a pause for the network now (a "Retry now" button). */
  retryNow(): void {
    this.wakeAll();
  }

  // ------------------------------------------------------------ the run

  private async run(): Promise<UploadResult> {
    this.runController = new AbortController();
    this.inFlight.clear();
    this.lastActivityAt = this.options.now();
    this.setPhase('uploading');
    this.report();
    return this.isMultipart ? this.runMultipart() : this.runSingle();
  }

  private async runSingle(): Promise<UploadResult> {
    const { file, contentType } = this.options;
    await this.sendWithRetries(
      1,
      file,
      async (staleUrl) => {
        if (!this.singleUrl || this.singleUrl.url === staleUrl)
          this.singleUrl = await this.apiCall(() => this.options.api.singlePutUrl(this.signal));
        return this.singleUrl.url;
      },
      contentType,
    );
    if (!this.singleUrl) throw new UploadError(UPLOAD_MESSAGES.networkError, 0);
    return { s3Key: this.singleUrl.s3Key, size: file.size };
  }

  private async runMultipart(): Promise<UploadResult> {
    const { api } = this.options;
    this.multipart ??= await this.withRetries(() => this.apiCall(() => api.startMultipart(this.signal)));
    const upload = this.multipart;

    const pending: number[] = [];
    for (let part = 1; part <= upload.partCount; part += 1) if (!this.etags.has(part)) pending.push(part);
    const queue = [...pending];
    let failure: { error: unknown } | null = null;
    const worker = async () => {
      try {
        for (let part = queue.shift(); part !== undefined && !failure; part = queue.shift()) {
          const start = (part - 1) * upload.partSize;
          const body = this.options.file.slice(start, start + multipartPartLength(this.totalBytes, part, upload.partSize));
          const partNumber = part;
          const etag = await this.sendWithRetries(partNumber, body, (staleUrl) => this.partUrl(upload, partNumber, staleUrl));
          if (!etag) throw new UploadError(UPLOAD_MESSAGES.missingEtag, null);
          this.etags.set(partNumber, etag);
        }
      } catch (error) {
        // The first failure stops the other parts in flight; they are sent again if the upload is restarted.
        if (!failure) {
          failure = { error };
          this.runController.abort();
          this.wakeAll();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, pending.length) }, worker));
    if (failure) throw (failure as { error: unknown }).error;

    this.setPhase('completing');
    const parts = [...this.etags.entries()].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
    return this.withRetries(() => this.apiCall(() => api.completeMultipart(upload, parts, this.signal)));
  }

  private get signal(): AbortSignal {
    return this.runController.signal;
  }

  /**
   * A part's URL, signing it with the next parts still to send (at most 100 in one call). `staleUrl` is one
   * the storage refused (403, expired): the URLs signed with it are dropped, unless another part already
   * had them signed again.
   */
  private async partUrl(upload: MultipartUpload, partNumber: number, staleUrl: string | null): Promise<string> {
    if (staleUrl && this.partUrls.get(partNumber) === staleUrl) this.partUrls.clear();
    for (;;) {
      const known = this.partUrls.get(partNumber);
      if (known) return known;
      if (this.signing) {
        await this.signing;
        continue;
      }
      const batch: number[] = [];
      for (let part = partNumber; part <= upload.partCount && batch.length < MAX_PART_URLS_PER_CALL; part += 1) {
        if (!this.etags.has(part) && !this.partUrls.has(part)) batch.push(part);
      }
      this.signing = this.apiCall(() => this.options.api.signParts(upload, batch, this.signal))
        .then((signed) => {
          for (const { partNumber: number, url } of signed) this.partUrls.set(number, url);
          if (!this.partUrls.has(partNumber)) throw new UploadError(`The server did not sign part ${partNumber}`, null);
        })
        .finally(() => {
          this.signing = null;
        });
      await this.signing;
    }
  }

  /** Runs an API call; its retryable failures (network, 5xx) become RetryableFailure. */
  private async apiCall<T>(call: () => Promise<T>): Promise<T> {
    this.throwIfCancelled();
    try {
      return await call();
    } catch (error) {
      if (this.signal.aborted || isAbort(error)) throw new UploadCancelledError();
      throw retryableApiFailure(error) ?? error;
    }
  }

  /**
   * PUTs one body, with retries; returns its ETag. `url` gets the URL the storage refused last (403: expired),
   * so it signs a new one.
   */
  private sendWithRetries(
    key: number,
    body: Blob,
    url: (staleUrl: string | null) => Promise<string>,
    contentType?: string,
  ): Promise<string | null> {
    let staleUrl: string | null = null;
    return this.withRetries(async () => {
      const target = await url(staleUrl);
      staleUrl = null;
      this.setInFlight(key, 0);
      const response = await this.options.transport
        .put({ url: target, body, contentType, signal: this.signal, onProgress: (loaded) => this.setInFlight(key, loaded) })
        .catch((error: unknown) => {
          if (this.signal.aborted || isAbort(error)) throw new UploadCancelledError();
          throw error;
        });
      if (response.status >= 200 && response.status < 300) {
        this.inFlight.delete(key);
        this.doneBytes += body.size;
        this.everSent = true;
        this.touch();
        this.report();
        return response.etag;
      }
      this.setInFlight(key, 0);
      if (response.status === 403) staleUrl = target;
      throw new RetryableFailure(response.status);
    });
  }

  /**
   * Tries `attempt` until it succeeds. Retryable failures wait with backoff, up to maxAttempts tries. Network
   * failures while offline do not count: the upload waits for the connection. Network failures while online
   * that keep coming pause the upload (until 'online', the retry timer or retryNow) and start the count
   * again, unless nothing has been sent for maxStallMs (or nothing at all yet): then it fails.
   */
  private async withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    const { maxAttempts, backoffMs, maxStallMs, now } = this.options;
    let failures = 0;
    for (;;) {
      this.throwIfCancelled();
      if (!this.options.connectivity.isOnline()) {
        await this.waitForNetwork();
        continue;
      }
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        this.throwIfCancelled();
        if (error.status === 0 && !this.options.connectivity.isOnline()) {
          await this.waitForNetwork();
          continue;
        }
        failures += 1;
        if (failures < maxAttempts) {
          await sleep(backoffMs(failures), this.signal);
          continue;
        }
        // Network failures from the start mean the storage is unreachable (or refuses the browser), not a drop.
        if (error.status !== 0 || !this.everSent || now() - this.lastActivityAt >= maxStallMs) throw this.finalError(error);
        await this.waitForNetwork();
        failures = 0;
      }
    }
  }

  private finalError(failure: RetryableFailure): Error {
    if (failure.status === 0) return new UploadError(UPLOAD_MESSAGES.networkError, 0, { cause: failure.original });
    // An API call's own error keeps the server's words; a storage answer gets the required 'Upload failed with status {n}'.
    if (failure.original instanceof Error) return failure.original;
    return new UploadError(UPLOAD_MESSAGES.failedWithStatus(failure.status), failure.status);
  }

  /** Pauses until the browser is back online, the retry timer fires, retryNow() is called, or cancel. */
  private async waitForNetwork(): Promise<void> {
    this.waiting += 1;
    this.setPhase('waiting-for-network');
    const wentOffline = !this.options.connectivity.isOnline();
    try {
      await new Promise<void>((resolve, reject) => {
        if (this.signal.aborted) return reject(new UploadCancelledError());
        const finish = () => {
          clearTimeout(timer);
          unsubscribe();
          this.wakers.delete(finish);
          if (this.signal.aborted) reject(new UploadCancelledError());
          else resolve();
        };
        const timer = setTimeout(finish, this.options.resumeAfterMs);
        const unsubscribe = this.options.connectivity.onOnline(finish);
        this.wakers.add(finish);
      });
    } finally {
      this.waiting -= 1;
      if (this.waiting === 0 && !this.cancelled) this.setPhase('uploading');
    }
    // Time spent offline is not a stall of the upload.
    if (wentOffline) this.touch();
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }

  private throwIfCancelled(): void {
    if (this.signal.aborted) throw new UploadCancelledError();
  }

  private touch(): void {
    this.lastActivityAt = this.options.now();
  }

  private setInFlight(key: number, loaded: number): void {
    const previous = this.inFlight.get(key) ?? 0;
    this.inFlight.set(key, loaded);
    if (loaded > previous) {
      this.everSent = true;
      this.touch();
    }
    this.report();
  }

  private report(): void {
    let uploaded = this.doneBytes;
    for (const loaded of this.inFlight.values()) uploaded += loaded;
    uploaded = Math.min(uploaded, this.totalBytes);
    if (uploaded === this.lastReported) return;
    this.lastReported = uploaded;
    this.options.onProgress?.({ uploadedBytes: uploaded, totalBytes: this.totalBytes });
  }

  private setPhase(phase: UploadPhase): void {
    if (phase === this.phase) return;
    this.phase = phase;
    this.options.onPhase?.(phase);
  }
}
