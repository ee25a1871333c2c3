import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserStorage } from '../../lib/browser-storage';

export const UPDATES_STORAGE_KEY = 'scout.updates';

interface UpdatesState {
  /** Reload by itself (after a 15 s countdown) when a new build is found; off by default, remembered. */
  autoReload: boolean;
  /** The deployed hash the banner's 'Later' put off (this page's lifetime only). */
  dismissedHash: string | null;
  /** The deployed hash whose countdown 'Cancel' stopped. */
  cancelledHash: string | null;
  setAutoReload(on: boolean): void;
  dismiss(hash: string): void;
  cancelCountdown(hash: string): void;
  /** 'Check for Updates' asked again: a put-off banner shows again. */
  undismiss(): void;
}

export const useUpdatesStore = create<UpdatesState>()(
  persist(
    (set) => ({
      autoReload: false,
      dismissedHash: null,
      cancelledHash: null,
      setAutoReload: (on) => set({ autoReload: on, cancelledHash: null }),
      dismiss: (hash) => set({ dismissedHash: hash }),
      cancelCountdown: (hash) => set({ cancelledHash: hash }),
      undismiss: () => set({ dismissedHash: null }),
    }),
    {
      name: UPDATES_STORAGE_KEY,
      storage: createJSONStorage(browserStorage),
      partialize: (state) => ({ autoReload: state.autoReload }),
    },
  ),
);
