import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ANIMATION_MS, createNotificationsStore, DEFAULT_NOTIFICATION_DURATION_MS, MAX_NOTIFICATIONS } from './notifications-store';

function storeWithSequentialIds() {
  let next = 0;
  return createNotificationsStore({ generateId: () => `n${++next}` });
}

describe('notifications store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notification with an id, the default severity and duration, and an ISO timestamp', () => {
    const store = storeWithSequentialIds();

    const id = store.getState().show({ message: 'Saved' });

    expect(id).toBe('n1');
    expect(store.getState().notifications).toEqual([
      {
        id: 'n1',
        message: 'Saved',
        severity: 'info',
        duration: 4000,
        action: undefined,
        timestamp: '2026-03-01T12:00:00.000Z',
        open: true,
      },
    ]);
  });

  it('appends, keeping only the latest five', () => {
    const store = storeWithSequentialIds();

    for (let i = 1; i <= 7; i++) store.getState().show({ message: `m${i}`, duration: 0 });

    expect(store.getState().notifications.map((n) => n.message)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    expect(store.getState().notifications).toHaveLength(MAX_NOTIFICATIONS);
  });

  it('closes by itself after its duration: fades, then is removed 300 ms later', () => {
    const store = storeWithSequentialIds();
    store.getState().show({ message: 'Saved' });

    vi.advanceTimersByTime(DEFAULT_NOTIFICATION_DURATION_MS);
    expect(store.getState().notifications[0]?.open).toBe(false);

    vi.advanceTimersByTime(CLOSE_ANIMATION_MS);
    expect(store.getState().notifications).toEqual([]);
  });

  it('keeps a notification with duration 0 until it is closed', () => {
    const store = storeWithSequentialIds();
    store.getState().show({ message: 'Sticky', duration: 0 });

    vi.advanceTimersByTime(10 * 60_000);

    expect(store.getState().notifications.map((n) => n.message)).toEqual(['Sticky']);
  });

  it('hides by id: the notification fades out and is removed after 300 ms', () => {
    const store = storeWithSequentialIds();
    const first = store.getState().show({ message: 'first', duration: 0 });
    store.getState().show({ message: 'second', duration: 0 });

    store.getState().hide(first);
    expect(store.getState().notifications.map((n) => [n.message, n.open])).toEqual([
      ['first', false],
      ['second', true],
    ]);

    vi.advanceTimersByTime(CLOSE_ANIMATION_MS - 1);
    expect(store.getState().notifications).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications.map((n) => n.message)).toEqual(['second']);
  });

  it('clears all, cancelling pending timers', () => {
    const store = storeWithSequentialIds();
    store.getState().show({ message: 'a' });
    store.getState().show({ message: 'b', severity: 'error' });

    store.getState().clearAll();
    vi.runAllTimers();

    expect(store.getState().notifications).toEqual([]);
  });

  it('clears those older than the given age, except permanent ones', () => {
    const store = storeWithSequentialIds();
    store.getState().show({ message: 'old', duration: 120_000 });
    store.getState().show({ message: 'old but permanent', duration: 0 });
    vi.setSystemTime(new Date('2026-03-01T12:01:30.000Z'));
    store.getState().show({ message: 'recent', duration: 120_000 });

    store.getState().clearOld(60_000);

    expect(store.getState().notifications.map((n) => n.message)).toEqual(['old but permanent', 'recent']);
  });

  it('keeps its action', () => {
    const store = storeWithSequentialIds();
    const handler = vi.fn();

    store.getState().show({ message: 'New version', action: { label: 'Refresh', handler } });
    store.getState().notifications[0]?.action?.handler();

    expect(handler).toHaveBeenCalledOnce();
  });
});
