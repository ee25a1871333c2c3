import { auditActor } from '../audit/audit-trail';
import type { Caller } from '../core/caller';
import type { AuditTrail, LiveSessions, TokenCheck, UserDirectory } from '../ports';

/**
 * Signs the caller out everywhere: their token version goes up, so every token issued to them before
 * (this browser's and any other device's) is refused from now on. Scout's choice over a per-token denylist:
 * one counter on the user item, read by the same check that catches deleted and demoted users, and nothing
 * to store per token. Their open WebSocket connections are closed too (best effort).
 */
export async function logout(
  deps: { users: Pick<UserDirectory, 'bumpTokenVersion'>; tokens: TokenCheck; audit: AuditTrail; sessions: LiveSessions },
  caller: Caller,
) {
  await deps.users.bumpTokenVersion(caller.userId);
  deps.tokens.forget(caller.userId);
  await deps.sessions.endLiveConnections(caller.userId);
  await deps.audit.record({
    kind: 'auth.logout',
    outcome: 'success',
    actor: auditActor(caller),
    target: { type: 'user', id: caller.userId, label: caller.email },
    sourceIp: caller.sourceIp,
    detail: {},
  });
  return { loggedOut: true as const };
}
