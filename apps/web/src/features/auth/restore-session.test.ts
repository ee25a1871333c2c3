import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/browser-storage';
import { coachClaims, makeToken, NOW_MS, NOW_SECONDS } from '../../testing/make-token';
import { coachSessionUser } from './coach-session-user.fixture';
import { restoreSession, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './restore-session';
import { createSessionStore } from './session-store';
import type { SessionUser } from './session-user';

const user: SessionUser = { ...coachSessionUser, menus: [{ title: 'Dashboard', path: '/dashboard' }] };

function storedSession(token: string, storedUser: unknown = user) {
  return createMemoryStorage({ [TOKEN_STORAGE_KEY]: token, [USER_STORAGE_KEY]: JSON.stringify(storedUser) });
}

describe('restoreSession', () => {
  it('restores the user as authenticated when the stored token is well formed and unexpired', () => {
    const token = makeToken(coachClaims);
    const storage = storedSession(token);

    const restored = restoreSession(storage, NOW_MS);

    expect(restored).toEqual({ status: 'authenticated', token, user, tokenChecked: true });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('accepts a token expiring this very second (expiry not yet past)', () => {
    const storage = storedSession(makeToken({ ...coachClaims, exp: NOW_SECONDS }));

    expect(restoreSession(storage, NOW_MS).status).toBe('authenticated');
  });

  it('clears the stored auth when the token has expired', () => {
    const storage = storedSession(makeToken({ ...coachClaims, exp: NOW_SECONDS - 1 }));

    expect(restoreSession(storage, NOW_MS)).toEqual({ status: 'loggedOut' });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('clears the stored auth when the token does not have three parts', () => {
    const storage = storedSession('only.two');

    expect(restoreSession(storage, NOW_MS)).toEqual({ status: 'loggedOut' });
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('clears the stored auth when the token has no expiry claim', () => {
    const { exp: _exp, ...withoutExpiry } = coachClaims;
    const storage = storedSession(makeToken(withoutExpiry));

    expect(restoreSession(storage, NOW_MS).status).toBe('loggedOut');
  });

  it('still restores the user when the check throws (an undecodable payload)', () => {
    const token = 'header.%%%not-base64%%%.signature';
    const storage = storedSession(token);

    const restored = restoreSession(storage, NOW_MS);

    expect(restored).toEqual({ status: 'authenticated', token, user, tokenChecked: false });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('stays logged out, touching nothing, when nothing is stored', () => {
    expect(restoreSession(createMemoryStorage(), NOW_MS)).toEqual({ status: 'loggedOut' });
  });

  it('clears a token stored without a user', () => {
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEY]: makeToken(coachClaims) });

    expect(restoreSession(storage, NOW_MS).status).toBe('loggedOut');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears a stored user that cannot be read', () => {
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEY]: makeToken(coachClaims), [USER_STORAGE_KEY]: '{not json' });

    expect(restoreSession(storage, NOW_MS).status).toBe('loggedOut');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('session store', () => {
  it('starts signed out, not loading, with no error', () => {
    const store = createSessionStore({ storage: createMemoryStorage(), now: () => NOW_MS });

    expect(store.getState()).toMatchObject({ status: 'loggedOut', token: null, user: null, isLoading: false, error: null });
  });

  it('starts authenticated from a valid stored session', () => {
    const token = makeToken(coachClaims);
    const store = createSessionStore({ storage: storedSession(token), now: () => NOW_MS });

    expect(store.getState()).toMatchObject({ status: 'authenticated', token, user });
  });

  it('login start sets loading and clears the previous error', () => {
    const store = createSessionStore({ storage: createMemoryStorage(), now: () => NOW_MS });
    store.getState().loginFailure('Invalid email or password');

    store.getState().loginStart();

    expect(store.getState()).toMatchObject({ status: 'loggingIn', isLoading: true, error: null });
  });

  it('login success stores the token and the user under separate keys', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage, now: () => NOW_MS });
    const token = makeToken(coachClaims);

    store.getState().loginStart();
    store.getState().loginSuccess(token, user);

    expect(store.getState()).toMatchObject({ status: 'authenticated', token, user, isLoading: false, error: null });
    expect(storage.getItem('scout.token')).toBe(token);
    expect(JSON.parse(storage.getItem('scout.user') ?? 'null')).toEqual(user);
  });

  it('login failure clears the user and keeps the error', () => {
    const store = createSessionStore({ storage: createMemoryStorage(), now: () => NOW_MS });

    store.getState().loginStart();
    store.getState().loginFailure('Invalid email or password');

    expect(store.getState()).toMatchObject({
      status: 'error',
      user: null,
      token: null,
      isLoading: false,
      error: 'Invalid email or password',
    });
  });

  it('logout clears the user, the token and the stored session, remembering why', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore({ storage, now: () => NOW_MS });
    store.getState().loginSuccess(makeToken(coachClaims), user);

    store.getState().logout();

    expect(store.getState()).toMatchObject({ status: 'loggedOut', token: null, user: null, error: null, endedBy: 'user' });
    expect(storage.getItem('scout.token')).toBeNull();
    expect(storage.getItem('scout.user')).toBeNull();
  });

  it('logging out asks the server to revoke the token, and clears the session even when that fails', async () => {
    const revoked: string[] = [];
    const store = createSessionStore({
      storage: createMemoryStorage(),
      now: () => NOW_MS,
      revokeToken: async (token) => {
        revoked.push(token);
        throw new Error('Network error');
      },
    });
    const token = makeToken(coachClaims);
    store.getState().loginSuccess(token, user);

    store.getState().logout();
    await Promise.resolve();

    expect(revoked).toEqual([token]);
    expect(store.getState()).toMatchObject({ status: 'loggedOut', token: null, user: null });
  });

  it('does not call the server when the API already turned the token away', () => {
    const revoked: string[] = [];
    const store = createSessionStore({
      storage: createMemoryStorage(),
      now: () => NOW_MS,
      revokeToken: async (token) => revoked.push(token),
    });
    store.getState().loginSuccess(makeToken(coachClaims), user);

    store.getState().logout('expired');

    expect(revoked).toEqual([]);
  });
});
