/** What a link opens: one report, or one group of linked reports. */
export type ShareTarget = { scope: 'report'; reportId: string } | { scope: 'group'; groupId: string };

/** The id of what a link opens (its report's or its group's). */
export const targetIdOf = (target: ShareTarget): string => (target.scope === 'report' ? target.reportId : target.groupId);

/** A share link as stored: the hash of its token, never the token. */
export type ShareLinkRecord = ShareTarget & {
  tokenHash: string;
  /** A short id for the owner's list and for revoking (the first characters of the hash: no secret). */
  shareId: string;
  organizationId: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  linkExpiresAt: string;
  revokedAt?: string | null;
  views: number;
  lastViewedAt?: string | null;
};

export interface ShareLinkStore {
  create(record: ShareLinkRecord): Promise<void>;
  getByTokenHash(tokenHash: string): Promise<ShareLinkRecord | null>;
  /** The links to one report or one group, newest first. */
  listByTarget(target: ShareTarget): Promise<ShareLinkRecord[]>;
  revoke(tokenHash: string, at: string): Promise<ShareLinkRecord>;
  /** Counts one view (atomic). */
  recordView(tokenHash: string, at: string): Promise<void>;
}
