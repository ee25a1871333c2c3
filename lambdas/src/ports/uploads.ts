/** Signs direct browser-to-S3 uploads; the browser never sends file bytes through the API. */
export interface UploadSigner {
  /**
   * A presigned PUT with the content length and type signed: S3 refuses any other length or type. The type is
   * the ZIP's unless given.
   */
  putUrl(bucket: string, key: string, contentLength: number, expiresInSeconds: number, contentType?: string): Promise<string>;
  createMultipart(bucket: string, key: string): Promise<string>;
  partUrl(
    bucket: string,
    key: string,
    uploadId: string,
    partNumber: number,
    contentLength: number,
    expiresInSeconds: number,
  ): Promise<string>;
  /** Completes and returns the stored object's size. */
  completeMultipart(bucket: string, key: string, uploadId: string, parts: readonly { partNumber: number; etag: string }[]): Promise<number>;
  abortMultipart(bucket: string, key: string, uploadId: string): Promise<void>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/** Bytes promised to uploads under way, so that together with what is stored they stay within the quota. */
export interface StorageReservations {
  /**
   * Reserves `bytes` for the upload `uploadKey` (replacing its earlier reservation) when the stored bytes, the
   * other unexpired reservations and `bytes` together fit `quotaBytes`; atomic against other reservations.
   */
  reserve(
    organizationId: string,
    uploadKey: string,
    bytes: number,
    terms: { quotaBytes: number; now: Date; expiresAt: Date },
  ): Promise<{ reserved: true } | { reserved: false; usedBytes: number; reservedBytes: number }>;
  /** Gives the upload's bytes back (aborted, refused, or turned into stored media by processing). */
  release(organizationId: string, uploadKey: string): Promise<void>;
}
