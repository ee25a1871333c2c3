import { describe, expect, it } from 'vitest';
import { noPageKeys, pageRequest, rememberNextKey, type PageKeys } from './use-page-keys';

/** The keys a coach holds after reading pages 1 to `last` one after another (page n answers key 'k{n+1}'). */
function readThrough(last: number): PageKeys {
  let state = noPageKeys('dashboard');
  for (let page = 1; page <= last; page += 1) state = rememberNextKey(state, page, `k${page + 1}`);
  return state;
}

describe('pageRequest', () => {
  it('asks for the first page with no key and no number', () => {
    expect(pageRequest(readThrough(3), 1)).toEqual({});
    expect(pageRequest(noPageKeys('dashboard'), 1)).toEqual({});
  });

  it('reads the next page and every page seen before by the key the page before it answered', () => {
    const state = readThrough(3);

    expect(pageRequest(state, 4)).toEqual({ lastKey: 'k4' });
    expect(pageRequest(state, 2)).toEqual({ lastKey: 'k2' });
  });

  it('walks to a page past the held keys from the nearest held page before it', () => {
    const state = readThrough(3);

    expect(pageRequest(state, 9)).toEqual({ lastKey: 'k4', page: 6 });
    expect(pageRequest(noPageKeys('dashboard'), 9)).toEqual({ page: 9 });
  });

  it('reads the page before a jumped-to page from the nearest key below it, not from the first page', () => {
    // Pages 1 and 2 read, then a jump to 9 (answering the key of 10): Previous asks for 8.
    const state = rememberNextKey(readThrough(2), 9, 'k10');

    expect(pageRequest(state, 8)).toEqual({ lastKey: 'k3', page: 6 });
    expect(pageRequest(state, 10)).toEqual({ lastKey: 'k10' });
  });
});

describe('rememberNextKey', () => {
  it('keeps the key a page answered as the next page’s, and the same state when it is already held', () => {
    const state = readThrough(2);

    expect(state.keys).toEqual(
      new Map([
        [2, 'k2'],
        [3, 'k3'],
      ]),
    );
    expect(rememberNextKey(state, 2, 'k3')).toBe(state);
  });

  it('replaces the next page’s key when a page answers another (the list moved under it)', () => {
    const state = rememberNextKey(readThrough(2), 1, 'k2-moved');

    expect(pageRequest(state, 2)).toEqual({ lastKey: 'k2-moved' });
  });

  it('drops the keys after a page that answers it is the last, since the list got shorter', () => {
    const state = rememberNextKey(readThrough(4), 2, null);

    expect([...state.keys.keys()]).toEqual([2]);
    expect(rememberNextKey(state, 2, null)).toBe(state);
    expect(pageRequest(state, 4)).toEqual({ lastKey: 'k2', page: 3 });
  });
});
