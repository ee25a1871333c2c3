import type { ServerEvent, ServerEventType } from '@scout/shared/events';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The websocket's state in the browser: the connection's state, starting
 * 'disconnected'; the latest event and the events received, newest first, at most 100 and prunable by age;
 * reconnect attempts (back to 0 on connecting); when it last connected and disconnected.
 */
export const MAX_LIVE_EVENTS = 100;

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** An event as the store keeps it: its type, what it carried, and when it was received (ISO). */
export interface LiveEvent {
  type: ServerEventType;
  data: ServerEvent;
  timestamp: string;
}

export interface LiveEventsState {
  connectionState: ConnectionState;
  lastEvent: LiveEvent | null;
  events: LiveEvent[];
  reconnectAttempts: number;
  lastConnectedAt: string | null;
  lastDisconnectedAt: string | null;
  setConnectionState(state: ConnectionState): void;
  addEvent(event: ServerEvent): LiveEvent;
  /** Drops the events received more than `maxAgeMs` ago. */
  pruneEvents(maxAgeMs: number): void;
  /** Counts one more attempt to reconnect; returns the count. */
  countReconnectAttempt(): number;
  /** Back to the starting state (sign-out). */
  reset(): void;
}

const initial = {
  connectionState: 'disconnected' as ConnectionState,
  lastEvent: null,
  events: [],
  reconnectAttempts: 0,
  lastConnectedAt: null,
  lastDisconnectedAt: null,
};

export function createLiveEventsStore(now: () => Date = () => new Date()): StoreApi<LiveEventsState> {
  return createStore<LiveEventsState>()((set, get) => ({
    ...initial,
    setConnectionState: (connectionState) => {
      if (connectionState === get().connectionState) return;
      if (connectionState === 'connected') {
        set({ connectionState, lastConnectedAt: now().toISOString(), reconnectAttempts: 0 });
      } else if (connectionState === 'disconnected') {
        set({ connectionState, lastDisconnectedAt: now().toISOString() });
      } else {
        set({ connectionState });
      }
    },
    addEvent: (data) => {
      const event: LiveEvent = { type: data.type, data, timestamp: now().toISOString() };
      set((state) => ({ lastEvent: event, events: [event, ...state.events].slice(0, MAX_LIVE_EVENTS) }));
      return event;
    },
    pruneEvents: (maxAgeMs) => {
      const cutoff = now().getTime() - maxAgeMs;
      const kept = get().events.filter((event) => Date.parse(event.timestamp) >= cutoff);
      if (kept.length !== get().events.length) set({ events: kept, lastEvent: kept[0] ?? null });
    },
    countReconnectAttempt: () => {
      set((state) => ({ reconnectAttempts: state.reconnectAttempts + 1 }));
      return get().reconnectAttempts;
    },
    reset: () => set({ ...initial }),
  }));
}

export const liveEventsStore = createLiveEventsStore();

export function useLiveEvents<T>(selector: (state: LiveEventsState) => T): T {
  return useStore(liveEventsStore, selector);
}

/**
 * Whether events arrive right now: the pages' polling (dashboard during processing, the processing check,
 * clips being made) stops while they do and is the fallback otherwise.
 */
export function isLive(): boolean {
  return liveEventsStore.getState().connectionState === 'connected';
}
