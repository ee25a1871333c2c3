import type { UploadEntry } from '@scout/shared/domain';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { randomId } from '../../lib/random-id';

/** How far back the upload speed looks: long enough to smooth bursts, short enough to follow a change. */
export const SPEED_WINDOW_MS = 5000;
/** Speed is shown once it has been measured for this long. */
const SPEED_MIN_SPAN_MS = 1000;

/** An upload entry with what the screen shows beside it. */
export interface UploadEntryState extends UploadEntry {
  /** Bytes a second over the last few seconds; null until measured. */
  speedBytesPerSecond: number | null;
  /** The connection dropped: the upload waits to continue. */
  waitingForNetwork: boolean;
  /** The bytes are all sent; the storage is putting the parts together. */
  finishing: boolean;
}

export interface UploadsState {
  /** Keyed by id, in the order they were added. */
  entries: Record<string, UploadEntryState>;
  /** Adds an entry in 'uploading'; returns its id. */
  add(input: { fileName: string; fileSize: number; id?: string }): string;
  progress(id: string, uploadedBytes: number): void;
  setWaitingForNetwork(id: string, waiting: boolean): void;
  setFinishing(id: string): void;
  /** Uploading again after a failure (a retry continues from the bytes already sent). */
  restart(id: string): void;
  complete(id: string): void;
  fail(id: string, error: string): void;
  remove(id: string): void;
  clearAll(): void;
}

export interface UploadsStoreOptions {
  now?: () => number;
  generateId?: () => string;
}

export function progressPercent(uploadedBytes: number, fileSize: number): number {
  if (fileSize <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((100 * uploadedBytes) / fileSize)));
}

export function createUploadsStore(options: UploadsStoreOptions = {}): StoreApi<UploadsState> {
  const now = options.now ?? Date.now;
  const generateId = options.generateId ?? (() => randomId());
  /** Progress samples of each upload within the speed window (outside the state: nothing renders them). */
  const samples = new Map<string, { at: number; bytes: number }[]>();

  function measure(id: string, bytes: number): number | null {
    const at = now();
    const kept = (samples.get(id) ?? []).filter((sample) => at - sample.at <= SPEED_WINDOW_MS);
    kept.push({ at, bytes });
    samples.set(id, kept);
    const first = kept[0];
    if (!first || at - first.at < SPEED_MIN_SPAN_MS) return null;
    return Math.max(0, ((bytes - first.bytes) * 1000) / (at - first.at));
  }

  return createStore<UploadsState>()((set, get) => {
    const update = (id: string, change: (entry: UploadEntryState) => Partial<UploadEntryState>) => {
      const entry = get().entries[id];
      if (!entry) return;
      set({ entries: { ...get().entries, [id]: { ...entry, ...change(entry) } } });
    };
    return {
      entries: {},
      add: ({ fileName, fileSize, id = generateId() }) => {
        samples.delete(id);
        const entry: UploadEntryState = {
          id,
          fileName,
          fileSize,
          progress: 0,
          status: 'uploading',
          error: null,
          uploadedBytes: 0,
          speedBytesPerSecond: null,
          waitingForNetwork: false,
          finishing: false,
        };
        set({ entries: { ...get().entries, [id]: entry } });
        return id;
      },
      progress: (id, uploadedBytes) =>
        update(id, (entry) => ({
          uploadedBytes,
          progress: progressPercent(uploadedBytes, entry.fileSize),
          speedBytesPerSecond: measure(id, uploadedBytes),
        })),
      setWaitingForNetwork: (id, waiting) =>
        update(id, () => {
          // A pause is not part of the speed.
          samples.delete(id);
          return { waitingForNetwork: waiting, speedBytesPerSecond: null };
        }),
      setFinishing: (id) => update(id, () => ({ finishing: true, waitingForNetwork: false, speedBytesPerSecond: null })),
      restart: (id) =>
        update(id, () => {
          samples.delete(id);
          return { status: 'uploading', error: null, waitingForNetwork: false, finishing: false, speedBytesPerSecond: null };
        }),
      complete: (id) => {
        samples.delete(id);
        update(id, (entry) => ({
          status: 'completed',
          progress: 100,
          uploadedBytes: entry.fileSize,
          error: null,
          speedBytesPerSecond: null,
          waitingForNetwork: false,
          finishing: false,
        }));
      },
      fail: (id, error) => {
        samples.delete(id);
        update(id, () => ({ status: 'failed', error, speedBytesPerSecond: null, waitingForNetwork: false, finishing: false }));
      },
      remove: (id) => {
        samples.delete(id);
        const { [id]: _removed, ...rest } = get().entries;
        set({ entries: rest });
      },
      clearAll: () => {
        samples.clear();
        set({ entries: {} });
      },
    };
  });
}

export const uploadsStore = createUploadsStore();

export function useUploads<T>(selector: (state: UploadsState) => T): T {
  return useStore(uploadsStore, selector);
}
