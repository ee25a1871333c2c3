import { create } from 'zustand';

/**
 * The shared-user context: whether the page is being viewed through a share link, and which report
 * it opens (for a group link: the group, and the game the viewer has picked, if any). Set by the shared page
 * while it is open.
 */
interface SharedUserState {
  isSharedUser: boolean;
  sharedReportId: string | null;
  sharedGroupId: string | null;
  enter(opened: { reportId: string | null; groupId: string | null }): void;
  leave(): void;
}

export const useSharedUserStore = create<SharedUserState>((set) => ({
  isSharedUser: false,
  sharedReportId: null,
  sharedGroupId: null,
  enter: ({ reportId, groupId }) => set({ isSharedUser: true, sharedReportId: reportId, sharedGroupId: groupId }),
  leave: () => set({ isSharedUser: false, sharedReportId: null, sharedGroupId: null }),
}));
