import type { ProcessingRecord } from '@scout/shared/domain';
import { z } from 'zod';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../../lib/browser-storage';

/** Where the processing-in-progress record lives in local storage. */
export const PROCESSING_STORAGE_KEY = 'scout.processing';

const recordSchema = z.object({
  reportId: z.string().min(1),
  message: z.string(),
  startTime: z.number().finite(),
});

/** A processing record from anywhere (storage, router state), or null if it is not one. */
export function parseProcessingRecord(value: unknown): ProcessingRecord | null {
  const parsed = recordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readProcessingRecord(storage: KeyValueStorage): ProcessingRecord | null {
  const text = storage.getItem(PROCESSING_STORAGE_KEY);
  if (!text) return null;
  try {
    const record = parseProcessingRecord(JSON.parse(text));
    if (record) return record;
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(PROCESSING_STORAGE_KEY);
  return null;
}

export function isSameRecord(a: ProcessingRecord | null, b: ProcessingRecord | null): boolean {
  return a?.reportId === b?.reportId && a?.startTime === b?.startTime;
}

export interface ProcessingState {
  /** The upload whose processing the dashboard follows; null when there is none. */
  record: ProcessingRecord | null;
  save(record: ProcessingRecord): void;
  /** Dismissed, or finished. */
  clear(): void;
}

export function createProcessingStore(storage: KeyValueStorage): StoreApi<ProcessingState> {
  return createStore<ProcessingState>()((set) => ({
    record: readProcessingRecord(storage),
    save: (record) => {
      storage.setItem(PROCESSING_STORAGE_KEY, JSON.stringify(record));
      set({ record });
    },
    clear: () => {
      storage.removeItem(PROCESSING_STORAGE_KEY);
      set({ record: null });
    },
  }));
}

export const processingStore = createProcessingStore(browserStorage());

export function useProcessingRecord(): ProcessingRecord | null {
  return useStore(processingStore, (state) => state.record);
}
