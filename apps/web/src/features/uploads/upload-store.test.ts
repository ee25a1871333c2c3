import { describe, expect, it } from 'vitest';
import { createUploadsStore } from './upload-store';

function store() {
  let now = 0;
  let next = 0;
  const uploads = createUploadsStore({ now: () => now, generateId: () => `u${++next}` });
  return { uploads, state: () => uploads.getState(), advance: (ms: number) => (now += ms) };
}

describe('upload entries', () => {
  it('starts uploading at 0 %, follows the bytes sent, and completes at 100 %', () => {
    const { state, advance } = store();

    const id = state().add({ fileName: 'Week 3.zip', fileSize: 1000 });
    expect(state().entries[id]).toMatchObject({
      id: 'u1',
      fileName: 'Week 3.zip',
      fileSize: 1000,
      progress: 0,
      status: 'uploading',
      error: null,
      uploadedBytes: 0,
    });

    advance(500);
    state().progress(id, 333);
    expect(state().entries[id]).toMatchObject({ progress: 33, uploadedBytes: 333 });

    state().complete(id);
    expect(state().entries[id]).toMatchObject({ status: 'completed', progress: 100, uploadedBytes: 1000 });
  });

  it('keeps the error of a failed upload, and can be removed or cleared', () => {
    const { state } = store();
    const first = state().add({ fileName: 'a.zip', fileSize: 10 });
    const second = state().add({ fileName: 'b.zip', fileSize: 10 });

    state().fail(first, 'Upload failed with status 500');
    expect(state().entries[first]).toMatchObject({ status: 'failed', error: 'Upload failed with status 500' });

    state().remove(first);
    expect(Object.keys(state().entries)).toEqual([second]);

    state().clearAll();
    expect(state().entries).toEqual({});
  });

  it('measures the speed over the last seconds once it has a second of samples', () => {
    const { state, advance } = store();
    const id = state().add({ fileName: 'film.zip', fileSize: 100_000_000 });

    state().progress(id, 0);
    advance(500);
    state().progress(id, 1_000_000);
    expect(state().entries[id]?.speedBytesPerSecond).toBeNull();

    advance(500);
    state().progress(id, 2_000_000);
    expect(state().entries[id]?.speedBytesPerSecond).toBe(2_000_000);

    // Samples older than five seconds drop out: the speed follows the connection.
    advance(5000);
    state().progress(id, 2_500_000);
    expect(state().entries[id]?.speedBytesPerSecond).toBe(100_000);
  });

  it('drops the speed while it waits for the network, and a restart clears the error', () => {
    const { state, advance } = store();
    const id = state().add({ fileName: 'film.zip', fileSize: 10_000 });
    state().progress(id, 0);
    advance(2000);
    state().progress(id, 4000);
    expect(state().entries[id]?.speedBytesPerSecond).toBe(2000);

    state().setWaitingForNetwork(id, true);
    expect(state().entries[id]).toMatchObject({ waitingForNetwork: true, speedBytesPerSecond: null });

    state().fail(id, 'Upload failed due to network error');
    state().restart(id);
    expect(state().entries[id]).toMatchObject({ status: 'uploading', error: null, uploadedBytes: 4000, progress: 40 });
  });
});
