import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../features/auth/session-store';
import { createMemoryStorage } from '../lib/browser-storage';
import { coachSessionUser } from '../features/auth/coach-session-user.fixture';
import { coachClaims, makeToken, NOW_MS } from '../testing/make-token';
import { bindServerDataToSession } from './session-wiring';

const coach = coachSessionUser;

function signedInCoach() {
  const store = createSessionStore({ storage: createMemoryStorage(), now: () => NOW_MS });
  store.getState().loginSuccess(makeToken(coachClaims), coach);
  const queryClient = new QueryClient();
  bindServerDataToSession(queryClient, store);
  queryClient.setQueryData(['reports', 'list'], [{ id: 'report-eagles-1' }]);
  return { store, queryClient };
}

describe('server data follows the session', () => {
  it("empties the cache when the coach logs out, so the next person never sees the coach's reports", () => {
    // prepare
    const { store, queryClient } = signedInCoach();

    // act
    store.getState().logout('user');

    // assess
    expect(queryClient.getQueryData(['reports', 'list'])).toBeUndefined();
  });

  it('empties the cache when the API ends the session (expired token)', () => {
    const { store, queryClient } = signedInCoach();

    store.getState().logout('expired');

    expect(queryClient.getQueryData(['reports', 'list'])).toBeUndefined();
  });

  it('keeps the cache while the session goes on (changes that keep the token)', () => {
    const { store, queryClient } = signedInCoach();

    store.setState({ error: null });

    expect(queryClient.getQueryData(['reports', 'list'])).toEqual([{ id: 'report-eagles-1' }]);
  });
});
