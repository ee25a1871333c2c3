import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Card } from '@scout/shared/domain';
import type { CardStatusChangedEvent, ServerEvent } from '@scout/shared/events';
import { cardKeys } from '../cards/card-keys';
import { reportKeys } from '../reports/report-keys';

/** Invalidations are gathered this long, so a burst of events (a film's clips) refetches each list once. */
export const INVALIDATION_GATHER_MS = 150;
/** How often events held back during a save look whether it has settled. */
export const SAVE_SETTLE_CHECK_MS = 50;

function isCard(data: unknown): data is Card {
  return typeof data === 'object' && data !== null && typeof (data as Card).id === 'string' && typeof (data as Card).version === 'number';
}

function isCardList(data: unknown): data is { cards: Card[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { cards?: unknown }).cards);
}

/** Whether every cached view of the report already holds this version (or a newer one): the change was this browser's own. */
function reportIsCurrent(queryClient: QueryClient, reportId: string, version: number): boolean {
  const entries = queryClient.getQueriesData<{ version?: unknown }>({ queryKey: reportKeys.records(reportId) });
  return entries.length > 0 && entries.every(([, data]) => typeof data?.version === 'number' && data.version >= version);
}

/**
 * Brings react-query's caches up to date from live events: what an event changed is refetched where it is
 * shown (the dashboard's lists, the report page, the breakdown grid, the processing banner's counts). A card
 * itself is never refetched for an event (its screen may hold unsaved edits): its status is written in place;
 * a report whose cached record already has the event's version (this browser's own change) is not read again.
 */
export function createLiveEventApplier(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Events that came while this browser's own saves were in flight, applied once they have settled. */
  const deferred: ServerEvent[] = [];
  let deferTimer: ReturnType<typeof setTimeout> | undefined;

  /** Refetches what was gathered; not while this browser saves (a read begun before a save could land after it). */
  function flushInvalidations() {
    timer = undefined;
    if (queryClient.isMutating() > 0) {
      timer = setTimeout(flushInvalidations, SAVE_SETTLE_CHECK_MS);
      return;
    }
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }

  /**
   * What shows a report's cards without editing them: the report page's cards and the dashboard's count. The
   * lists the card screens edit (the grid, the card form's neighbours) are never refetched for an event: a read
   * begun before a save there could land after it; they read afresh when opened.
   */
  function invalidateCardSummaries(reportId: string) {
    invalidate(cardKeys.thumbnails(reportId));
    invalidate(cardKeys.count(reportId));
  }

  function invalidate(key: QueryKey) {
    pending.set(JSON.stringify(key), key);
    timer ??= setTimeout(flushInvalidations, INVALIDATION_GATHER_MS);
  }

  /**
   * Writes a card's new status into each cached copy that is exactly one version behind (the status change is
   * then the only thing it lacks). A copy further behind is left to the screens that edit cards: a save from it
   * is refused as stale and they catch up (writing the status into it would make it look current).
   */
  function patchCard(event: CardStatusChangedEvent) {
    let behind = false;
    const patch = (card: Card): Card => {
      if (card.id !== event.cardId || card.version >= event.version) return card;
      if (card.version !== event.version - 1) {
        behind = true;
        return card;
      }
      return { ...card, status: event.status, clipStatus: event.clipStatus, version: event.version };
    };
    for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: cardKeys.ofReport(event.reportId) })) {
      if (isCardList(data)) {
        const cards = data.cards.map(patch);
        if (cards.some((card, i) => card !== data.cards[i])) queryClient.setQueryData(key, { ...data, cards });
      } else if (isCard(data) && patch(data) !== data) {
        queryClient.setQueryData(key, patch(data));
      }
    }
    if (behind) invalidateCardSummaries(event.reportId);
  }

  /**
   * Cards came or went: the report's card summaries are read again, unless each cached list already holds the
   * count the event names (this browser's own create or delete, already in its cache).
   */
  function invalidateCardsUnlessCounted(reportId: string, cardsCount: number | undefined) {
    const lists = queryClient.getQueriesData<unknown>({ queryKey: cardKeys.ofReport(reportId) }).filter(([, data]) => isCardList(data));
    const counted = cardsCount !== undefined && lists.every(([, data]) => isCardList(data) && data.cards.length === cardsCount);
    if (!counted || lists.length === 0) invalidateCardSummaries(reportId);
  }

  /**
   * While this browser is saving, its own change's event can come before the save's answer: the screens that
   * save keep their caches in step themselves, so events wait until no save is in flight (and a card's status
   * is then written only where the cache holds an older version).
   */
  function apply(event: ServerEvent): void {
    if (queryClient.isMutating() === 0 && deferred.length === 0) {
      applyNow(event);
      return;
    }
    deferred.push(event);
    deferTimer ??= setTimeout(flushDeferred, SAVE_SETTLE_CHECK_MS);
  }

  function flushDeferred() {
    deferTimer = undefined;
    if (queryClient.isMutating() > 0) {
      deferTimer = setTimeout(flushDeferred, SAVE_SETTLE_CHECK_MS);
      return;
    }
    for (const event of deferred.splice(0)) applyNow(event);
  }

  function applyNow(event: ServerEvent): void {
    switch (event.type) {
      case 'report.updated': {
        invalidate(reportKeys.lists());
        invalidate(reportKeys.allTimers());
        invalidate(reportKeys.paid());
        if (!reportIsCurrent(queryClient, event.reportId, event.version)) invalidate(reportKeys.records(event.reportId));
        if (event.changed.includes('cardsCount')) invalidateCardsUnlessCounted(event.reportId, event.cardsCount);
        return;
      }
      case 'report.deleted':
        queryClient.removeQueries({ queryKey: reportKeys.detail(event.reportId) });
        invalidate(reportKeys.lists());
        invalidate(reportKeys.allTimers());
        return;
      case 'card.status_changed':
        // The event carries the new status: the grid and the card show it at once, without a refetch.
        patchCard(event);
        invalidate(cardKeys.activity(event.cardId));
        return;
      case 'processing.progress':
        invalidateCardSummaries(event.reportId);
        if (event.phase === 'completed' || event.phase === 'failed') {
          invalidate(reportKeys.lists());
          invalidate(reportKeys.records(event.reportId));
        }
        return;
    }
  }

  /** After a gap (connected, or the connection lost): everything about reports is read afresh. */
  function catchUp(): void {
    invalidate(reportKeys.all);
  }

  function dispose(): void {
    clearTimeout(timer);
    clearTimeout(deferTimer);
    pending.clear();
    deferred.splice(0);
  }

  return { apply, catchUp, dispose };
}
