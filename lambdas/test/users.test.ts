import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { invoke, tokenFor, type InvokeResult } from './support/invoke';

type Body = Record<string, unknown>;
type RouteId = Parameters<typeof invoke>[0];

/**
 * User Management and Internal Users, driven through the auth function against the embedded DynamoDB. Other
 * files run at the same time: every person here is made by this file (unique names) and looked up by them.
 */

/** Staff made here, removed afterwards (the internal list is shared with other files). */
const madeStaff = new Set<string>();
afterAll(async () => {
  const token = await tokenFor('admin');
  for (const id of madeStaff) await invoke('deleteInternalUser', { token, params: { id } });
});

const tag = () => randomUUID().slice(0, 8);

async function asAdmin(routeId: RouteId, options: { params?: Body; body?: unknown; query?: Body } = {}): Promise<InvokeResult> {
  return invoke(routeId, { token: await tokenFor('admin'), ...options } as Parameters<typeof invoke>[1]);
}

async function signIn(username: string, password: string): Promise<InvokeResult> {
  return invoke('login', { body: { username, password } });
}

interface Made {
  user: Body & { id: string; username: string; email: string };
  temporaryPassword: string;
}

async function createCoach(body: Body = {}, token?: string): Promise<Made> {
  const t = tag();
  const response = await invoke('createUser', {
    token: token ?? (await tokenFor('admin')),
    body: { username: `coach-${t}`, email: `coach-${t}@people.example`, name: `Casey Coach ${t}`, organization_id: 'org-eagles', ...body },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as unknown as Made;
}

async function createStaff(role: 'staff' | 'admin' = 'staff'): Promise<Made> {
  const t = tag();
  const response = await asAdmin('createInternalUser', {
    body: { username: `staff-${t}`, email: `staff-${t}@scout.example`, name: `Sasha Staff ${t}`, role },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  madeStaff.add((response.body.user as Body).id as string);
  return response.body as unknown as Made;
}

/**
 * A full session of the person: a temporary password's session reaches only the password change, so they
 * choose their own first; from then on `temporaryPassword` holds the password they chose.
 */
async function tokenOf(made: Made): Promise<string> {
  const response = await signIn(made.user.username, made.temporaryPassword);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  const own = `${made.temporaryPassword}-own`;
  const changed = await invoke('changePassword', {
    token: response.body.token as string,
    body: { currentPassword: made.temporaryPassword, newPassword: own },
  });
  expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
  made.temporaryPassword = own;
  return changed.body.token as string;
}

describe('creating a coach', () => {
  it('answers the person and a temporary password once, stores it only hashed, and the coach can sign in with it', async () => {
    const made = await createCoach();

    expect(made.user).toMatchObject({
      organizationId: 'org-eagles',
      organizationName: 'Eagles Football',
      role: 'coach',
      userType: 'external',
      disabled: false,
      isDemoAccount: false,
      lastSignInAt: null,
    });
    expect(made.temporaryPassword).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    expect(JSON.stringify(made)).not.toContain('passwordHash');
    const stored = await dynamoDocumentClient().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `USER#${made.user.id}`, sk: 'PROFILE' } }),
    );
    expect(String(stored.Item?.passwordHash)).toMatch(/^scrypt\$/);
    expect(String(stored.Item?.passwordHash)).not.toContain(made.temporaryPassword);

    const session = await signIn(made.user.username, made.temporaryPassword);
    expect(session.statusCode).toBe(200);
    expect(session.body).toMatchObject({ organizationId: 'org-eagles', role: 'coach', isInternalUser: false, mustChangePassword: true });
    // Until they choose their own password, the session reaches nothing else.
    const reports = await invoke('listReports', { token: session.body.token as string });
    expect(reports.statusCode).toBe(403);
    const read = await asAdmin('getUser', { params: { id: made.user.id } });
    expect(read.body.lastSignInAt).toEqual(expect.any(String));
    expect(read.body).not.toHaveProperty('passwordHash');
  });

  it('creates a new organisation with them, listed for the organisation picker', async () => {
    const t = tag();
    const made = await createCoach({ organization_id: undefined, new_organization_name: `Westfield Wolves ${t}` });

    expect(made.user.organizationName).toBe(`Westfield Wolves ${t}`);
    expect(made.user.organizationId).toMatch(/^org-westfield-wolves-/);
    const organizations = await asAdmin('listOrganizations');
    expect(organizations.body.organizations).toContainEqual(
      expect.objectContaining({ id: made.user.organizationId, name: `Westfield Wolves ${t}`, isInternal: false }),
    );
    expect((organizations.body.organizations as Body[])[0]).toMatchObject({ id: 'internal', isInternal: true });
    const members = await asAdmin('listUsers', { query: { organizationId: made.user.organizationId } });
    expect((members.body.users as Body[]).map((u) => u.id)).toEqual([made.user.id]);
  });

  it('refuses a taken username or e-mail with 409 in words, whatever the case, and writes nothing', async () => {
    const made = await createCoach();

    const sameName = await asAdmin('createUser', {
      body: {
        username: made.user.username.toUpperCase(),
        email: `other-${tag()}@people.example`,
        name: 'Other',
        organization_id: 'org-eagles',
      },
    });
    const sameEmail = await asAdmin('createUser', {
      body: { username: `other-${tag()}`, email: made.user.email.toUpperCase(), name: 'Other', organization_id: 'org-eagles' },
    });
    const demoEmail = await asAdmin('createUser', {
      body: { username: `other-${tag()}`, email: 'coach@eaglesfootball.example', name: 'Other', organization_id: 'org-eagles' },
    });

    expect(sameName.statusCode).toBe(409);
    expect(sameName.body.message).toBe(`The username “${made.user.username}” is already taken. Choose another one.`);
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.body.message).toBe(`The e-mail address ${made.user.email} already belongs to another user.`);
    expect(demoEmail.statusCode).toBe(409);
    const search = await asAdmin('searchUsers', { query: { q: made.user.email } });
    expect((search.body.users as Body[]).map((u) => u.id)).toEqual([made.user.id]);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [Body, string][] = [
      [{ username: 'ab', email: 'a@b.example', name: 'A', organization_id: 'org-eagles' }, 'Username must be at least 3 characters'],
      [{ username: 'has space', email: 'a@b.example', name: 'A', organization_id: 'org-eagles' }, 'Username may only use'],
      [{ username: `ok-${tag()}`, email: 'not-an-email', name: 'A', organization_id: 'org-eagles' }, 'Enter a valid e-mail address'],
      [{ username: `ok-${tag()}`, email: 'a@b.example', name: ' ', organization_id: 'org-eagles' }, 'Name is required'],
      [{ username: `ok-${tag()}`, email: 'a@b.example', name: 'A' }, 'A coach needs exactly one of organizationId or newOrganizationName'],
      [
        { username: `ok-${tag()}`, email: `a-${tag()}@b.example`, name: 'A', organization_id: 'org-nowhere' },
        'There is no organisation org-nowhere',
      ],
      [
        { username: `ok-${tag()}`, email: `a-${tag()}@b.example`, name: 'A', organization_id: 'internal' },
        'Coaches belong to a customer organisation',
      ],
      [
        { username: `ok-${tag()}`, email: `a-${tag()}@b.example`, name: 'A', role: 'staff', organization_id: 'org-eagles' },
        'Staff and administrators belong to the internal organisation',
      ],
      [
        { username: `ok-${tag()}`, email: `a-${tag()}@b.example`, name: 'A', role: 'owner', organization_id: 'org-eagles' },
        'role must be one of coach, staff, admin',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await asAdmin('createUser', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
  });
});

describe('disabling and enabling', () => {
  it("ends the coach's open session at once; they cannot sign in until enabled again", async () => {
    const made = await createCoach();
    const token = await tokenOf(made);
    expect((await invoke('listReports', { token })).statusCode).toBe(200);

    const disabled = await asAdmin('setUserDisabled', { params: { id: made.user.id }, body: { disabled: true } });

    expect(disabled.statusCode).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    const refused = await invoke('listReports', { token });
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await signIn(made.user.username, made.temporaryPassword)).statusCode).toBe(401);
    const listed = await asAdmin('listUsers', { query: { q: made.user.username, disabled: 'true' } });
    expect((listed.body.users as Body[]).map((u) => u.id)).toEqual([made.user.id]);

    const enabled = await asAdmin('setUserDisabled', { params: { id: made.user.id }, body: { disabled: false } });

    expect(enabled.body.disabled).toBe(false);
    expect((await invoke('listReports', { token })).statusCode).toBe(401);
    const again = await signIn(made.user.username, made.temporaryPassword);
    expect(again.statusCode).toBe(200);
  });
});

