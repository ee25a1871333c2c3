/** A share link as stored: the hash of its token, never the token. */
export interface ShareLinkRecord {
  tokenHash: string;
  /** A short id for the owner's list and for revoking (the first characters of the hash: no secret). */
  shareId: string;
  reportId: string;
  organizationId: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  linkExpiresAt: string;
  revokedAt?: string | null;
  views: number;
  lastViewedAt?: string | null;
}

export interface ShareLinkStore {
  create(record: ShareLinkRecord): Promise<void>;
  getByTokenHash(tokenHash: string): Promise<ShareLinkRecord | null>;
  /** Newest first. */
  listByReport(reportId: string): Promise<ShareLinkRecord[]>;
  revoke(tokenHash: string, at: string): Promise<ShareLinkRecord>;
  /** Counts one view (atomic). */
  recordView(tokenHash: string, at: string): Promise<void>;
}
