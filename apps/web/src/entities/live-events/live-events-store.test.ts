import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@scout/shared/events';
import { createLiveEventsStore, MAX_LIVE_EVENTS } from './live-events-store';

const statusChanged = (cardId: string): ServerEvent => ({
  type: 'card.status_changed',
  reportId: 'r1',
  cardId,
  organizationId: 'org-eagles',
  status: 'review',
  clipStatus: null,
  version: 2,
  at: '2026-11-26T10:00:00.000Z',
});

function clock(start = '2026-11-26T10:00:00.000Z') {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('the websocket state', () => {
  it("starts 'disconnected', with no events, attempts or times", () => {
    expect(createLiveEventsStore().getState()).toMatchObject({
      connectionState: 'disconnected',
      lastEvent: null,
      events: [],
      reconnectAttempts: 0,
      lastConnectedAt: null,
      lastDisconnectedAt: null,
    });
  });

  it('records the connect time and resets the attempts on connecting; records the time of a disconnect', () => {
    // Prepare
    const time = clock();
    const store = createLiveEventsStore(time.now);
    store.getState().countReconnectAttempt();
    store.getState().countReconnectAttempt();
    store.getState().setConnectionState('reconnecting');

    // Act
    store.getState().setConnectionState('connected');
    time.advance(5000);
    store.getState().setConnectionState('disconnected');

    // Assess
    expect(store.getState()).toMatchObject({
      connectionState: 'disconnected',
      reconnectAttempts: 0,
      lastConnectedAt: '2026-11-26T10:00:00.000Z',
      lastDisconnectedAt: '2026-11-26T10:00:05.000Z',
    });
  });

  it('keeps events newest first, at most 100, with the type, the data and when each came', () => {
    // Prepare
    const time = clock();
    const store = createLiveEventsStore(time.now);

    // Act
    for (let i = 1; i <= MAX_LIVE_EVENTS + 5; i += 1) {
      store.getState().addEvent(statusChanged(`c${i}`));
      time.advance(1000);
    }

    // Assess
    const { events, lastEvent } = store.getState();
    expect(events).toHaveLength(100);
    expect(events[0]).toBe(lastEvent);
    expect(lastEvent).toEqual({ type: 'card.status_changed', data: statusChanged('c105'), timestamp: '2026-11-26T10:01:44.000Z' });
    expect(events.at(-1)?.data).toEqual(statusChanged('c6'));
  });

  it('prunes events older than an age', () => {
    // Prepare
    const time = clock();
    const store = createLiveEventsStore(time.now);
    store.getState().addEvent(statusChanged('old'));
    time.advance(60_000);
    store.getState().addEvent(statusChanged('new'));
    time.advance(10_000);

    // Act
    store.getState().pruneEvents(30_000);

    // Assess
    expect(store.getState().events.map((event) => (event.data as { cardId: string }).cardId)).toEqual(['new']);
    store.getState().pruneEvents(5_000);
    expect(store.getState()).toMatchObject({ events: [], lastEvent: null });
  });
});
