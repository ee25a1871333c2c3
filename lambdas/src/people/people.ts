import type {
  createInternalUserSchema,
  createUserSchema,
  InternalUser,
  listInternalUsersQuerySchema,
  listUsersQuerySchema,
  ManagedUser,
  OrganizationSummary,
  setUserTypeSchema,
  updateUserSchema,
} from '@scout/shared/api';
import { USER_SEARCH_LIMIT, USERS_PAGE_SIZE } from '@scout/shared/api';
import { indexSearchWords, INTERNAL_ORGANIZATION_ID, SEARCH_TOO_SHORT, searchWords } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import type { z } from 'zod';
import type { AuditEventKind } from '@scout/shared/domain';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import type { Semaphore } from '../core/semaphore';
import { generateTemporaryPassword, temporaryPasswordFields } from './temporary-password';
import { isInternalRole, userTypeOf } from './user-type';
import type {
  AssignmentCounter,
  AuditTrail,
  LiveSessions,
  LoginAttemptStore,
  OrganizationRecord,
  OrganizationStore,
  PasswordHasher,
  PeopleStore,
  TokenCheck,
  UserChanges,
  UserEntry,
  UserRecord,
  UserStore,
} from '../ports';

export interface PeopleDeps {
  people: PeopleStore & Pick<UserStore, 'findByUsername' | 'findByEmail'>;
  organizations: OrganizationStore;
  passwords: Pick<PasswordHasher, 'hash'>;
  /** The sign-in's hashing slots: a new password's scrypt waits its turn like a sign-in's. */
  hashSlots: Semaphore;
  /** Drops this instance's cached record of a changed user, so their old tokens are refused at once. */
  tokens: Pick<TokenCheck, 'forget'>;
  /** A reset password also lifts a lock left by failed sign-ins. */
  attempts: Pick<LoginAttemptStore, 'reset'>;
  assignments: AssignmentCounter;
  audit: AuditTrail;
  /** Closes the WebSocket connections of a person whose sessions a change ended; never throws. */
  sessions: LiveSessions;
  newId(): string;
  now(): Date;
}

const USER_NOT_FOUND = 'User not found';
const INTERNAL_USER_NOT_FOUND = 'Internal user not found';
const DEMO_REFUSED = "Demo accounts can't be changed here: they are the product's demo sign-ins.";

type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
type ListInternalUsersQuery = z.output<typeof listInternalUsersQuerySchema>;
type CreateUserInput = z.output<typeof createUserSchema>;
type UpdateUserInput = z.output<typeof updateUserSchema>;
type SetUserTypeInput = z.output<typeof setUserTypeSchema>;
type CreateInternalUserInput = z.output<typeof createInternalUserSchema>;

export { userTypeOf };

function managed(user: UserEntry, organizationNames: ReadonlyMap<string, string>): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    organizationId: user.organizationId,
    organizationName: organizationNames.get(user.organizationId) ?? user.organizationId,
    role: user.role,
    userType: userTypeOf(user),
    isDemoAccount: user.isDemoAccount,
    disabled: user.disabled === true,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt ?? null,
  };
}

/** The names of the organisations a page's people belong to (each read once). */
async function organizationNames(deps: Pick<PeopleDeps, 'organizations'>, users: readonly UserEntry[]): Promise<Map<string, string>> {
  const ids = [...new Set(users.map((user) => user.organizationId))];
  const organizations = await Promise.all(ids.map((id) => deps.organizations.get(id)));
  return new Map(organizations.flatMap((organization) => (organization ? [[organization.id, organization.name] as const] : [])));
}

async function managedOne(deps: PeopleDeps, user: UserEntry): Promise<ManagedUser> {
  return managed(user, await organizationNames(deps, [user]));
}

