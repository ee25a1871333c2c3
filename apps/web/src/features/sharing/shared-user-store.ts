import { create } from 'zustand';

/**
 * The shared-user context (spec §3): whether the page is being viewed through a share link, and which report
 * it opens. Set by the shared report page while it is open.
 */
interface SharedUserState {
  isSharedUser: boolean;
  sharedReportId: string | null;
  enter(reportId: string): void;
  leave(): void;
}

export const useSharedUserStore = create<SharedUserState>((set) => ({
  isSharedUser: false,
  sharedReportId: null,
  enter: (reportId) => set({ isSharedUser: true, sharedReportId: reportId }),
  leave: () => set({ isSharedUser: false, sharedReportId: null }),
}));
