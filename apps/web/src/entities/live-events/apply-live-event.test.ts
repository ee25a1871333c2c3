import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardKeys } from '../cards/card-keys';
import { reportKeys } from '../reports/report-keys';
import { createLiveEventApplier, INVALIDATION_GATHER_MS, SAVE_SETTLE_CHECK_MS } from './apply-live-event';

const AT = '2026-11-26T10:00:00.000Z';

function cacheWith(entries: [readonly unknown[], unknown][]) {
  const queryClient = new QueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? null;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live events applied to the server-data cache', () => {
  it("a report's change marks the lists, its record unless the cache holds that version, its cards unless they are counted", () => {
    // Prepare
    const listKey = reportKeys.list({ page: 1 } as never);
    const queryClient = cacheWith([
      [listKey, { reports: [] }],
      [reportKeys.record('r1', false), { id: 'r1', version: 3 }],
      [reportKeys.record('r2', false), { id: 'r2', version: 3 }],
      [cardKeys.list('r1'), { cards: [] }],
      [cardKeys.list('r2'), { cards: [{ id: 'c1' }] }],
      [cardKeys.thumbnails('r2'), { cards: [{ id: 'c1' }] }],
      [cardKeys.list('r3'), { cards: [{ id: 'c1' }, { id: 'c2' }] }],
    ]);
    const applier = createLiveEventApplier(queryClient);
    const updated = { type: 'report.updated', organizationId: 'org-eagles', status: 'in_progress', at: AT } as const;

    // Act: r1 at the version this browser already has, r2 at a newer one with its card count
    applier.apply({ ...updated, reportId: 'r1', changed: ['status'], version: 3 });
    applier.apply({ ...updated, reportId: 'r2', changed: ['cardsCount', 'completionPercentage'], cardsCount: 2, version: 4 });
    // r3: a card this browser made, already in its list
    applier.apply({ ...updated, reportId: 'r3', changed: ['cardsCount', 'completionPercentage'], cardsCount: 2, version: 2 });
    vi.advanceTimersByTime(INVALIDATION_GATHER_MS);

    // Assess
    expect(isStale(queryClient, listKey)).toBe(true);
    expect(isStale(queryClient, reportKeys.record('r1', false))).toBe(false);
    expect(isStale(queryClient, cardKeys.list('r1'))).toBe(false);
    expect(isStale(queryClient, reportKeys.record('r2', false))).toBe(true);
    // r2's report page reads its cards again; the grid's list (where cards are edited) is never refetched by an event
    expect(isStale(queryClient, cardKeys.thumbnails('r2'))).toBe(true);
    expect(isStale(queryClient, cardKeys.list('r2'))).toBe(false);
    expect(isStale(queryClient, cardKeys.list('r3'))).toBe(false);
  });

  it("a card's status is written into copies one version behind; its activity is marked; a deleted report leaves the cache", () => {
    // Prepare
    const card = (id: string, version: number) => ({ id, reportId: 'r1', status: 'pending', clipStatus: null, version, title: id });
    const queryClient = cacheWith([
      [cardKeys.thumbnails('r1'), { cards: [card('c1', 4), card('c2', 1)], totalCards: 2 }],
      [cardKeys.detail('r1', 'c1'), card('c1', 4)],
      [cardKeys.list('r1'), { cards: [card('c1', 6)], totalCards: 1 }],
      [cardKeys.list('r4'), { cards: [{ ...card('c9', 2), reportId: 'r4' }], totalCards: 1 }],
      [cardKeys.thumbnails('r4'), { cards: [], totalCards: 1 }],
      [cardKeys.activity('c1'), []],
      [cardKeys.list('r9'), { cards: [] }],
      [reportKeys.record('r9', false), { id: 'r9', version: 1 }],
    ]);
    const applier = createLiveEventApplier(queryClient);

    // Act
    applier.apply({
      type: 'card.status_changed',
      reportId: 'r1',
      cardId: 'c1',
      organizationId: 'org-eagles',
      status: 'complete',
      clipStatus: null,
      version: 5,
      at: AT,
    });
    // c9 is two versions behind: something else changed it too
    applier.apply({
      type: 'card.status_changed',
      reportId: 'r4',
      cardId: 'c9',
      organizationId: 'org-eagles',
      status: 'review',
      clipStatus: null,
      version: 4,
      at: AT,
    });
    applier.apply({ type: 'report.deleted', reportId: 'r9', organizationId: 'org-eagles', at: AT });
    vi.advanceTimersByTime(INVALIDATION_GATHER_MS);

    // Assess: older copies take the status and version, a newer one (this browser's own later change) is kept
    expect(queryClient.getQueryData(cardKeys.thumbnails('r1'))).toEqual({
      cards: [{ ...card('c1', 5), status: 'complete' }, card('c2', 1)],
      totalCards: 2,
    });
    expect(queryClient.getQueryData(cardKeys.detail('r1', 'c1'))).toEqual({ ...card('c1', 5), status: 'complete' });
    expect(queryClient.getQueryData(cardKeys.list('r1'))).toEqual({ cards: [card('c1', 6)], totalCards: 1 });
    // a copy further behind is not made to look current: it stays, and the report page's cards are read again
    expect(queryClient.getQueryData(cardKeys.list('r4'))).toEqual({ cards: [{ ...card('c9', 2), reportId: 'r4' }], totalCards: 1 });
    expect(isStale(queryClient, cardKeys.list('r4'))).toBe(false);
    expect(isStale(queryClient, cardKeys.thumbnails('r4'))).toBe(true);
    expect(isStale(queryClient, cardKeys.activity('c1'))).toBe(true);
    expect(queryClient.getQueryData(reportKeys.record('r9', false))).toBeUndefined();
    expect(queryClient.getQueryData(cardKeys.list('r9'))).toBeUndefined();
  });

  it('a burst of events is gathered into one invalidation per key', () => {
    // Prepare
    const queryClient = cacheWith([[cardKeys.thumbnails('r1'), { cards: [] }]]);
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const applier = createLiveEventApplier(queryClient);

    // Act: forty clips done in a moment
    for (let done = 1; done <= 40; done += 1) {
      applier.apply({
        type: 'processing.progress',
        reportId: 'r1',
        organizationId: 'org-eagles',
        phase: 'processing',
        clipsDone: done,
        clipsFailed: 0,
        clipsTotal: 120,
        at: AT,
      });
    }
    vi.advanceTimersByTime(INVALIDATION_GATHER_MS);

    // Assess
    expect(spy.mock.calls).toEqual([[{ queryKey: cardKeys.thumbnails('r1') }], [{ queryKey: cardKeys.count('r1') }]]);
  });
});

