import { navEntriesFor, type LoginAnswerResponse, type LoginResponse, type Restriction } from '@scout/shared/domain';
import { can, userPrincipal } from '@scout/shared/permissions';
import { ANONYMOUS } from '../audit/audit-trail';
import { TooManyRequestsError, UnauthorizedError } from '../core/errors';
import type { Semaphore } from '../core/semaphore';
import { assertNotLocked, attemptKeys, pairKey, recordFailure, type LoginLimits } from './login-limits';
import { mfaChallengeFor, mfaRequiredFor, type MfaPolicy } from './mfa';
import type { MfaChallenges } from './mfa-challenge';
import type { TokenService } from './token-service';
import type { AuditTrail, LoginAttemptStore, OrganizationStore, PasswordHasher, UserRecord, UserStore } from '../ports';

export interface LoginDeps {
  users: UserStore;
  organizations: OrganizationStore;
  passwords: PasswordHasher;
  tokens: TokenService;
  attempts: LoginAttemptStore;
  limits: LoginLimits;
  /** Bounds how many password hashes run at once in this process. */
  hashSlots: Semaphore;
  audit: AuditTrail;
  /** Two-step sign-in: the challenge between the password and the code, and whether administrators need it. */
  mfaChallenges: MfaChallenges;
  mfaPolicy: MfaPolicy;
  now?: () => Date;
}

/** Where the attempt comes from: the source IP API Gateway saw (never a header the client sets). */
export interface LoginContext {
  sourceIp?: string;
}

/** The one message for an unknown user and a wrong password alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** A temporary password (set by staff) past its 72 hours. */
export const TEMPORARY_PASSWORD_EXPIRED = 'This temporary password has expired. Ask your administrator for a new one.';

async function findUser(users: UserStore, identifier: string): Promise<UserRecord | null> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) return (await users.findByEmail(value)) ?? users.findByUsername(value);
  return (await users.findByUsername(value)) ?? users.findByEmail(value);
}

/** Whether the user's password is a temporary one past its expiry. */
export function temporaryPasswordExpired(user: UserRecord, now: Date): boolean {
  return (
    user.mustChangePassword === true &&
    user.temporaryPasswordExpiresAt !== undefined &&
    Date.parse(user.temporaryPasswordExpiresAt) <= now.getTime()
  );
}

/**
 * What a session of this user is restricted to, if anything: changing a temporary password first, then setting
 * up the second factor their role requires.
 */
function restrictionOf(user: UserRecord, mfaPolicy: MfaPolicy | undefined): Restriction | undefined {
  if (user.mustChangePassword) return 'changePassword';
  if (mfaPolicy && !user.mfa && mfaRequiredFor(mfaPolicy, user)) return 'enrollMfa';
  return undefined;
}

/**
 * The session answer for a user whose sign-in is complete: a token (restricted while a temporary password is in
 * use, or while a required second factor is missing) and who they are. The one place a session is issued.
 */
export async function sessionAnswer(
  deps: Pick<LoginDeps, 'organizations' | 'tokens'> & { mfaPolicy?: MfaPolicy },
  user: UserRecord,
): Promise<LoginResponse> {
  const restriction = restrictionOf(user, deps.mfaPolicy);
  const organization = await deps.organizations.get(user.organizationId);
  const accountName = organization?.name ?? '';
  const principal = userPrincipal({ userId: user.id, organizationId: user.organizationId, role: user.role });
  const internal = can(principal, 'internal:access');
  const token = await deps.tokens.issue({
    sub: user.id,
    name: user.name,
    email: user.email,
    accountId: user.organizationId,
    accountName,
    role: user.role,
    showDemoData: user.isDemoAccount,
    tv: user.tokenVersion ?? 0,
    ...(restriction ? { restriction } : {}),
  });
  return {
    token,
    id: user.id,
    userName: user.username,
    name: user.name,
    email: user.email,
    organizationId: user.organizationId,
    accountName,
    role: user.role,
    isInternalUser: internal,
    isDemoAccount: user.isDemoAccount,
    userType: internal ? 'internal' : 'external',
    isPackagePaid: organization?.isPackagePaid ?? false,
    // The drawer's entries for this user; Dev Tools depend on the browser's host, which the web app adds.
    menus: navEntriesFor(principal, { isDevHost: false }).map(({ title, path }) => ({ title, path })),
    ...(restriction === 'changePassword' ? { mustChangePassword: true } : {}),
    ...(restriction === 'enrollMfa' ? { mustEnrollMfa: true } : {}),
  };
}

export async function login(
  deps: LoginDeps,
  input: { username: string; password: string },
  context: LoginContext = {},
): Promise<LoginAnswerResponse> {
  const now = deps.now ?? (() => new Date());
  const nameTyped = input.username.trim().toLowerCase();
  const user = await findUser(deps.users, input.username);
  const keys = attemptKeys(user ? user.id : `name:${nameTyped}`, context.sourceIp);
  const sourceIp = context.sourceIp ?? null;
  const target = user ? { type: 'user' as const, id: user.id, label: user.email } : null;
  const failed = (reason: string) =>
    deps.audit.record({
      kind: 'auth.login.failure',
      outcome: 'failure',
      actor: ANONYMOUS,
      target,
      sourceIp,
      detail: { nameTyped, reason },
    });

  try {
    // Before any hashing: a locked account or source costs one read, not a 128 MiB scrypt.
    await assertNotLocked(deps.attempts, keys, now());
    const valid = await deps.hashSlots.run(async () => {
      // Again once a slot is free: failures counted while this attempt waited may have locked it.
      await assertNotLocked(deps.attempts, keys, now());
      return user ? deps.passwords.verify(input.password, user.passwordHash) : deps.passwords.verifyAgainstNothing(input.password);
    });
    if (!user || !valid || user.disabled) {
      const locked = await recordFailure(deps.attempts, deps.limits, keys, now());
      await failed(!user ? 'unknownName' : !valid ? 'wrongPassword' : 'disabled');
      for (const key of locked) {
        await deps.audit.record({
          kind: 'auth.lockout',
          outcome: 'success',
          actor: ANONYMOUS,
          target,
          sourceIp,
          detail: { nameTyped, scope: key.kind },
        });
      }
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
  } catch (err) {
    if (err instanceof TooManyRequestsError) await failed('locked');
    throw err;
  }
  if (temporaryPasswordExpired(user, now())) {
    await failed('temporaryPasswordExpired');
    throw new UnauthorizedError(TEMPORARY_PASSWORD_EXPIRED);
  }
  // An account with two-step sign-in on gets a challenge, not a session: completeMfaLogin (mfa.ts) goes on.
  const challenge = await mfaChallengeFor(deps.mfaChallenges, user);
  if (challenge) return challenge;
  return issueSession(deps, user, context);
}

/** The session of a user whose password (and second factor, when on) were right; the sign-in is recorded. */
export async function issueSession(deps: LoginDeps, user: UserRecord, context: LoginContext): Promise<LoginResponse> {
  const now = deps.now ?? (() => new Date());
  await deps.attempts.reset(pairKey(user.id, context.sourceIp));
  await deps.users.recordSignIn(user.id, now().toISOString());
  await deps.audit.record({
    kind: 'auth.login.success',
    outcome: 'success',
    actor: { userId: user.id, name: user.name, role: user.role },
    target: { type: 'user', id: user.id, label: user.email },
    sourceIp: context.sourceIp ?? null,
    detail: { mustChangePassword: user.mustChangePassword === true, secondFactor: user.mfa !== undefined },
  });
  return sessionAnswer(deps, user);
}