/** A search's words (null: no search); a search without a word long enough to read the index by is refused. */
function searchOf(q: string | undefined): string[] | null {
  if (!q) return null;
  const words = searchWords(q);
  if (indexSearchWords(words).length === 0) throw new ValidationError(SEARCH_TOO_SHORT);
  return words;
}

/**
 * GET /users: everyone who can sign in, a page at a time by name (a search: by the matched word, then name),
 * searched and filtered on the server through indexes every write of a person keeps.
 */
export async function listUsers(deps: PeopleDeps, query: ListUsersQuery) {
  const page = await deps.people.listPage({
    search: searchOf(query.q),
    organizationId: query.organizationId,
    userType: query.userType,
    disabled: query.disabled,
    limit: query.limit ?? USERS_PAGE_SIZE,
    lastKey: query.lastKey,
  });
  const names = await organizationNames(deps, page.items);
  return { users: page.items.map((user) => managed(user, names)), nextKey: page.nextKey };
}

/** GET /users/search: the first people with a word of name, username or e-mail starting with each word of q. */
export async function searchUsers(deps: PeopleDeps, q: string) {
  const page = await deps.people.listPage({ search: searchOf(q) ?? [], limit: USER_SEARCH_LIMIT });
  const names = await organizationNames(deps, page.items);
  return { users: page.items.map((user) => managed(user, names)) };
}

async function loadUser(deps: PeopleDeps, id: string, notFound = USER_NOT_FOUND): Promise<UserRecord> {
  const user = await deps.people.get(id);
  if (!user) throw new NotFoundError(notFound);
  return user;
}

export async function getUser(deps: PeopleDeps, id: string): Promise<ManagedUser> {
  return managedOne(deps, await loadUser(deps, id));
}

/** GET /organizations: every organisation by name (internal first). */
export async function listOrganizations(deps: PeopleDeps): Promise<{ organizations: OrganizationSummary[] }> {
  const organizations = await deps.organizations.list();
  return {
    organizations: organizations
      .sort((a, b) => Number(b.isInternal) - Number(a.isInternal) || a.name.localeCompare(b.name))
      .map(({ id, name, isInternal, createdAt }) => ({ id, name, isInternal, createdAt })),
  };
}

export const INTERNAL_PEOPLE_ADMINISTRATORS_ONLY = 'Only administrators can manage staff and administrators.';

/** The person as the trail names them: id and e-mail, nothing secret. */
function userTarget(user: Pick<UserEntry, 'id' | 'email'> | null, fallbackId: string | null = null) {
  return { type: 'user', id: user?.id || fallbackId, label: user?.email ?? null } as const;
}

type Audited = { kind: AuditEventKind; user: Pick<UserEntry, 'id' | 'email'> | null };

/**
 * The caller may act on a person holding (or being given) `role`: staff manage coaches only, administrators
 * everyone. A refusal is recorded as 'denied' with the event the change would have made.
 */
async function assertMayManage(deps: Pick<PeopleDeps, 'audit'>, caller: Caller, role: string, audited: Audited): Promise<void> {
  await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'user:manage', { type: 'user', role }), {
    kind: audited.kind,
    target: userTarget(audited.user),
    message: INTERNAL_PEOPLE_ADMINISTRATORS_ONLY,
  });
}

/** What no one does to a demo account or to themselves. */
async function assertChangeable(
  deps: Pick<PeopleDeps, 'audit'>,
  caller: Caller,
  target: UserRecord,
  selfRefusal: string | null,
  kind: AuditEventKind,
): Promise<void> {
  if (target.isDemoAccount) throw new ForbiddenError(DEMO_REFUSED);
  if (selfRefusal && target.id === caller.userId) throw new ForbiddenError(selfRefusal);
  await assertMayManage(deps, caller, target.role, { kind, user: target });
}

