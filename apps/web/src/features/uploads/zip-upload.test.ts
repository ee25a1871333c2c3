import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadRoutes, type RouteDefinition } from '@scout/shared/api';
import { ApiError } from '../../lib/api-error';
import { createUploadsStore } from './upload-store';
import type { Connectivity, PutRequest, UploadTransport } from './uploader';
import { processingStartFailureMessage, uploadFailureMessage, ZipUpload } from './zip-upload';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ callApi, VIDEO_PROCESSING_TIMEOUT_MS: 300_000 }));

const online: Connectivity = { isOnline: () => true, onOnline: () => () => undefined };

function storage(status = 200): UploadTransport & { requests: PutRequest[] } {
  const requests: PutRequest[] = [];
  return {
    requests,
    put: async (request) => {
      requests.push(request);
      request.onProgress(request.body.size);
      return { status, etag: '"e1"' };
    },
  };
}

function answer(route: RouteDefinition): unknown {
  switch (route) {
    case uploadRoutes.getUploadUrl:
      return { presignedUrl: 'https://s3.test/put', s3Key: 'uploads/r1/film.zip', expiresIn: 3600 };
    case uploadRoutes.hudlLegacyUpload:
    case uploadRoutes.processVideosOnly:
      return { status: 'queued', reportId: 'r1', importId: 'imp-1', message: 'Processing queued' };
    default:
      throw new Error(`unexpected call ${route.method} ${route.path}`);
  }
}

function zip(): File {
  return new File([new Uint8Array(2048)], 'Week 3.zip', { type: 'application/zip' });
}

describe('a ZIP upload for a report', () => {
  beforeEach(() => {
    callApi.mockReset();
    callApi.mockImplementation(async (route: RouteDefinition) => answer(route));
  });

  it('sends the file, completes its entry, starts the Hudl import and answers the processing record', async () => {
    const store = createUploadsStore();
    const transport = storage();
    const upload = new ZipUpload({ reportId: 'r1', file: zip(), store, transport, connectivity: online, now: () => 1234 });

    const record = await upload.run('hudl');

    expect(transport.requests[0]?.contentType).toBe('application/zip');
    expect(store.getState().entries[upload.entryId]).toMatchObject({
      fileName: 'Week 3.zip',
      status: 'completed',
      progress: 100,
      uploadedBytes: 2048,
    });
    expect(callApi).toHaveBeenLastCalledWith(uploadRoutes.hudlLegacyUpload, {
      body: { reportId: 'r1', s3Key: 'uploads/r1/film.zip' },
      timeoutMs: 300_000,
    });
    expect(record).toEqual({ reportId: 'r1', message: 'Processing queued', startTime: 1234 });
  });

  it('starts film-only processing when the breakdown is not to be imported', async () => {
    const upload = new ZipUpload({ reportId: 'r1', file: zip(), store: createUploadsStore(), transport: storage(), connectivity: online });

    await upload.run('videos-only');

    expect(callApi).toHaveBeenLastCalledWith(uploadRoutes.processVideosOnly, {
      body: { reportId: 'r1', s3Key: 'uploads/r1/film.zip' },
      timeoutMs: 300_000,
    });
  });

  it('marks the entry failed with the storage status, and starts no processing', async () => {
    vi.useFakeTimers();
    try {
      const store = createUploadsStore();
      const upload = new ZipUpload({ reportId: 'r1', file: zip(), store, transport: storage(500), connectivity: online });

      const outcome = upload.run('hudl').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);

      expect(await outcome).toMatchObject({ message: 'Upload failed with status 500' });
      expect(store.getState().entries[upload.entryId]).toMatchObject({ status: 'failed', error: 'Upload failed with status 500' });
      expect(callApi).not.toHaveBeenCalledWith(uploadRoutes.hudlLegacyUpload, expect.anything());
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's words when the organisation's storage quota refuses the upload, sending nothing", async () => {
    const quota =
      'This upload needs 1.2 GB but your organisation has 300 MB of its 100 GB left: 99.7 GB is stored. ' +
      'Delete film you no longer need on the Storage page, or upload a smaller file.';
    callApi.mockRejectedValue(new ApiError({ status: 413, code: 'HTTP_ERROR', message: quota }));
    const store = createUploadsStore();
    const transport = storage();
    const upload = new ZipUpload({ reportId: 'r1', file: zip(), store, transport, connectivity: online });

    const outcome = await upload.run('hudl').catch((error: unknown) => error);

    expect(uploadFailureMessage(outcome)).toBe(quota);
    expect(store.getState().entries[upload.entryId]).toMatchObject({ status: 'failed', error: quota });
    // Refused in words, not retried as a passing failure, and no byte sent.
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(transport.requests).toHaveLength(0);
  });

  it('starts processing again after it failed to start, without sending the film again', async () => {
    callApi
      .mockImplementationOnce(async (route: RouteDefinition) => answer(route))
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'HTTP_ERROR', message: 'Service unavailable' }));
    const transport = storage();
    const upload = new ZipUpload({ reportId: 'r1', file: zip(), store: createUploadsStore(), transport, connectivity: online });

    await expect(upload.run('hudl')).rejects.toMatchObject({ message: 'Service unavailable' });
    const record = await upload.run('videos-only');

    expect(transport.requests).toHaveLength(1);
    expect(callApi).toHaveBeenLastCalledWith(uploadRoutes.processVideosOnly, expect.anything());
    expect(record.reportId).toBe('r1');
  });

  it("words a failure for people: the server's message, or the required network error text", () => {
    expect(uploadFailureMessage(new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'The file is empty' }))).toBe('The file is empty');
    expect(uploadFailureMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }))).toBe(
      'Upload failed due to network error',
    );
    expect(processingStartFailureMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }))).toBe(
      'The film was uploaded, but processing could not start: Network error. Please check your connection. Retry starts it without sending the film again.',
    );
    expect(
      processingStartFailureMessage(new ApiError({ status: 409, code: 'HTTP_ERROR', message: 'This report is already processing' })),
    ).toBe(
      'The film was uploaded, but processing could not start: This report is already processing. Retry starts it without sending the film again.',
    );
  });
});