describe('resetting a password', () => {
  it('makes the old password and sessions fail, and the new one (shown once) work', async () => {
    const made = await createCoach();
    const token = await tokenOf(made);

    const reset = await asAdmin('resetUserPassword', { params: { id: made.user.id } });

    expect(reset.statusCode).toBe(200);
    const fresh = reset.body.temporaryPassword as string;
    expect(fresh).not.toBe(made.temporaryPassword);
    expect((await invoke('listReports', { token })).statusCode).toBe(401);
    expect((await signIn(made.user.username, made.temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(made.user.email, fresh)).statusCode).toBe(200);
    const read = await asAdmin('getUser', { params: { id: made.user.id } });
    expect(JSON.stringify(read.body)).not.toContain(fresh);
  });
});

describe('editing and type', () => {
  it("edits name and e-mail (the new e-mail signs in, the old one is free again); a role outside the person's type is refused", async () => {
    const made = await createCoach();
    const t = tag();

    const edited = await asAdmin('updateUser', {
      params: { id: made.user.id },
      body: { name: `Renamed ${t}`, email: `renamed-${t}@people.example` },
    });
    const toStaff = await asAdmin('updateUser', { params: { id: made.user.id }, body: { role: 'staff' } });
    const empty = await asAdmin('updateUser', { params: { id: made.user.id }, body: {} });

    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: `Renamed ${t}`, email: `renamed-${t}@people.example` });
    expect((await signIn(`renamed-${t}@people.example`, made.temporaryPassword)).statusCode).toBe(200);
    expect((await signIn(made.user.email, made.temporaryPassword)).statusCode).toBe(401);
    const reuse = await createCoach({ email: made.user.email });
    expect(reuse.user.email).toBe(made.user.email);
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.body.message).toBe('A coach cannot be given a staff role; change their type to internal instead');
    expect(empty.statusCode).toBe(400);
  });

  it('makes a coach internal staff and back, ending their sessions each time', async () => {
    const made = await createCoach();
    const token = await tokenOf(made);

    const internal = await asAdmin('setUserType', { params: { id: made.user.id }, body: { user_type: 'internal' } });
    madeStaff.add(made.user.id);

    expect(internal.statusCode, JSON.stringify(internal.body)).toBe(200);
    expect(internal.body).toMatchObject({ userType: 'internal', organizationId: 'internal', role: 'staff' });
    expect((await invoke('listReports', { token })).statusCode).toBe(401);
    const staffSession = await signIn(made.user.username, made.temporaryPassword);
    expect(staffSession.body.isInternalUser).toBe(true);
    const staffList = await asAdmin('listInternalUsers');
    expect((staffList.body.users as Body[]).map((u) => u.id)).toContain(made.user.id);

    const noOrganization = await asAdmin('setUserType', { params: { id: made.user.id }, body: { user_type: 'external' } });
    const external = await asAdmin('setUserType', {
      params: { id: made.user.id },
      body: { user_type: 'external', organization_id: 'org-ridgeview' },
    });

    expect(noOrganization.statusCode).toBe(400);
    expect(external.body).toMatchObject({ userType: 'external', organizationId: 'org-ridgeview', role: 'coach' });
    expect((await invoke('listReports', { token: staffSession.body.token as string })).statusCode).toBe(401);
    const staffAfter = await asAdmin('listInternalUsers');
    expect((staffAfter.body.users as Body[]).map((u) => u.id)).not.toContain(made.user.id);
    madeStaff.delete(made.user.id);
  });
});

