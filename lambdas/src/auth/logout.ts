import { auditActor } from '../audit/audit-trail';
import type { AuditTrail } from '../audit/ports';
import type { Caller } from '../core/caller';
import type { UserDirectory } from './ports';
import type { TokenCheck } from './token-check';

/**
 * Signs the caller out everywhere: their token version goes up, so every token issued to them before
 * (this browser's and any other device's) is refused from now on. Scout's choice over a per-token denylist:
 * one counter on the user item, read by the same check that catches deleted and demoted users, and nothing
 * to store per token.
 */
export async function logout(
  deps: { users: Pick<UserDirectory, 'bumpTokenVersion'>; tokens: TokenCheck; audit: AuditTrail },
  caller: Caller,
) {
  await deps.users.bumpTokenVersion(caller.userId);
  deps.tokens.forget(caller.userId);
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
