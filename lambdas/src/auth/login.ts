import { navEntriesFor, type LoginAnswerResponse, type LoginResponse } from '@scout/shared/domain';
import { can, userPrincipal } from '@scout/shared/permissions';
import { UnauthorizedError } from '../core/errors';
import type { Semaphore } from '../core/semaphore';
import { assertNotLocked, recordFailure, type LoginLimits } from './login-limits';
import { mfaChallengeFor, mfaRequiredFor, type MfaPolicy } from './mfa';
import type { MfaChallenges } from './mfa-challenge';
import type { AttemptKey, LoginAttemptStore, OrganizationStore, PasswordHasher, UserRecord, UserStore } from './ports';
import type { TokenService } from './token-service';

export interface LoginDeps {
  users: UserStore;
  organizations: OrganizationStore;
  passwords: PasswordHasher;
  tokens: TokenService;
  attempts: LoginAttemptStore;
  limits: LoginLimits;
  /** Bounds how many password hashes run at once in this process. */
  hashSlots: Semaphore;
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

async function findUser(users: UserStore, identifier: string): Promise<UserRecord | null> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) return (await users.findByEmail(value)) ?? users.findByUsername(value);
  return (await users.findByUsername(value)) ?? users.findByEmail(value);
}

export async function login(
  deps: LoginDeps,
  input: { username: string; password: string },
  context: LoginContext = {},
): Promise<LoginAnswerResponse> {
  const now = deps.now ?? (() => new Date());
  const user = await findUser(deps.users, input.username);
  const account: AttemptKey = { kind: 'account', id: user ? user.id : `name:${input.username.trim().toLowerCase()}` };
  const keys: AttemptKey[] = context.sourceIp ? [account, { kind: 'source', id: context.sourceIp }] : [account];

  // Before any hashing: a locked account or source costs one read, not a 128 MiB scrypt.
  await assertNotLocked(deps.attempts, keys, now());
  const valid = await deps.hashSlots.run(async () => {
    // Again once a slot is free: failures counted while this attempt waited may have locked it.
    await assertNotLocked(deps.attempts, keys, now());
    return user ? deps.passwords.verify(input.password, user.passwordHash) : deps.passwords.verifyAgainstNothing(input.password);
  });
  if (!user || !valid || user.disabled) {
    await recordFailure(deps.attempts, deps.limits, keys, now());
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  // An account with two-step sign-in on gets a challenge, not a session: completeMfaLogin (mfa.ts) goes on.
  const challenge = await mfaChallengeFor(deps.mfaChallenges, user);
  if (challenge) return challenge;
  return issueSession(deps, user, account);
}

/** The session of a user whose password (and second factor, when on) were right. */
export async function issueSession(deps: LoginDeps, user: UserRecord, account: AttemptKey): Promise<LoginResponse> {
  const now = deps.now ?? (() => new Date());
  await deps.attempts.reset(account);
  await deps.users.recordSignIn(user.id, now().toISOString());

  const organization = await deps.organizations.get(user.organizationId);
  const accountName = organization?.name ?? '';
  const principal = userPrincipal({ userId: user.id, organizationId: user.organizationId, role: user.role });
  const internal = can(principal, 'internal:access');
  const mustEnrollMfa = !user.mfa && mfaRequiredFor(deps.mfaPolicy, user);
  const token = await deps.tokens.issue({
    sub: user.id,
    name: user.name,
    email: user.email,
    accountId: user.organizationId,
    accountName,
    role: user.role,
    showDemoData: user.isDemoAccount,
    tv: user.tokenVersion ?? 0,
    ...(mustEnrollMfa ? { restriction: 'enrollMfa' as const } : {}),
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
    ...(mustEnrollMfa ? { mustEnrollMfa: true } : {}),
  };
}