describe('listing and search', () => {
  it('pages by name, searches name, username and e-mail, and filters by organisation and type', async () => {
    const t = tag();
    const a = await createCoach({ name: `Aaron ${t}`, username: `pg-a-${t}` });
    const b = await createCoach({ name: `Blake ${t}`, username: `pg-b-${t}`, organization_id: 'org-ridgeview' });
    const c = await createCoach({ name: `Cody ${t}`, username: `pg-c-${t}` });

    const first = await asAdmin('listUsers', { query: { q: t, limit: '2' } });
    const second = await asAdmin('listUsers', { query: { q: t, limit: '2', lastKey: first.body.nextKey } });
    const ridgeview = await asAdmin('listUsers', { query: { q: t, organizationId: 'org-ridgeview' } });
    const internal = await asAdmin('listUsers', { query: { q: t, userType: 'internal' } });
    const byEmail = await asAdmin('searchUsers', { query: { q: c.user.email.toUpperCase() } });
    const demo = await asAdmin('listUsers', { query: { q: 'alex morgan' } });
    const badType = await asAdmin('listUsers', { query: { userType: 'robot' } });
    const noQ = await asAdmin('searchUsers', { query: { q: ' ' } });

    expect(first.body.nextKey).toEqual(expect.any(String));
    expect((first.body.users as Body[]).map((u) => u.id)).toEqual([a.user.id, b.user.id]);
    expect((second.body.users as Body[]).map((u) => u.id)).toEqual([c.user.id]);
    expect(second.body.nextKey).toBeNull();
    expect((ridgeview.body.users as Body[]).map((u) => u.id)).toEqual([b.user.id]);
    expect(internal.body.users).toEqual([]);
    expect((byEmail.body.users as Body[]).map((u) => u.id)).toEqual([c.user.id]);
    expect(demo.body.users).toEqual([
      expect.objectContaining({ id: 'user-admin', isDemoAccount: true, userType: 'internal', organizationName: 'Scout Internal' }),
    ]);
    expect(JSON.stringify([first.body, byEmail.body, demo.body])).not.toContain('passwordHash');
    expect(badType.statusCode).toBe(400);
    expect(noQ.statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async () => {
    for (const routeId of ['getUser', 'resetUserPassword', 'getInternalUser', 'deleteInternalUser'] as const) {
      expect((await asAdmin(routeId, { params: { id: 'user-nobody' } })).statusCode, routeId).toBe(404);
    }
    expect((await asAdmin('updateUser', { params: { id: 'user-nobody' }, body: { name: 'X' } })).statusCode).toBe(404);
    expect((await asAdmin('setUserDisabled', { params: { id: 'user-nobody' }, body: { disabled: true } })).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('keeps the demo accounts as they are', async () => {
    for (const id of ['user-coach', 'user-admin']) {
      const disable = await asAdmin('setUserDisabled', { params: { id }, body: { disabled: true } });
      const reset = await asAdmin('resetUserPassword', { params: { id } });
      const rename = await asAdmin('updateUser', { params: { id }, body: { name: 'Someone else' } });
      for (const response of [disable, reset, rename]) {
        expect(response.statusCode).toBe(403);
        expect(response.body.message).toBe("Demo accounts can't be changed here: they are the product's demo sign-ins.");
      }
    }
    expect((await asAdmin('deleteInternalUser', { params: { id: 'user-admin' } })).statusCode).toBe(403);
    expect((await signIn('coach', 'scout-coach-demo')).statusCode).toBe(200);
  });

  it('stops a person disabling, demoting or removing themselves, and staff from managing administrators', async () => {
    const staff = await createStaff('staff');
    const staffToken = await tokenOf(staff);
    const admin = await createStaff('admin');
    const adminToken = await tokenOf(admin);

    const selfDisable = await invoke('setUserDisabled', { token: adminToken, params: { id: admin.user.id }, body: { disabled: true } });
    const selfDemote = await invoke('updateUser', { token: adminToken, params: { id: admin.user.id }, body: { role: 'staff' } });
    const selfType = await invoke('setUserType', {
      token: adminToken,
      params: { id: admin.user.id },
      body: { user_type: 'external', organization_id: 'org-eagles' },
    });
    const selfRemove = await invoke('deleteInternalUser', { token: adminToken, params: { id: admin.user.id } });
    const selfRename = await invoke('updateUser', { token: adminToken, params: { id: admin.user.id }, body: { name: 'Own name' } });
    const staffOnAdmin = await invoke('resetUserPassword', { token: staffToken, params: { id: admin.user.id } });
    const staffPromotes = await invoke('updateInternalUser', { token: staffToken, params: { id: staff.user.id }, body: { role: 'admin' } });
    const staffCreatesAdmin = await invoke('createInternalUser', {
      token: staffToken,
      body: { username: `x-${tag()}`, email: `x-${tag()}@scout.example`, name: 'X', role: 'admin' },
    });
    const staffMakesCoach = await createCoach({}, staffToken);

    expect(selfDisable.body.message).toBe('You cannot disable your own account');
    expect(selfDemote.body.message).toBe('You cannot change your own role');
    expect(selfType.body.message).toBe('You cannot change your own type');
    expect(selfRemove.body.message).toBe('You cannot remove yourself');
    for (const response of [selfDisable, selfDemote, selfType, selfRemove, staffOnAdmin, staffPromotes, staffCreatesAdmin]) {
      expect(response.statusCode).toBe(403);
    }
    expect(staffOnAdmin.body.message).toBe('Only administrators can manage staff and administrators.');
    expect(selfRename.statusCode).toBe(200);
    expect(staffMakesCoach.user.role).toBe('coach');
    expect((await invoke('listReports', { token: adminToken })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a coach on every people route, before looking anything up', async () => {
    const coach = await tokenFor('coach');
    const calls: [RouteId, Body][] = [
      ['listUsers', {}],
      ['searchUsers', { query: { q: 'a' } }],
      ['getUser', { params: { id: 'user-rival-coach' } }],
      ['createUser', { body: { username: `x-${tag()}`, email: `x-${tag()}@x.example`, name: 'X', organization_id: 'org-eagles' } }],
      ['updateUser', { params: { id: 'user-coach' }, body: { name: 'X' } }],
      ['setUserType', { params: { id: 'user-coach' }, body: { user_type: 'internal' } }],
      ['setUserDisabled', { params: { id: 'user-rival-coach' }, body: { disabled: true } }],
      ['resetUserPassword', { params: { id: 'user-rival-coach' } }],
      ['listOrganizations', {}],
      ['listInternalUsers', {}],
      ['getInternalUser', { params: { id: 'user-admin' } }],
      ['createInternalUser', { body: { username: `x-${tag()}`, email: `x-${tag()}@x.example`, name: 'X' } }],
      ['updateInternalUser', { params: { id: 'user-admin' }, body: { name: 'X' } }],
      ['deleteInternalUser', { params: { id: 'user-admin' } }],
    ];
    for (const [routeId, options] of calls) {
      const anonymous = await invoke(routeId, options);
      const asCoach = await invoke(routeId, { token: coach, ...options });
      expect(anonymous.statusCode, routeId).toBe(401);
      expect(asCoach.statusCode, routeId).toBe(403);
      expect(asCoach.body.message, routeId).toBe('You do not have permission to do this');
    }
  });
});

describe('internal users', () => {
  it('adds, reads, edits and removes a member of staff; the list counts their assigned reports', async () => {
    const made = await createStaff();
    const id = made.user.id;
    expect(made.user).toMatchObject({ role: 'staff', reportsAssigned: 0, lastSignInAt: null, disabled: false });

    const report = await invoke('createReport', { token: await tokenFor('coach'), body: { title: `Staffed ${tag()}` } });
    const assigned = await asAdmin('assignStaff', { params: { id: report.body.id as string }, body: { user_id: id } });
    expect(assigned.statusCode, JSON.stringify(assigned.body)).toBe(201);
    await tokenOf(made);
    const listed = await asAdmin('listInternalUsers', { query: { q: made.user.username } });
    const demoAdmin = await asAdmin('listInternalUsers', { query: { q: 'alex morgan' } });
    const edited = await asAdmin('updateInternalUser', { params: { id }, body: { name: 'Sasha Renamed', role: 'admin' } });
    const coachThere = await asAdmin('getInternalUser', { params: { id: 'user-coach' } });

    expect((listed.body.users as Body[]).find((u) => u.id === id)).toMatchObject({ reportsAssigned: 1, lastSignInAt: expect.any(String) });
    expect((demoAdmin.body.users as Body[]).find((u) => u.id === 'user-admin')).toMatchObject({ name: 'Alex Morgan', role: 'admin' });
    expect(edited.body).toMatchObject({ name: 'Sasha Renamed', role: 'admin', reportsAssigned: 1 });
    expect(coachThere.statusCode).toBe(404);

    const token = await tokenOf(made);
    const removed = await asAdmin('deleteInternalUser', { params: { id } });

    expect(removed.body).toEqual({ id, deleted: true });
    expect((await invoke('listReports', { token })).statusCode).toBe(401);
    expect((await signIn(made.user.username, made.temporaryPassword)).statusCode).toBe(401);
    expect((await asAdmin('getInternalUser', { params: { id } })).statusCode).toBe(404);
    const again = await asAdmin('createInternalUser', {
      body: { username: made.user.username, email: made.user.email, name: 'Back again' },
    });
    expect(again.statusCode, JSON.stringify(again.body)).toBe(201);
    madeStaff.delete(id);
    madeStaff.add((again.body.user as Body).id as string);
  });
});
