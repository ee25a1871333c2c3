import { isAdministrator, navEntriesFor, type LoginResponse } from '@scout/shared/domain';
import { UnauthorizedError } from '../core/errors';
import type { OrganizationStore, PasswordHasher, UserRecord, UserStore } from './ports';
import type { TokenService } from './token-service';

export interface LoginDeps {
  users: UserStore;
  organizations: OrganizationStore;
  passwords: PasswordHasher;
  tokens: TokenService;
}

/** The one message for an unknown user and a wrong password alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

async function findUser(users: UserStore, identifier: string): Promise<UserRecord | null> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) return (await users.findByEmail(value)) ?? users.findByUsername(value);
  return (await users.findByUsername(value)) ?? users.findByEmail(value);
}

export async function login(deps: LoginDeps, input: { username: string; password: string }): Promise<LoginResponse> {
  const user = await findUser(deps.users, input.username);
  if (!user) {
    await deps.passwords.verifyAgainstNothing(input.password);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!(await deps.passwords.verify(input.password, user.passwordHash))) throw new UnauthorizedError(INVALID_CREDENTIALS);

  const organization = await deps.organizations.get(user.organizationId);
  const accountName = organization?.name ?? '';
  const internal = isAdministrator({ role: user.role });
  const token = await deps.tokens.issue({
    sub: user.id,
    name: user.name,
    email: user.email,
    accountId: user.organizationId,
    accountName,
    role: user.role,
    showDemoData: user.isDemoAccount,
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
    menus: navEntriesFor({ isAdmin: user.role === 'admin', isInternal: internal, isDevHost: false }).map(
      ({ title, path }) => ({ title, path }),
    ),
  };
}