/** Records a change made (never a password: a reset's temporary one is only in the answer). */
async function recordChange(
  deps: Pick<PeopleDeps, 'audit'>,
  caller: Caller,
  kind: AuditEventKind,
  user: Pick<UserEntry, 'id' | 'email'>,
  detail: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await deps.audit.record({
    kind,
    outcome: 'success',
    actor: auditActor(caller),
    target: userTarget(user),
    sourceIp: caller.sourceIp,
    detail,
  });
}

/** A customer organisation that exists (coaches belong to one; never to 'internal'). */
async function customerOrganization(deps: PeopleDeps, organizationId: string): Promise<OrganizationRecord> {
  const organization = await deps.organizations.get(organizationId);
  if (!organization) throw new ValidationError(`There is no organisation ${organizationId}`);
  if (organization.isInternal || organization.id === INTERNAL_ORGANIZATION_ID) {
    throw new ValidationError('Coaches belong to a customer organisation, not the internal one: give them the staff or admin role instead');
  }
  return organization;
}

function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'team'
  );
}

async function newOrganization(deps: PeopleDeps, name: string): Promise<OrganizationRecord> {
  const organization: OrganizationRecord = {
    id: `org-${slug(name)}-${deps.newId().slice(0, 8)}`,
    name,
    isInternal: false,
    isPackagePaid: false,
    createdAt: deps.now().toISOString(),
  };
  if (!(await deps.organizations.create(organization)))
    throw new ConflictError('That organisation was just created by someone else; try again');
  return organization;
}

async function hashed(deps: PeopleDeps, password: string): Promise<string> {
  return deps.hashSlots.run(() => deps.passwords.hash(password));
}

/** Refuses a username or e-mail someone already holds before anything is written (the store checks again, atomically). */
async function assertFree(deps: PeopleDeps, username: string, email: string): Promise<void> {
  if (await deps.people.findByUsername(username))
    throw new ConflictError(`The username “${username}” is already taken. Choose another one.`);
  if (await deps.people.findByEmail(email)) throw new ConflictError(`The e-mail address ${email} already belongs to another user.`);
}

/** POST /users: a coach (in an existing or a new organisation) or a member of staff, with a temporary password shown once. */
export async function createUser(deps: PeopleDeps, caller: Caller, input: CreateUserInput) {
  await assertMayManage(deps, caller, input.role, { kind: 'user.create', user: { id: '', email: input.email } });
  const internal = isInternalRole(input.role);
  if (
    internal &&
    (input.newOrganizationName !== undefined || (input.organizationId ?? INTERNAL_ORGANIZATION_ID) !== INTERNAL_ORGANIZATION_ID)
  ) {
    throw new ValidationError('Staff and administrators belong to the internal organisation; leave the organisation out');
  }
  await assertFree(deps, input.username, input.email);
  const existing = !internal && input.organizationId !== undefined ? await customerOrganization(deps, input.organizationId) : null;
  const organization = internal ? null : (existing ?? (await newOrganization(deps, input.newOrganizationName ?? '')));
  const temporaryPassword = generateTemporaryPassword();
  const user: UserRecord = {
    id: `user-${deps.newId()}`,
    username: input.username,
    email: input.email,
    name: input.name,
    passwordHash: await hashed(deps, temporaryPassword),
    organizationId: organization?.id ?? INTERNAL_ORGANIZATION_ID,
    role: input.role,
    isDemoAccount: false,
    createdAt: deps.now().toISOString(),
    ...temporaryPasswordFields(deps.now()),
  };
  await deps.people.create(user);
  await recordChange(deps, caller, 'user.create', user, { role: user.role, organizationId: user.organizationId });
  const names = new Map([
    [user.organizationId, organization?.name ?? (await deps.organizations.get(INTERNAL_ORGANIZATION_ID))?.name ?? INTERNAL_ORGANIZATION_ID],
  ]);
  return { user: managed(user, names), temporaryPassword };
}

