import { UnauthorizedError } from '../core/errors';
import type { TokenCheck, UserDirectory, UserRecord } from '../ports';

/** The 401 message for a token that verified but is no longer good: its user signed out, changed or is gone. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface TokenCheckOptions {
  /** How long a user's record is reused per instance: a change made elsewhere takes at most this long to bite. */
  cacheSeconds: number;
  now?: () => number;
}

const MAX_CACHED_USERS = 1000;

/**
 * Checks each verified token against its user's current record, so a signed-out, deleted, disabled or
 * demoted user's tokens stop working (within `cacheSeconds`, at once on the instance that made the change).
 * The record is cached per Lambda instance to keep this to about one read per user every few seconds.
 */
export function createTokenCheck(users: Pick<UserDirectory, 'get'>, options: TokenCheckOptions): TokenCheck {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { user: UserRecord | null; until: number }>();

  async function current(userId: string): Promise<UserRecord | null> {
    const cached = cache.get(userId);
    if (cached && cached.until > now()) return cached.user;
    const user = await users.get(userId);
    if (options.cacheSeconds > 0) {
      if (cache.size >= MAX_CACHED_USERS) {
        for (const [id, entry] of cache) if (entry.until <= now()) cache.delete(id);
        if (cache.size >= MAX_CACHED_USERS) cache.clear();
      }
      cache.set(userId, { user, until: now() + options.cacheSeconds * 1000 });
    }
    return user;
  }

  return {
    async assertCurrent(claims) {
      const user = await current(claims.sub);
      const stillGood =
        user !== null &&
        user.disabled !== true &&
        user.role === claims.role &&
        user.organizationId === claims.accountId &&
        (user.tokenVersion ?? 0) === claims.tv;
      if (!stillGood) throw new UnauthorizedError(SESSION_ENDED);
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}
