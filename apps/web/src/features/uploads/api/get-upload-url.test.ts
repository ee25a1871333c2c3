import { UPLOAD_URL_REPORT_REQUIRED } from '@scout/shared/domain';
import { uploadRoutes } from '@scout/shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUploadUrl } from './get-upload-url';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ callApi }));

describe('asking for an upload URL', () => {
  beforeEach(() => callApi.mockReset());

  it(`fails with '${UPLOAD_URL_REPORT_REQUIRED}' without a report, and sends nothing`, async () => {
    await expect(getUploadUrl('', { fileName: 'film.zip', fileSize: 10 })).rejects.toThrow(UPLOAD_URL_REPORT_REQUIRED);
    await expect(getUploadUrl('  ', { fileName: 'film.zip', fileSize: 10 })).rejects.toThrow(UPLOAD_URL_REPORT_REQUIRED);
    expect(callApi).not.toHaveBeenCalled();
  });

  it('names the report in the path and the body, with the file name, type and size', async () => {
    callApi.mockResolvedValue({ presignedUrl: 'https://s3.test/put', s3Key: 'uploads/r1/film.zip', expiresIn: 3600 });

    const result = await getUploadUrl('r1', { fileName: 'film.zip', fileSize: 10, mediaType: 'application/zip' });

    expect(callApi).toHaveBeenCalledWith(uploadRoutes.getUploadUrl, {
      params: { id: 'r1' },
      body: { reportId: 'r1', fileName: 'film.zip', mediaType: 'application/zip', fileSize: 10 },
      signal: undefined,
    });
    expect(result.presignedUrl).toBe('https://s3.test/put');
  });
});
