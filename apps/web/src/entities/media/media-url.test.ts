import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardMediaRoutes } from '@scout/shared/api';
import { directMediaUrl, NO_PRESIGNED_URL, resolveMediaUrl } from './media-url';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ callApi }));
const env = vi.hoisted(() => ({ mediaUrl: null as string | null }));
vi.mock('../../config/env', () => ({ env }));

describe('resolveMediaUrl', () => {
  beforeEach(() => {
    callApi.mockReset();
    env.mediaUrl = null;
  });

  it('asks POST /media/presigned-url first, with the report', async () => {
    callApi.mockResolvedValueOnce({ presignedUrl: 'https://s3.test/a?sig', expiresIn: 900 });

    expect(await resolveMediaUrl('orgs/a.png', 'r1')).toBe('https://s3.test/a?sig');
    expect(callApi).toHaveBeenCalledWith(cardMediaRoutes.presignMediaUrl, {
      body: { s3Key: 'orgs/a.png', reportId: 'r1', action: 'get_object' },
    });
  });

  it('falls back to POST /get-presigned-url when the first fails or answers no URL', async () => {
    callApi.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ presignedUrl: 'https://s3.test/b' });
    expect(await resolveMediaUrl('k')).toBe('https://s3.test/b');
    expect(callApi).toHaveBeenLastCalledWith(cardMediaRoutes.getPresignedUrl, { body: { s3Key: 'k', action: 'read' } });

    callApi.mockReset().mockResolvedValueOnce({ presignedUrl: '' }).mockResolvedValueOnce({ presignedUrl: 'https://s3.test/c' });
    expect(await resolveMediaUrl('k')).toBe('https://s3.test/c');
  });

  it('builds the direct storage URL when both fail, if the build names the media storage', async () => {
    callApi.mockResolvedValue({ presignedUrl: null });
    await expect(resolveMediaUrl('k')).rejects.toThrow(NO_PRESIGNED_URL);

    env.mediaUrl = 'https://media.example.com';
    expect(await resolveMediaUrl('organizations/o 1/a.png')).toBe('https://media.example.com/organizations/o%201/a.png');
  });
});

describe('directMediaUrl', () => {
  it('is null without a media base URL', () => {
    expect(directMediaUrl('k', null)).toBeNull();
  });
});
