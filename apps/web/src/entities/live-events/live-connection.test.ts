import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@scout/shared/events';
import { startLiveConnection, PING_INTERVAL_MS } from './live-connection';
import { createLiveEventsStore } from './live-events-store';

/**
 * A stand-in for the browser's WebSocket (the connection's own logic is what is tested here; the real one is
 * driven in the browser tests against the local stack's server).
 */
class FakeSocket {
  static made: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close(code: number) {
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  serverDrops() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const event: ServerEvent = {
  type: 'report.updated',
  reportId: 'r1',
  organizationId: 'org-eagles',
  changed: ['status'],
  status: 'in_progress',
  version: 3,
  at: '2026-11-26T10:00:00.000Z',
};

function start(overrides: { token?: string | null } = {}) {
  const store = createLiveEventsStore();
  const onEvent = vi.fn();
  const onGap = vi.fn();
  const connection = startLiveConnection({
    url: 'ws://127.0.0.1:3002',
    getToken: () => (overrides.token === undefined ? 'token-1' : overrides.token),
    store,
    onEvent,
    onGap,
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    random: () => 1,
  });
  return { store, onEvent, onGap, connection };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

describe('the live-events connection', () => {
  it("offers Scout's protocol and the session's token, and is 'connected' once open", () => {
    // Act
    const { store, onGap } = start();

    // Assess
    expect(FakeSocket.made[0]?.protocols).toEqual(['scout-live-v1', 'token-1']);
    expect(store.getState().connectionState).toBe('connecting');
    FakeSocket.made[0]?.serverOpens();
    expect(store.getState().connectionState).toBe('connected');
    expect(onGap).not.toHaveBeenCalled();
  });

  it('does not connect without a token', () => {
    const { store } = start({ token: null });
    expect(FakeSocket.made).toHaveLength(0);
    expect(store.getState().connectionState).toBe('disconnected');
  });

  it('keeps events, passes them on, ignores pongs and frames that are not messages', () => {
    // Prepare
    const { store, onEvent } = start();
    const socket = FakeSocket.made[0];
    socket?.serverOpens();

    // Act
    socket?.serverSends(event);
    socket?.serverSends({ type: 'pong', id: 'ping-1', at: '2026-11-26T10:00:00.000Z' });
    socket?.serverSends({ type: 'report.exploded' });

    // Assess
    expect(onEvent.mock.calls).toEqual([[event]]);
    expect(store.getState().events.map((kept) => kept.data)).toEqual([event]);
  });

  it('pings while open', () => {
    const { connection } = start();
    FakeSocket.made[0]?.serverOpens();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(FakeSocket.made[0]?.sent.map((frame) => JSON.parse(frame))).toEqual([
      { type: 'ping', id: 'ping-1' },
      { type: 'ping', id: 'ping-2' },
    ]);
    connection.stop();
  });

  it('after a loss: disconnected, catches up, and reconnects with growing waits; attempts reset once connected', () => {
    // Prepare
    const { store, onGap } = start();
    FakeSocket.made[0]?.serverOpens();

    // Act: the connection drops, and the first retry fails too
    FakeSocket.made[0]?.serverDrops();

    // Assess
    expect(store.getState()).toMatchObject({ connectionState: 'disconnected', reconnectAttempts: 1 });
    expect(store.getState().lastDisconnectedAt).not.toBeNull();
    expect(onGap).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    expect(store.getState().connectionState).toBe('reconnecting');
    FakeSocket.made[1]?.serverDrops();
    expect(store.getState().reconnectAttempts).toBe(2);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.made[2]?.serverOpens();
    expect(store.getState()).toMatchObject({ connectionState: 'connected', reconnectAttempts: 0 });
    expect(onGap).toHaveBeenCalledTimes(2);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    // Prepare
    const { store, connection } = start();
    FakeSocket.made[0]?.serverOpens();

    // Act
    connection.stop();
    FakeSocket.made[0]?.serverDrops();
    vi.advanceTimersByTime(60_000);

    // Assess
    expect(FakeSocket.made[0]?.closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(store.getState().connectionState).toBe('disconnected');
  });
});