async function change(deps: PeopleDeps, user: UserRecord, changes: UserChanges, revokeTokens: boolean): Promise<UserRecord> {
  const after = await deps.people.update(user.id, user.version ?? 0, changes, { revokeTokens, at: deps.now().toISOString() });
  deps.tokens.forget(user.id);
  if (revokeTokens) await deps.sessions.endLiveConnections(user.id);
  return after;
}

/** A role that keeps the person's type: coaches stay coaches, staff move between staff and admin. */
function assertRoleFitsType(user: UserRecord, role: string): void {
  if (isInternalRole(role) !== isInternalRole(user.role)) {
    throw new ValidationError(
      isInternalRole(user.role)
        ? 'Staff and administrators cannot be given the coach role; change their type to external instead'
        : 'A coach cannot be given a staff role; change their type to internal instead',
    );
  }
}

async function editUser(deps: PeopleDeps, caller: Caller, user: UserRecord, input: UpdateUserInput): Promise<UserRecord> {
  const roleChanges = input.role !== undefined && input.role !== user.role;
  if (user.isDemoAccount) throw new ForbiddenError(DEMO_REFUSED);
  await assertMayManage(deps, caller, user.role, { kind: roleChanges ? 'user.role' : 'user.update', user });
  if (roleChanges && input.role !== undefined) {
    if (user.id === caller.userId) throw new ForbiddenError('You cannot change your own role');
    assertRoleFitsType(user, input.role);
    await assertMayManage(deps, caller, input.role, { kind: 'user.role', user });
  }
  // A new role ends the person's sessions (their tokens carry the old one).
  const after = await change(deps, user, { name: input.name, email: input.email, role: input.role }, roleChanges);
  const edited = (input.name !== undefined && input.name !== user.name) || (input.email !== undefined && input.email !== user.email);
  if (edited || !roleChanges) await recordChange(deps, caller, 'user.update', after, { previousEmail: user.email });
  if (roleChanges) await recordChange(deps, caller, 'user.role', after, { from: user.role, to: after.role });
  return after;
}

/** PUT /users/{id}: name, e-mail, role. */
export async function updateUser(deps: PeopleDeps, caller: Caller, id: string, input: UpdateUserInput): Promise<ManagedUser> {
  return managedOne(deps, await editUser(deps, caller, await loadUser(deps, id), input));
}

/** PUT /users/{id}/type: internal staff ('internal', role staff unless already staff or admin) or an organisation's coach. */
export async function setUserType(deps: PeopleDeps, caller: Caller, id: string, input: SetUserTypeInput): Promise<ManagedUser> {
  const user = await loadUser(deps, id);
  await assertChangeable(deps, caller, user, 'You cannot change your own type', 'user.role');
  if (input.userType === 'internal') {
    const role = isInternalRole(user.role) ? user.role : 'staff';
    // Making someone staff is giving an internal role: administrators only.
    await assertMayManage(deps, caller, role, { kind: 'user.role', user });
    const after = await change(deps, user, { organizationId: INTERNAL_ORGANIZATION_ID, role }, true);
    await recordChange(deps, caller, 'user.role', after, { from: user.role, to: role, userType: 'internal' });
    return managedOne(deps, after);
  }
  const organization = await customerOrganization(deps, input.organizationId ?? '');
  const after = await change(deps, user, { organizationId: organization.id, role: 'coach' }, true);
  await recordChange(deps, caller, 'user.role', after, {
    from: user.role,
    to: 'coach',
    userType: 'external',
    organizationId: organization.id,
  });
  return managedOne(deps, after);
}

/** PUT /users/{id}/disabled: a disabled person cannot sign in and their tokens are refused from now on. */
export async function setUserDisabled(deps: PeopleDeps, caller: Caller, id: string, disabled: boolean): Promise<ManagedUser> {
  const user = await loadUser(deps, id);
  await assertChangeable(deps, caller, user, 'You cannot disable your own account', 'user.disable');
  if ((user.disabled === true) === disabled) return managedOne(deps, user);
  const after = await change(deps, user, { disabled }, disabled);
  await recordChange(deps, caller, 'user.disable', after, { disabled });
  return managedOne(deps, after);
}

