import { NEW_PASSWORD_SAME_AS_CURRENT } from '@scout/shared/domain';
import { ANONYMOUS, auditActor } from '../audit/audit-trail';
import type { Caller } from '../core/caller';
import { UnauthorizedError, ValidationError } from '../core/errors';
import type { Semaphore } from '../core/semaphore';
import { sessionAnswer } from './login';
import type { MfaPolicy } from './mfa';
import { assertNotLocked, attemptKeys, pairKey, recordFailure, type LoginLimits } from './login-limits';
import { passwordPolicyProblem } from './password-policy';
import { SESSION_ENDED } from './token-check';
import type { TokenService } from './token-service';
import type { AuditTrail, LiveSessions, LoginAttemptStore, OrganizationStore, PasswordHasher, PeopleStore, TokenCheck } from '../ports';

export interface ChangePasswordDeps {
  people: Pick<PeopleStore, 'get' | 'update'>;
  organizations: OrganizationStore;
  passwords: PasswordHasher;
  hashSlots: Semaphore;
  attempts: LoginAttemptStore;
  limits: LoginLimits;
  tokens: TokenService;
  tokenCheck: TokenCheck;
  /** Whether the new session must still set up a second factor (an administrator on a deployed stage). */
  mfaPolicy?: MfaPolicy;
  audit: AuditTrail;
  /** Closes the WebSocket connections opened with the ended sessions' tokens; never throws. */
  sessions: LiveSessions;
  now: () => Date;
}

/** A wrong current password: 400 in words (a 401 would end the session the person is using). */
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Changes the caller's own password. The current password is checked and its failures are counted like
 * sign-ins (the same locks), so a stolen session cannot be used to guess it. The new one must meet the
 * password rules. Success bumps the token version in the same write, ending every session of the user
 * (other devices, and the restricted token of a temporary password), clears the temporary-password flags,
 * and answers a fresh, unrestricted token.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
): Promise<{ token: string }> {
  const user = await deps.people.get(caller.userId);
  if (!user || user.disabled) throw new UnauthorizedError(SESSION_ENDED);
  const keys = attemptKeys(user.id, caller.sourceIp);
  const target = { type: 'user' as const, id: user.id, label: user.email };
  const record = (outcome: 'success' | 'failure', detail: Record<string, string>) =>
    deps.audit.record({ kind: 'auth.password.change', outcome, actor: auditActor(caller), target, sourceIp: caller.sourceIp, detail });

  await assertNotLocked(deps.attempts, keys, deps.now());
  const valid = await deps.hashSlots.run(async () => {
    await assertNotLocked(deps.attempts, keys, deps.now());
    return deps.passwords.verify(input.currentPassword, user.passwordHash);
  });
  if (!valid) {
    const locked = await recordFailure(deps.attempts, deps.limits, keys, deps.now());
    await record('failure', { reason: 'wrongCurrentPassword' });
    for (const key of locked) {
      await deps.audit.record({
        kind: 'auth.lockout',
        outcome: 'success',
        actor: ANONYMOUS,
        target,
        sourceIp: caller.sourceIp,
        detail: { scope: key.kind },
      });
    }
    throw new ValidationError(CURRENT_PASSWORD_WRONG);
  }
  const problem =
    input.newPassword === input.currentPassword ? NEW_PASSWORD_SAME_AS_CURRENT : passwordPolicyProblem(input.newPassword, user);
  if (problem) {
    await record('failure', { reason: 'passwordRules' });
    throw new ValidationError(problem);
  }

  const passwordHash = await deps.hashSlots.run(() => deps.passwords.hash(input.newPassword));
  const after = await deps.people.update(
    user.id,
    user.version ?? 0,
    { passwordHash, mustChangePassword: false, temporaryPasswordExpiresAt: null },
    { revokeTokens: true, at: deps.now().toISOString() },
  );
  deps.tokenCheck.forget(user.id);
  await deps.sessions.endLiveConnections(user.id);
  await deps.attempts.reset(pairKey(user.id, caller.sourceIp));
  await record('success', { wasTemporary: user.mustChangePassword === true ? 'yes' : 'no' });
  const { token } = await sessionAnswer(deps, after);
  return { token };
}
