import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  UploadCancelledError,
  Uploader,
  type Connectivity,
  type MultipartUpload,
  type PutRequest,
  type PutResponse,
  type UploadApi,
  type UploadPhase,
  type UploadProgress,
  type UploadTransport,
  type UploaderOptions,
} from './uploader';

// ---------------------------------------------------------------- fakes

type Reply = PutResponse | 'hang' | { status: number; etag: string | null; afterMs: number };

/** A storage that answers each PUT as `respond` says, reporting half the body then all of it as progress. */
class FakeStorage implements UploadTransport {
  readonly requests: PutRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;
  constructor(public respond: (request: PutRequest, index: number) => Reply = (request) => ok(request)) {}

  put(request: PutRequest): Promise<PutResponse> {
    const index = this.requests.push(request) - 1;
    const reply = this.respond(request, index);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    return new Promise<PutResponse>((resolve, reject) => {
      const onAbort = () => reject(new DOMException('aborted', 'AbortError'));
      request.signal.addEventListener('abort', onAbort, { once: true });
      if (reply === 'hang') {
        request.onProgress(Math.floor(request.body.size / 2));
        return;
      }
      const delay = 'afterMs' in reply ? reply.afterMs : 1;
      setTimeout(() => {
        request.signal.removeEventListener('abort', onAbort);
        if (reply.status >= 200 && reply.status < 300) {
          request.onProgress(Math.floor(request.body.size / 2));
          request.onProgress(request.body.size);
        }
        resolve({ status: reply.status, etag: reply.etag });
      }, delay);
    }).finally(() => {
      this.inFlight -= 1;
    });
  }

  partsSent(): number[] {
    return this.requests.map((request) => partOf(request.url));
  }
}

function partOf(url: string): number {
  return Number(new URL(url).searchParams.get('part'));
}

function ok(request: PutRequest, afterMs = 1): Reply {
  return { status: 200, etag: `"etag-${partOf(request.url)}"`, afterMs };
}

