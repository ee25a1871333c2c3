import { QueryClient } from '@tanstack/react-query';
import type { Card } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { cardKeys } from '../../../entities/cards/card-keys';
import { reportKeys } from '../../../entities/reports/report-keys';
import type { ReportCards } from '../../../entities/cards/list-report-cards';
import { latestVersion, refreshReportAfterCardChange, storeServerCard, type BreakdownEdit } from './card-cache-sync';
import { cardMutationScope } from './card-mutation-scope';
import { makeCard } from '../../../testing/make-card';

function card(overrides: Partial<Card> = {}): Card {
  return makeCard(1, { id: 'c1', reportId: 'r1', organizationId: 'o1', title: '', ...overrides });
}

/** An edit still waiting its turn in the report's queue. */
function queueEdit(queryClient: QueryClient, edit: BreakdownEdit): void {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    scope: cardMutationScope('r1'),
    mutationFn: () => new Promise<never>(() => undefined),
  });
  void mutation.execute(edit);
}

describe('keeping cached cards in step with the server', () => {
  it("stores the server's card with the edits still queued for it on top", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ReportCards>(cardKeys.list('r1'), { cards: [card({ breakdown: { down: 3, distance: 7 } })], totalCards: 1 });
    const settled: BreakdownEdit = { cardId: 'c1', patch: { down: 3 } };
    queueEdit(queryClient, { cardId: 'c1', patch: { distance: 7 } });
    queueEdit(queryClient, { cardId: 'other', patch: { hash: 'R' } });
    await Promise.resolve();

    storeServerCard(queryClient, card({ version: 2, breakdown: { down: 3 } }), settled);

    const stored = queryClient.getQueryData<ReportCards>(cardKeys.list('r1'))?.cards[0];
    expect(stored?.version).toBe(2);
    expect(stored?.breakdown).toEqual({ down: 3, distance: 7 });
  });

  it("keeps the detail's viewing URLs when the server's answer to a save has none", () => {
    const queryClient = new QueryClient();
    const video = { mediaId: 'm1', s3Key: 'media/r1/c1/clip.mp4', mediaType: 'video', url: 'https://s3.test/clip.mp4?sig=1' };
    queryClient.setQueryData(cardKeys.detail('r1', 'c1'), card({ media: [video] }));

    storeServerCard(queryClient, card({ version: 2, media: [{ ...video, url: null }] }));

    expect(queryClient.getQueryData<Card>(cardKeys.detail('r1', 'c1'))?.media).toEqual([video]);
  });

  it('sends the newest version either cached copy knows', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ReportCards>(cardKeys.list('r1'), { cards: [card({ version: 4 })], totalCards: 1 });
    queryClient.setQueryData(cardKeys.detail('r1', 'c1'), card({ version: 3 }));
    expect(latestVersion(queryClient, 'r1', 'c1')).toBe(4);
    expect(latestVersion(queryClient, 'r1', 'missing')).toBeUndefined();
  });

  it("marks what was counted from the report's cards as out of date, and leaves the edited copies alone", () => {
    const queryClient = new QueryClient();
    const keys = {
      list: reportKeys.list({ page: 1 }),
      record: reportKeys.record('r1', false),
      count: cardKeys.count('r1'),
      thumbnails: cardKeys.thumbnails('r1'),
      cards: cardKeys.list('r1'),
      detail: cardKeys.detail('r1', 'c1'),
      otherReport: reportKeys.record('r2', false),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});

    refreshReportAfterCardChange(queryClient, 'r1');

    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['list', 'record', 'count', 'thumbnails']);
  });
});
