import { INTERNAL_ORGANIZATION_ID } from '@scout/shared/domain';
import { ConflictError, ValidationError } from '../core/errors';
import { generateTemporaryPassword, temporaryPasswordFields } from './temporary-password';
import type { OrganizationStore, PasswordHasher, PeopleStore, UserRecord, UserStore } from '../ports';

export interface FirstAdministratorDeps {
  people: Pick<PeopleStore, 'create'> & Pick<UserStore, 'findByEmail' | 'findByUsername'>;
  organizations: Pick<OrganizationStore, 'create'>;
  passwords: Pick<PasswordHasher, 'hash'>;
  newId(): string;
  now(): Date;
}

/** The internal organisation as a fresh stage gets it (the demo seed names it the same). */
export const INTERNAL_ORGANIZATION = { id: INTERNAL_ORGANIZATION_ID, name: 'Scout Internal', isInternal: true, isPackagePaid: true };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A username from the e-mail's local part (letters, digits, dots, dashes, underscores), made unique with a number. */
async function freeUsername(deps: FirstAdministratorDeps, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40)
    .padEnd(3, '0');
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await deps.people.findByUsername(candidate))) return candidate;
  }
  throw new ConflictError(`Could not find a free username starting with “${base}”.`);
}

/**
 * An administrator for a stage that has none (./scripts/create-admin): in the internal organisation (created
 * if absent), with a strong temporary password that is returned once and stored only hashed. The account
 * must change it at the first sign-in, and it expires after 72 hours like any staff-set password, so no
 * known password is ever left on a deployed stage.
 */
export async function createFirstAdministrator(
  deps: FirstAdministratorDeps,
  input: { email: string; name: string },
): Promise<{ user: UserRecord; temporaryPassword: string }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EMAIL.test(email)) throw new ValidationError(`“${input.email}” is not an e-mail address.`);
  if (name.length === 0) throw new ValidationError('Give the administrator a name (--name).');
  if (await deps.people.findByEmail(email)) throw new ConflictError(`The e-mail address ${email} already belongs to another user.`);
  await deps.organizations.create({ ...INTERNAL_ORGANIZATION, createdAt: deps.now().toISOString() });
  const temporaryPassword = generateTemporaryPassword();
  const user: UserRecord = {
    id: `user-${deps.newId()}`,
    username: await freeUsername(deps, email),
    email,
    name,
    passwordHash: await deps.passwords.hash(temporaryPassword),
    organizationId: INTERNAL_ORGANIZATION_ID,
    role: 'admin',
    isDemoAccount: false,
    createdAt: deps.now().toISOString(),
    ...temporaryPasswordFields(deps.now()),
  };
  await deps.people.create(user);
  return { user, temporaryPassword };
}