class FakeNetwork implements Connectivity {
  online = true;
  private readonly listeners = new Set<() => void>();
  isOnline = () => this.online;
  onOnline(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  drop() {
    this.online = false;
  }
  restore() {
    this.online = true;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The API of one upload: URLs name their part and the signing round (`sig`). */
function fakeApi(partSize: number, fileSize: number) {
  let signRound = 0;
  const calls = {
    singlePutUrl: 0,
    signParts: [] as number[][],
    complete: [] as { partNumber: number; etag: string }[][],
    abort: [] as MultipartUpload[],
  };
  const upload: MultipartUpload = { uploadId: 'up-1', s3Key: 'uploads/r1/game.zip', partSize, partCount: Math.ceil(fileSize / partSize) };
  const api: UploadApi = {
    singlePutUrl: async () => {
      calls.singlePutUrl += 1;
      return { url: `https://s3.test/single?part=1&sig=${calls.singlePutUrl}`, s3Key: 'uploads/r1/small.zip' };
    },
    startMultipart: async () => upload,
    signParts: async (_upload, partNumbers) => {
      signRound += 1;
      calls.signParts.push([...partNumbers]);
      return partNumbers.map((partNumber) => ({ partNumber, url: `https://s3.test/upload?part=${partNumber}&sig=${signRound}` }));
    },
    completeMultipart: async (_upload, parts) => {
      calls.complete.push([...parts]);
      return { s3Key: upload.s3Key, size: fileSize };
    },
    abortMultipart: async (aborted) => {
      calls.abort.push(aborted);
    },
  };
  return { api, calls };
}

function file(size: number): Blob {
  return new Blob([new Uint8Array(size)]);
}

interface Harness {
  uploader: Uploader;
  storage: FakeStorage;
  network: FakeNetwork;
  calls: ReturnType<typeof fakeApi>['calls'];
  progress: UploadProgress[];
  phases: UploadPhase[];
}

/** A 35-byte file in 10-byte parts (10, 10, 10, 5) unless told otherwise; one-byte PUTs go single. */
function harness(
  options: { size?: number; partSize?: number; singlePutMaxBytes?: number; storage?: FakeStorage } & Partial<UploaderOptions> = {},
): Harness {
  const size = options.size ?? 35;
  const partSize = options.partSize ?? 10;
  const { api, calls } = fakeApi(partSize, size);
  const storage = options.storage ?? new FakeStorage();
  const network = new FakeNetwork();
  const progress: UploadProgress[] = [];
  const phases: UploadPhase[] = [];
  const uploader = new Uploader({
    file: file(size),
    api,
    transport: storage,
    connectivity: network,
    singlePutMaxBytes: options.singlePutMaxBytes ?? 8,
    backoffMs: (failures) => 1000 * failures,
    onProgress: (p) => progress.push(p),
    onPhase: (phase) => phases.push(phase),
    now: () => Date.now(),
    ...options,
  });
  return { uploader, storage, network, calls, progress, phases };
}

/** Runs the upload, letting fake time pass until it settles; returns the outcome. */
async function settle<T>(promise: Promise<T>, ms = 60_000): Promise<{ value?: T; error?: unknown }> {
  const outcome: { value?: T; error?: unknown; done?: boolean } = {};
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: unknown) => Object.assign(outcome, { error, done: true }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  expect(outcome.done, 'the upload settled').toBe(true);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------- stories

describe('a small ZIP goes in one presigned PUT', () => {
  it('sends the whole file with its content type, reports progress to the total and answers the key', async () => {
    const { uploader, storage, calls, progress } = harness({ size: 6, contentType: 'application/zip' });

    const { value } = await settle(uploader.start());

    expect(calls.singlePutUrl).toBe(1);
    expect(storage.requests).toHaveLength(1);
    expect(storage.requests[0]?.body.size).toBe(6);
    expect(storage.requests[0]?.contentType).toBe('application/zip');
    expect(progress.map((p) => p.uploadedBytes)).toEqual([0, 3, 6]);
    expect(progress.at(-1)).toEqual({ uploadedBytes: 6, totalBytes: 6 });
    expect(value).toEqual({ s3Key: 'uploads/r1/small.zip', size: 6 });
  });

  it("says 'Upload failed with status {n}' when the storage keeps refusing, after five tries", async () => {
    const storage = new FakeStorage(() => ({ status: 500, etag: null, afterMs: 1 }));
    const { uploader } = harness({ size: 6, storage });

    const { error } = await settle(uploader.start());

    expect(storage.requests).toHaveLength(5);
    expect(error).toMatchObject({ name: 'UploadError', status: 500, message: 'Upload failed with status 500' });
  });

  it("says 'Upload failed due to network error' when the storage cannot be reached at all", async () => {
    const storage = new FakeStorage(() => ({ status: 0, etag: null, afterMs: 1 }));
    const { uploader } = harness({ size: 6, storage });

    const { error } = await settle(uploader.start());

    expect(storage.requests).toHaveLength(5);
    expect(error).toMatchObject({ status: 0, message: 'Upload failed due to network error' });
  });
});

describe('a large ZIP goes in parts (S3 multipart)', () => {
  it('sends four parts at a time, each with its own length, and completes with the ETags in part order', async () => {
    // Part 1 is the slowest, so parts finish out of order.
    const storage = new FakeStorage((request) => ok(request, partOf(request.url) === 1 ? 50 : 5));
    const { uploader, calls, progress } = harness({ size: 75, partSize: 10, storage });

    const { value } = await settle(uploader.start());

    expect(storage.maxInFlight).toBe(4);
    expect(storage.requests.map((r) => r.body.size)).toEqual([10, 10, 10, 10, 10, 10, 10, 5]);
    expect(calls.complete).toHaveLength(1);
    expect(calls.complete[0]?.map((p) => p.partNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(calls.complete[0]?.[0]).toEqual({ partNumber: 1, etag: '"etag-1"' });
    expect(progress.at(-1)).toEqual({ uploadedBytes: 75, totalBytes: 75 });
    expect(progress.map((p) => p.uploadedBytes)).toEqual([...progress.map((p) => p.uploadedBytes)].sort((a, b) => a - b));
    expect(value).toEqual({ s3Key: 'uploads/r1/game.zip', size: 75 });
  });

  it('signs part URLs in batches of at most 100', async () => {
    const { uploader, calls } = harness({ size: 250, partSize: 1 });

    await settle(uploader.start());

    expect(calls.signParts.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(calls.signParts.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  });

  it('retries a failing part with growing waits and goes on when it passes', async () => {
    let part2Tries = 0;
    const storage = new FakeStorage((request) => {
      if (partOf(request.url) !== 2) return ok(request);
      part2Tries += 1;
      return part2Tries <= 2 ? { status: 503, etag: null, afterMs: 1 } : ok(request);
    });
    const { uploader, calls } = harness({ storage });

    const promise = uploader.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(part2Tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(part2Tries).toBe(2);
    // The second wait is longer (2 s).
    await vi.advanceTimersByTimeAsync(900);
    expect(part2Tries).toBe(2);
    const { value } = await settle(promise);

    expect(part2Tries).toBe(3);
    expect(value?.size).toBe(35);
    expect(calls.complete[0]?.map((p) => p.etag)).toEqual(['"etag-1"', '"etag-2"', '"etag-3"', '"etag-4"']);
  });

  it('signs a URL again when the storage says it expired (403), then sends the part with the new one', async () => {
    const storage = new FakeStorage((request, index) =>
      partOf(request.url) === 3 && index < 4 ? { status: 403, etag: null, afterMs: 1 } : ok(request),
    );
    const { uploader, calls } = harness({ storage });

    const { value } = await settle(uploader.start());

    expect(calls.signParts).toEqual([[1, 2, 3, 4], [3]]);
    const part3 = storage.requests.filter((r) => partOf(r.url) === 3).map((r) => new URL(r.url).searchParams.get('sig'));
    expect(part3).toEqual(['1', '2']);
    expect(value).toBeDefined();
  });

  it('fails with the ETag problem when the storage does not expose the part ETag', async () => {
    const storage = new FakeStorage(() => ({ status: 200, etag: null, afterMs: 1 }));
    const { uploader } = harness({ storage });

    const { error } = await settle(uploader.start());

    expect(error).toMatchObject({ name: 'UploadError', message: expect.stringContaining('ETag') as unknown });
  });
});

describe('a network drop in the middle of an upload', () => {
  it('pauses while the browser is offline, however long, and continues with the missing parts when it is back', async () => {
    const network = new FakeNetwork();
    const storage = new FakeStorage((request) => {
      // The connection goes while part 3 is on its way.
      if (partOf(request.url) === 3 && network.online && storage.requests.filter((r) => partOf(r.url) === 3).length === 1) {
        network.drop();
        return { status: 0, etag: null, afterMs: 2 };
      }
      return ok(request, partOf(request.url) === 1 ? 1 : 3);
    });
    const { uploader, calls, phases } = harness({ storage, concurrency: 1, connectivity: network });

    const promise = uploader.start();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(phases.at(-1)).toBe('waiting-for-network');
    expect(storage.partsSent()).toEqual([1, 2, 3]);

    network.restore();
    const { value } = await settle(promise);

    expect(phases.at(-1)).toBe('completing');
    // Parts 1 and 2 were not sent again.
    expect(storage.partsSent()).toEqual([1, 2, 3, 3, 4]);
    expect(calls.complete[0]?.map((p) => p.partNumber)).toEqual([1, 2, 3, 4]);
    expect(value?.size).toBe(35);
  });

  it('pauses after five network failures while "online", and tries again when the retry timer fires', async () => {
    let failing = false;
    const storage = new FakeStorage((request) => {
      if (partOf(request.url) === 2 && !failing && storage.requests.length === 2) failing = true;
      return failing && partOf(request.url) === 2 ? { status: 0, etag: null, afterMs: 1 } : ok(request);
    });
    const { uploader, phases } = harness({ storage, concurrency: 1, resumeAfterMs: 30_000 });

    const promise = uploader.start();
    // Five tries: waits of 1 + 2 + 3 + 4 s between them.
    await vi.advanceTimersByTimeAsync(10_100);
    expect(storage.partsSent().filter((part) => part === 2)).toHaveLength(5);
    expect(phases.at(-1)).toBe('waiting-for-network');

    failing = false;
    await vi.advanceTimersByTimeAsync(30_000);
    const { value } = await settle(promise);

    expect(storage.partsSent()).toEqual([1, 2, 2, 2, 2, 2, 2, 3, 4]);
    expect(value?.size).toBe(35);
  });

  it("gives up with 'Upload failed due to network error' when nothing has moved for the stall limit", async () => {
    const storage = new FakeStorage((request) => (partOf(request.url) === 1 ? ok(request) : { status: 0, etag: null, afterMs: 1 }));
    const { uploader } = harness({ storage, concurrency: 1, resumeAfterMs: 30_000, maxStallMs: 5 * 60_000 });

    const { error } = await settle(uploader.start(), 10 * 60_000);

    expect(error).toMatchObject({ message: 'Upload failed due to network error' });
  });

  it('can be started again after a failure and sends only the parts still missing', async () => {
    let refuse = true;
    const storage = new FakeStorage((request) =>
      refuse && partOf(request.url) === 4 ? { status: 500, etag: null, afterMs: 1 } : ok(request),
    );
    const { uploader, calls } = harness({ storage, concurrency: 1 });

    const first = await settle(uploader.start());
    expect(first.error).toMatchObject({ message: 'Upload failed with status 500' });

    refuse = false;
    const second = await settle(uploader.start());

    expect(second.value?.size).toBe(35);
    expect(storage.partsSent()).toEqual([1, 2, 3, 4, 4, 4, 4, 4, 4]);
    expect(calls.complete[0]?.map((p) => p.partNumber)).toEqual([1, 2, 3, 4]);
  });
});

describe('cancelling', () => {
  it('aborts the parts in flight and the multipart upload, and the upload ends as cancelled', async () => {
    const storage = new FakeStorage((request) => (partOf(request.url) === 1 ? ok(request) : 'hang'));
    const { uploader, calls } = harness({ storage });

    const promise = uploader.start();
    await vi.advanceTimersByTimeAsync(10);
    const hanging = storage.requests.filter((r) => partOf(r.url) !== 1);
    expect(hanging.length).toBeGreaterThan(0);

    await uploader.cancel();
    const { error } = await settle(promise, 10);

    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(error).toMatchObject({ message: 'Upload cancelled' });
    expect(hanging.every((r) => r.signal.aborted)).toBe(true);
    expect(calls.abort).toEqual([{ uploadId: 'up-1', s3Key: 'uploads/r1/game.zip', partSize: 10, partCount: 4 }]);
    expect(calls.complete).toHaveLength(0);
    await expect(uploader.start()).rejects.toBeInstanceOf(UploadCancelledError);
  });

  it('ends a pause for the network at once', async () => {
    const network = new FakeNetwork();
    network.drop();
    const { uploader, storage, calls } = harness({ connectivity: network });

    const promise = uploader.start();
    await vi.advanceTimersByTimeAsync(1000);
    await uploader.cancel();
    const { error } = await settle(promise, 10);

    expect(error).toBeInstanceOf(UploadCancelledError);
    // Nothing was sent, and no multipart upload was started while offline.
    expect(storage.requests).toHaveLength(0);
    expect(calls.abort).toHaveLength(0);
  });
});
