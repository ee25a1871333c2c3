import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const LAYOUT_STORAGE_KEY = 'scout.layout';

interface LayoutState {
  /** Desktop drawer open; remembered across visits. */
  drawerOpen: boolean;
  /** Mobile (temporary) drawer; not remembered. */
  mobileDrawerOpen: boolean;
  toggleDrawer(): void;
  setMobileDrawerOpen(open: boolean): void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      drawerOpen: true,
      mobileDrawerOpen: false,
      toggleDrawer: () => set((state) => ({ drawerOpen: !state.drawerOpen })),
      setMobileDrawerOpen: (open) => set({ mobileDrawerOpen: open }),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ drawerOpen: state.drawerOpen }),
    },
  ),
);
