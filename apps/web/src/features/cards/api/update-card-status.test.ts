import type { Card } from '@scout/shared/domain';
import { cardEditRoutes } from '@scout/shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { changeCardStatus } from './update-card-status';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ callApi }));

const card = { id: 'c1', status: 'review' } as Card;

describe('changing a card status', () => {
  beforeEach(() => callApi.mockReset());

  it('uses the dedicated status call', async () => {
    callApi.mockResolvedValueOnce(card);

    await expect(changeCardStatus('r1', 'c1', 'review', 3)).resolves.toBe(card);

    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(cardEditRoutes.updateCardStatus, {
      params: { cid: 'c1' },
      body: { status: 'review', reportId: 'r1', version: 3 },
    });
  });

  it('falls back to the general card update when the status call fails', async () => {
    callApi.mockRejectedValueOnce(new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'Not Found' })).mockResolvedValueOnce(card);

    await expect(changeCardStatus('r1', 'c1', 'review', 3)).resolves.toBe(card);

    expect(callApi).toHaveBeenLastCalledWith(cardEditRoutes.updateCard, {
      params: { cid: 'c1' },
      body: { status: 'review', reportId: 'r1', version: 3 },
    });
  });

  it("reports the fallback's failure when both fail", async () => {
    const conflict = new ApiError({ status: 409, code: 'HTTP_ERROR', message: 'The card changed since you loaded it.' });
    callApi.mockRejectedValueOnce(new ApiError({ status: 500, code: 'HTTP_ERROR', message: 'boom' })).mockRejectedValueOnce(conflict);

    await expect(changeCardStatus('r1', 'c1', 'review', 3)).rejects.toBe(conflict);
  });
});
