import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/browser-storage';
import { createProcessingStore, PROCESSING_STORAGE_KEY } from './processing-store';

describe('the processing-in-progress record', () => {
  it("is kept in local storage under 'scout.processing' and read back on the next visit", () => {
    const storage = createMemoryStorage();
    const record = { reportId: 'r1', message: 'Processing queued', startTime: 1_700_000_000_000 };

    createProcessingStore(storage).getState().save(record);

    expect(JSON.parse(storage.getItem(PROCESSING_STORAGE_KEY) ?? 'null')).toEqual(record);
    expect(createProcessingStore(storage).getState().record).toEqual(record);
  });

  it('is removed when cleared, and a damaged one is dropped', () => {
    const storage = createMemoryStorage({ [PROCESSING_STORAGE_KEY]: '{"reportId":' });
    const store = createProcessingStore(storage);
    expect(store.getState().record).toBeNull();
    expect(storage.getItem(PROCESSING_STORAGE_KEY)).toBeNull();

    store.getState().save({ reportId: 'r1', message: 'm', startTime: 1 });
    store.getState().clear();
    expect(store.getState().record).toBeNull();
    expect(storage.getItem(PROCESSING_STORAGE_KEY)).toBeNull();
  });
});
