import type { MfaStatus } from '@scout/shared/api';
import type { AuditTarget, LoginResponse, MfaChallengeResponse } from '@scout/shared/domain';
import { can, userPrincipal } from '@scout/shared/permissions';
import { ANONYMOUS, auditActor } from '../audit/audit-trail';
import type { Caller } from '../core/caller';
import { NotFoundError, UnauthorizedError, ValidationError } from '../core/errors';
import type { Semaphore } from '../core/semaphore';
import { assertNotLocked, attemptKeys, recordFailure, type LoginLimits } from './login-limits';
import type { MfaChallenges } from './mfa-challenge';
import type { MfaStore } from './ports';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { TokenService } from './token-service';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import type { AttemptKey, AuditTrail, LoginAttemptStore, PasswordHasher, UserDirectory, UserRecord } from '../ports';

export const MFA_ALREADY_ON = 'Two-step sign-in is already on. Turn it off first to set it up again.';
export const MFA_NOT_STARTED = 'Start setting up two-step sign-in first.';
export const MFA_NOT_ON = 'Two-step sign-in is not on.';
export const MFA_WRONG_CODE = 'That code is not right. Enter the newest code from your authenticator app.';
export const MFA_WRONG_SIGN_IN_CODE = 'That code is not right. Enter the newest code from your authenticator app, or a recovery code.';
export const MFA_WRONG_CODE_OR_PASSWORD = 'That code or password is not right.';
export const MFA_REQUIRED_CANNOT_DISABLE = 'Administrators must keep two-step sign-in on for this stage.';

/** Whether a stage requires a second factor of its administrators (MFA_REQUIRED_FOR_ADMINS). */
export interface MfaPolicy {
  requiredForAdministrators: boolean;
}

/** Does the policy require this user to have a second factor? */
export function mfaRequiredFor(policy: MfaPolicy, user: Pick<UserRecord, 'id' | 'organizationId' | 'role'>): boolean {
  const principal = userPrincipal({ userId: user.id, organizationId: user.organizationId, role: user.role });
  return policy.requiredForAdministrators && can(principal, 'administrator:access');
}

/** The answer that asks for the code, when the account has two-step sign-in on; null to go on to the session. */
export async function mfaChallengeFor(challenges: MfaChallenges, user: UserRecord): Promise<MfaChallengeResponse | null> {
  if (!user.mfa) return null;
  return { mfaRequired: true, challenge: await challenges.issue({ userId: user.id, tokenVersion: user.tokenVersion ?? 0 }) };
}

export interface SecondFactorDeps {
  mfa: MfaStore;
  now?: () => Date;
}

/** A TOTP code (its step used once) or an unused recovery code (then used up). */
export async function verifySecondFactor(deps: SecondFactorDeps, user: UserRecord, code: string): Promise<'totp' | 'recovery' | null> {
  if (!user.mfa) return null;
  const typed = code.replace(/\s/g, '');
  if (looksLikeRecoveryCode(typed)) return (await deps.mfa.useRecoveryCode(user.id, hashRecoveryCode(typed))) ? 'recovery' : null;
  const step = matchTotp(user.mfa.secret, typed, (deps.now ?? (() => new Date()))(), user.mfaLastStep);
  // The conditional write decides a race between two sign-ins with the same code: only one records the step.
  return step !== null && (await deps.mfa.useStep(user.id, step)) ? 'totp' : null;
}

export function userTarget(user: Pick<UserRecord, 'id' | 'username'>): AuditTarget {
  return { type: 'user', id: user.id, label: user.username };
}

export interface MfaDeps extends SecondFactorDeps {
  users: UserDirectory;
  passwords: PasswordHasher;
  hashSlots: Semaphore;
  tokens: TokenService;
  attempts: LoginAttemptStore;
  limits: LoginLimits;
  policy: MfaPolicy;
  audit: AuditTrail;
}

async function currentUser(deps: Pick<MfaDeps, 'users'>, caller: Caller): Promise<UserRecord> {
  const user = await deps.users.get(caller.userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export async function getMfaStatus(deps: Pick<MfaDeps, 'users' | 'policy'>, caller: Caller): Promise<MfaStatus> {
  const user = await currentUser(deps, caller);
  return {
    enabled: Boolean(user.mfa),
    enabledAt: user.mfa?.enabledAt ?? null,
    recoveryCodesLeft: user.mfa?.recoveryCodeHashes.length ?? 0,
    required: mfaRequiredFor(deps.policy, user),
  };
}

/** A new pending secret (replacing any earlier unconfirmed one) and the URL its QR code shows. */
export async function startMfaEnrollment(
  deps: Pick<MfaDeps, 'users' | 'mfa'>,
  caller: Caller,
): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await currentUser(deps, caller);
  if (user.mfa) throw new ValidationError(MFA_ALREADY_ON);
  const secret = newTotpSecret();
  await deps.mfa.setPendingSecret(user.id, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email || user.username) };
}

/**
 * Turns it on with a code of the pending secret: 10 recovery codes (only their hashes are kept) and a fresh
 * token without the 'enrollMfa' restriction the caller may have had.
 */
