import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { randomId } from '../../lib/random-id';

/**
 * Notifications: the latest 5 are kept; each shows for 4 s unless given its own duration (0 = until closed);
 * a closed one fades out over 300 ms; every 30 s those older than a minute, except permanent ones, are swept.
 */
export const MAX_NOTIFICATIONS = 5;
export const DEFAULT_NOTIFICATION_DURATION_MS = 4000;
export const CLOSE_ANIMATION_MS = 300;
export const SWEEP_INTERVAL_MS = 30_000;
export const SWEEP_MAX_AGE_MS = 60_000;

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotificationAction {
  label: string;
  handler: () => void;
}

export interface Notification {
  id: string;
  message: string;
  severity: NotificationSeverity;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration: number;
  action?: NotificationAction;
  /** ISO time it was shown. */
  timestamp: string;
  /** False while it fades out, before removal. */
  open: boolean;
}

export interface ShowNotification {
  message: string;
  severity?: NotificationSeverity;
  duration?: number;
  action?: NotificationAction;
}

export interface NotificationsState {
  notifications: Notification[];
  /** Appends one, keeping the latest five; returns its id. */
  show(input: ShowNotification): string;
  /** Starts closing: fades out, then removes after 300 ms. */
  hide(id: string): void;
  remove(id: string): void;
  clearAll(): void;
  /** Removes those older than `maxAgeMs`, except permanent ones (duration 0). */
  clearOld(maxAgeMs: number): void;
}

export interface NotificationsStoreOptions {
  now?: () => Date;
  generateId?: () => string;
}

export function createNotificationsStore(options: NotificationsStoreOptions = {}): StoreApi<NotificationsState> {
  const now = options.now ?? (() => new Date());
  const generateId = options.generateId ?? (() => randomId());
  const timers = new Map<string, ReturnType<typeof setTimeout>[]>();

  const schedule = (id: string, delay: number, run: () => void) => {
    timers.set(id, [...(timers.get(id) ?? []), setTimeout(run, delay)]);
  };
  const forget = (ids: Iterable<string>) => {
    for (const id of ids) {
      timers.get(id)?.forEach(clearTimeout);
      timers.delete(id);
    }
  };

  return createStore<NotificationsState>()((set, get) => ({
    notifications: [],
    show: (input) => {
      const notification: Notification = {
        id: generateId(),
        message: input.message,
        severity: input.severity ?? 'info',
        duration: input.duration ?? DEFAULT_NOTIFICATION_DURATION_MS,
        action: input.action,
        timestamp: now().toISOString(),
        open: true,
      };
      const all = [...get().notifications, notification];
      const kept = all.slice(-MAX_NOTIFICATIONS);
      forget(all.slice(0, all.length - kept.length).map((n) => n.id));
      set({ notifications: kept });
      if (notification.duration > 0) schedule(notification.id, notification.duration, () => get().hide(notification.id));
      return notification.id;
    },
    hide: (id) => {
      const target = get().notifications.find((n) => n.id === id);
      if (!target || !target.open) return;
      set({ notifications: get().notifications.map((n) => (n.id === id ? { ...n, open: false } : n)) });
      schedule(id, CLOSE_ANIMATION_MS, () => get().remove(id));
    },
    remove: (id) => {
      forget([id]);
      set({ notifications: get().notifications.filter((n) => n.id !== id) });
    },
    clearAll: () => {
      forget([...timers.keys()]);
      set({ notifications: [] });
    },
    clearOld: (maxAgeMs) => {
      const cutoff = now().getTime() - maxAgeMs;
      const stale = get().notifications.filter((n) => n.duration !== 0 && Date.parse(n.timestamp) < cutoff);
      if (stale.length === 0) return;
      forget(stale.map((n) => n.id));
      const staleIds = new Set(stale.map((n) => n.id));
      set({ notifications: get().notifications.filter((n) => !staleIds.has(n.id)) });
    },
  }));
}

export const notificationsStore = createNotificationsStore();

export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector);
}

/** Shows a notification from anywhere (event handlers, the app's wiring). */
export function notify(input: ShowNotification): string {
  return notificationsStore.getState().show(input);
}