describe('live events while this browser saves', () => {
  it("wait for the save to settle, and then leave the save's newer copy alone", async () => {
    // Prepare: a card the browser is saving (its own status change, version 5 → 6)
    const card = { id: 'c1', reportId: 'r1', status: 'pending', clipStatus: null, version: 5 };
    const queryClient = cacheWith([[cardKeys.list('r1'), { cards: [card], totalCards: 1 }]]);
    const applier = createLiveEventApplier(queryClient);
    let finishSave: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (finishSave = resolve));
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () => answered,
        onSuccess: () =>
          queryClient.setQueryData(cardKeys.list('r1'), { cards: [{ ...card, status: 'review', version: 6 }], totalCards: 1 }),
      })
      .execute(undefined);

    // Act: the save's own event comes before its answer
    applier.apply({
      type: 'card.status_changed',
      reportId: 'r1',
      cardId: 'c1',
      organizationId: 'org-eagles',
      status: 'review',
      clipStatus: null,
      version: 6,
      at: AT,
    });
    vi.advanceTimersByTime(SAVE_SETTLE_CHECK_MS * 3);

    // Assess: nothing written while saving
    expect(queryClient.getQueryData(cardKeys.list('r1'))).toEqual({ cards: [card], totalCards: 1 });

    // Act: the save answers
    finishSave();
    await vi.advanceTimersByTimeAsync(SAVE_SETTLE_CHECK_MS * 2);
    await saving;

    // Assess: the save's copy stands
    expect(queryClient.getQueryData(cardKeys.list('r1'))).toEqual({ cards: [{ ...card, status: 'review', version: 6 }], totalCards: 1 });
  });
});