export async function confirmMfaEnrollment(
  deps: MfaDeps,
  caller: Caller,
  code: string,
): Promise<{ recoveryCodes: string[]; token: string }> {
  const user = await currentUser(deps, caller);
  if (user.mfa) throw new ValidationError(MFA_ALREADY_ON);
  if (!user.pendingMfaSecret) throw new ValidationError(MFA_NOT_STARTED);
  const at = (deps.now ?? (() => new Date()))();
  const step = matchTotp(user.pendingMfaSecret, code.replace(/\s/g, ''), at);
  if (step === null) {
    await deps.audit.record({
      kind: 'auth.mfa.failure',
      outcome: 'failure',
      actor: auditActor(caller),
      target: userTarget(user),
      sourceIp: caller.sourceIp,
      detail: { stage: 'enroll' },
    });
    throw new ValidationError(MFA_WRONG_CODE);
  }
  const recoveryCodes = newRecoveryCodes();
  const settings = { secret: user.pendingMfaSecret, enabledAt: at.toISOString(), recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) };
  if (!(await deps.mfa.enable(user.id, settings, user.pendingMfaSecret, step))) throw new ValidationError(MFA_NOT_STARTED);
  await deps.audit.record({
    kind: 'auth.mfa.enroll',
    outcome: 'success',
    actor: auditActor(caller),
    target: userTarget(user),
    sourceIp: caller.sourceIp,
    detail: {},
  });
  const token = await deps.tokens.issue({
    sub: user.id,
    name: user.name,
    email: user.email,
    accountId: user.organizationId,
    accountName: caller.accountName,
    role: user.role,
    showDemoData: user.isDemoAccount,
    tv: user.tokenVersion ?? 0,
  });
  return { recoveryCodes, token };
}

/**
 * Turns it off, given a current code, a recovery code or the password (each wrong one counts toward the
 * account's sign-in lock, so a stolen session cannot guess the password here). An administrator on a stage
 * that requires a second factor cannot.
 */
export async function disableMfa(
  deps: MfaDeps,
  caller: Caller,
  input: { code?: string; currentPassword?: string },
): Promise<{ enabled: false }> {
  const user = await currentUser(deps, caller);
  if (!user.mfa) throw new ValidationError(MFA_NOT_ON);
  if (mfaRequiredFor(deps.policy, user)) throw new ValidationError(MFA_REQUIRED_CANNOT_DISABLE);
  const now = deps.now ?? (() => new Date());
  const keys: AttemptKey[] = [{ kind: 'account', id: user.id }];
  await assertNotLocked(deps.attempts, keys, now());
  const proven = input.code
    ? (await verifySecondFactor(deps, user, input.code)) !== null
    : await deps.hashSlots.run(() => deps.passwords.verify(input.currentPassword ?? '', user.passwordHash));
  if (!proven) {
    await recordFailure(deps.attempts, deps.limits, keys, now());
    await deps.audit.record({
      kind: 'auth.mfa.failure',
      outcome: 'failure',
      actor: auditActor(caller),
      target: userTarget(user),
      sourceIp: caller.sourceIp,
      detail: { stage: 'disable' },
    });
    throw new ValidationError(MFA_WRONG_CODE_OR_PASSWORD);
  }
  await deps.mfa.disable(user.id);
  await deps.audit.record({
    kind: 'auth.mfa.disable',
    outcome: 'success',
    actor: auditActor(caller),
    target: userTarget(user),
    sourceIp: caller.sourceIp,
    detail: { provedWith: input.code ? 'code' : 'password' },
  });
  return { enabled: false };
}

export interface MfaLoginDeps extends SecondFactorDeps {
  directory: UserDirectory;
  challenges: MfaChallenges;
  attempts: LoginAttemptStore;
  limits: LoginLimits;
  audit: AuditTrail;
}

/**
 * The second step of a sign-in: the challenge from the password step and a code. A wrong code counts toward
 * the sign-in lock of the account and the source as a wrong password does; a right one leads to `issueSession`.
 */
export async function completeMfaLogin<T extends LoginResponse>(
  deps: MfaLoginDeps,
  input: { challenge: string; code: string },
  context: { sourceIp?: string },
  issueSession: (user: UserRecord) => Promise<T>,
): Promise<T> {
  const now = deps.now ?? (() => new Date());
  const claims = await deps.challenges.verify(input.challenge);
  const user = await deps.directory.get(claims.sub);
  if (!user || user.disabled || !user.mfa || (user.tokenVersion ?? 0) !== claims.tv)
    throw new UnauthorizedError('Your sign-in has expired. Please sign in again.');
  const keys = attemptKeys(user.id, context.sourceIp);
  await assertNotLocked(deps.attempts, keys, now());
  const method = await verifySecondFactor(deps, user, input.code);
  if (!method) {
    await recordFailure(deps.attempts, deps.limits, keys, now());
    await deps.audit.record({
      kind: 'auth.mfa.failure',
      outcome: 'failure',
      actor: ANONYMOUS,
      target: userTarget(user),
      sourceIp: context.sourceIp ?? null,
      detail: { stage: 'sign-in' },
    });
    throw new UnauthorizedError(MFA_WRONG_SIGN_IN_CODE);
  }
  return issueSession(user);
}
