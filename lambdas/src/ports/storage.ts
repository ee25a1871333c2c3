import type { Media } from '@scout/shared/domain';

export interface StorageUse {
  bytes: number;
  objects: number;
}

/** Stored bytes and objects that came or went, with the report and the kind of medium they belong to. */
export interface StorageChange extends StorageUse {
  reportId: string;
  /** The medium's type (video, thumbnail, gif, image, 3d-app-video). */
  kind: string;
}

/** Per-organisation storage counters, in total, by report and by kind of medium (moved on every store and delete). */
export interface StorageUsage {
  add(organizationId: string, changes: readonly StorageChange[]): Promise<void>;
  get(organizationId: string): Promise<StorageUse>;
  /** The counters by report and by kind (those left at zero included). */
  breakdown(
    organizationId: string,
  ): Promise<{ byReport: (StorageUse & { reportId: string })[]; byKind: (StorageUse & { kind: string })[] }>;
}

/** A medium counts as ready when it says so or, made before media had a status, says nothing. */
export const isReady = (medium: Media) => medium.status == null || medium.status === 'ready';

/** What a ready medium takes from its organisation's storage. */
export function storageOf(medium: Media): StorageUse {
  if (!isReady(medium) || medium.sizeBytes == null) return { bytes: 0, objects: 0 };
  return { bytes: medium.sizeBytes, objects: medium.posterS3Key ? 2 : 1 };
}

/** A medium's storage as a counted change: stored (sign 1) or given back (sign -1). */
export function storageChangeOf(reportId: string, medium: Media, sign: 1 | -1 = 1): StorageChange {
  const used = storageOf(medium);
  return { reportId, kind: medium.mediaType, bytes: sign * used.bytes, objects: sign * used.objects };
}
