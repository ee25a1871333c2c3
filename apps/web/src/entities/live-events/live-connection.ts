import { LIVE_EVENTS_PROTOCOL, parseServerMessage, type ServerEvent } from '@scout/shared/events';
import type { StoreApi } from 'zustand/vanilla';
import type { LiveEventsState } from './live-events-store';
import { reconnectDelay } from './reconnect-delay';

/** A ping keeps the connection from idling out (API Gateway closes idle connections after 10 minutes). */
export const PING_INTERVAL_MS = 60_000;
/** Events older than this are pruned from the store's list, every few minutes. */
export const LIVE_EVENT_MAX_AGE_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 5 * 60_000;

export interface LiveConnectionOptions {
  /** The WebSocket endpoint (VITE_WS_URL). */
  url: string;
  /** The session's token, offered as the second subprotocol; without one nothing connects. */
  getToken(): string | null;
  store: StoreApi<LiveEventsState>;
  onEvent(event: ServerEvent): void;
  /**
   * The connection was lost, or opened again after a loss: events may have been missed in between, so what
   * is shown is read afresh (and polling takes over while there is no connection).
   */
  onGap(): void;
  createSocket?(url: string, protocols: string[]): WebSocket;
  random?(): number;
}

export interface LiveConnection {
  stop(): void;
}

/**
 * Keeps one live-events connection open while it runs: connects, pings, and after a loss reconnects with
 * backoff and jitter (at once when the browser comes back online). The store follows every step.
 */
export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { store } = options;
  const createSocket = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  let socket: WebSocket | null = null;
  let stopped = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingCount = 0;
  /** Whether a connection was open before: only a reconnection can have missed events. */
  let connectedBefore = false;
  const pruneTimer = setInterval(() => store.getState().pruneEvents(LIVE_EVENT_MAX_AGE_MS), PRUNE_EVERY_MS);

  function connect() {
    retryTimer = undefined;
    const token = options.getToken();
    if (stopped || !token) return;
    store.getState().setConnectionState(store.getState().reconnectAttempts > 0 ? 'reconnecting' : 'connecting');
    const current = createSocket(options.url, [LIVE_EVENTS_PROTOCOL, token]);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      store.getState().setConnectionState('connected');
      pingTimer = setInterval(() => {
        pingCount += 1;
        if (current.readyState === current.OPEN) current.send(JSON.stringify({ type: 'ping', id: `ping-${pingCount}` }));
      }, PING_INTERVAL_MS);
      if (connectedBefore) options.onGap();
      connectedBefore = true;
    };
    current.onmessage = (message: MessageEvent) => {
      if (socket !== current || typeof message.data !== 'string') return;
      const parsed = parseServerMessage(message.data);
      if (!parsed || parsed.type === 'pong') return;
      store.getState().addEvent(parsed);
      options.onEvent(parsed);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      clearInterval(pingTimer);
      const wasConnected = store.getState().connectionState === 'connected';
      store.getState().setConnectionState('disconnected');
      if (wasConnected) options.onGap();
      if (!stopped) scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (retryTimer !== undefined) return;
    const attempt = store.getState().countReconnectAttempt();
    retryTimer = setTimeout(connect, reconnectDelay(attempt, options.random));
  }

  const reconnectNow = () => {
    if (stopped || socket) return;
    clearTimeout(retryTimer);
    connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);

  connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      clearInterval(pruneTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', reconnectNow);
      const open = socket;
      socket = null;
      open?.close(1000);
      store.getState().setConnectionState('disconnected');
    },
  };
}