/** POST /users/{id}/password-reset: a new temporary password, shown once; the old one and every session stop working. */
export async function resetUserPassword(deps: PeopleDeps, caller: Caller, id: string) {
  const user = await loadUser(deps, id);
  await assertChangeable(deps, caller, user, 'You cannot reset your own password here', 'user.reset');
  const temporaryPassword = generateTemporaryPassword();
  const after = await change(
    deps,
    user,
    { passwordHash: await hashed(deps, temporaryPassword), ...temporaryPasswordFields(deps.now()) },
    true,
  );
  await deps.attempts.reset({ kind: 'account', id: user.id });
  await recordChange(deps, caller, 'user.reset', after);
  return { user: await managedOne(deps, after), temporaryPassword };
}

// Internal users: the people of organisation 'internal'.

async function internalUser(deps: PeopleDeps, user: UserEntry): Promise<InternalUser> {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    isDemoAccount: user.isDemoAccount,
    disabled: user.disabled === true,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt ?? null,
    reportsAssigned: await deps.assignments.countForUser(user.id),
  };
}

/** Staff and administrators of organisation 'internal' (who may be assigned to reports). */
const isInternalStaff = (user: UserEntry) => user.organizationId === INTERNAL_ORGANIZATION_ID && userTypeOf(user) === 'internal';

async function loadInternalUser(deps: PeopleDeps, id: string): Promise<UserRecord> {
  const user = await loadUser(deps, id, INTERNAL_USER_NOT_FOUND);
  if (!isInternalStaff(user)) throw new NotFoundError(INTERNAL_USER_NOT_FOUND);
  return user;
}

/**
 * GET /internal-users: staff by name (or searched), a page at a time, with their reports assigned and last
 * sign-in: the people of organisation 'internal' of an internal type.
 */
export async function listInternalUsers(
  deps: PeopleDeps,
  query: ListInternalUsersQuery,
): Promise<{ users: InternalUser[]; nextKey: string | null }> {
  const page = await deps.people.listPage({
    search: searchOf(query.q),
    organizationId: INTERNAL_ORGANIZATION_ID,
    userType: 'internal',
    limit: query.limit ?? USERS_PAGE_SIZE,
    lastKey: query.lastKey,
  });
  return { users: await Promise.all(page.items.map((user) => internalUser(deps, user))), nextKey: page.nextKey };
}

export async function getInternalUser(deps: PeopleDeps, id: string): Promise<InternalUser> {
  return internalUser(deps, await loadInternalUser(deps, id));
}

/** POST /internal-users: a member of staff in organisation 'internal'. */
export async function createInternalUser(deps: PeopleDeps, caller: Caller, input: CreateInternalUserInput) {
  const { user, temporaryPassword } = await createUser(deps, caller, { ...input, organizationId: INTERNAL_ORGANIZATION_ID });
  return { user: await getInternalUser(deps, user.id), temporaryPassword };
}

export async function updateInternalUser(deps: PeopleDeps, caller: Caller, id: string, input: UpdateUserInput): Promise<InternalUser> {
  return internalUser(deps, await editUser(deps, caller, await loadInternalUser(deps, id), input));
}

/** DELETE /internal-users/{id}: they cannot sign in again and their tokens are refused; assignments keep their name. */
export async function deleteInternalUser(deps: PeopleDeps, caller: Caller, id: string) {
  const user = await loadInternalUser(deps, id);
  await assertChangeable(deps, caller, user, 'You cannot remove yourself', 'user.disable');
  await deps.people.remove(user);
  deps.tokens.forget(user.id);
  await deps.sessions.endLiveConnections(user.id);
  await recordChange(deps, caller, 'user.disable', user, { removed: true });
  return { id, deleted: true as const };
}
