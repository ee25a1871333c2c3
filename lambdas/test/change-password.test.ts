import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_TO_CONTINUE, contract } from '@scout/shared/api';
import { NEW_PASSWORD_NAMES_YOU, NEW_PASSWORD_TOO_COMMON, NEW_PASSWORD_TOO_SHORT, tokenClaimsSchema } from '@scout/shared/domain';
import { createRecordingAuditTrail } from '../src/audit/audit-trail';
import { authenticateWith } from '../src/auth/authenticate';
import { changePassword, CURRENT_PASSWORD_WRONG } from '../src/auth/change-password';
import { login, TEMPORARY_PASSWORD_EXPIRED } from '../src/auth/login';
import { logout } from '../src/auth/logout';
import { changePasswordDeps, loginDeps, logoutDeps } from '../src/composition/auth';
import { tokenCheck, tokenService } from '../src/composition/authentication';
import { callerFromClaims } from '../src/core/caller';
import { invoke, tokenFor, type InvokeResult } from './support/invoke';
import { newUser } from './support/users';

/**
 * Changing one's own password (POST /api/v2/password) and the temporary passwords staff hand out: the
 * restricted session they give, their 72-hour life, and the audit events of signing in, out and changing.
 */

const HOUR = 3600_000;

async function staffCreatedCoach(): Promise<{ username: string; email: string; temporaryPassword: string }> {
  const t = randomUUID().slice(0, 8);
  const made = await invoke('createUser', {
    token: await tokenFor('admin'),
    body: { username: `newcoach-${t}`, email: `newcoach-${t}@people.example`, name: `New Coach ${t}`, organization_id: 'org-eagles' },
  });
  expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
  const user = made.body.user as { username: string; email: string };
  return { username: user.username, email: user.email, temporaryPassword: made.body.temporaryPassword as string };
}

function signIn(username: string, password: string, sourceIp = '192.0.2.50'): Promise<InvokeResult> {
  return invoke('login', { body: { username, password }, sourceIp });
}

function change(token: string, currentPassword: string, newPassword: string): Promise<InvokeResult> {
  return invoke('changePassword', { token, body: { currentPassword, newPassword }, sourceIp: '192.0.2.50' });
}

describe('an account created by staff', () => {
  it('signs in with mustChangePassword and a token that reaches only the password change and sign-out', async () => {
    const coach = await staffCreatedCoach();

    const session = await signIn(coach.username, coach.temporaryPassword);
    const token = session.body.token as string;
    const elsewhere = await invoke('getOrganizationDetails', { token });
    const reports = await invoke('listReports', { token });

    expect(session.statusCode).toBe(200);
    expect(session.body.mustChangePassword).toBe(true);
    expect(tokenClaimsSchema.parse(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).restriction).toBe(
      'changePassword',
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body.message).toBe(CHANGE_PASSWORD_TO_CONTINUE);
    expect(reports.statusCode).toBe(403);
    expect(contract.logout.allowRestricted).toContain('changePassword');
  });

  it('changes the password with the restricted token and gets a full session; the temporary one stops working', async () => {
    const coach = await staffCreatedCoach();
    const restricted = (await signIn(coach.username, coach.temporaryPassword)).body.token as string;

    const changed = await change(restricted, coach.temporaryPassword, 'sideline kettle 42');
    const fresh = changed.body.token as string;

    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect((await invoke('getOrganizationDetails', { token: fresh })).statusCode).toBe(200);
    expect((await invoke('getOrganizationDetails', { token: restricted })).statusCode).toBe(401);
    expect((await signIn(coach.username, coach.temporaryPassword)).statusCode).toBe(401);
    const again = await signIn(coach.username, 'sideline kettle 42');
    expect(again.statusCode).toBe(200);
    expect(again.body.mustChangePassword).toBeUndefined();
  });

  it('can still sign out with the restricted token', async () => {
    const coach = await staffCreatedCoach();
    const restricted = (await signIn(coach.username, coach.temporaryPassword)).body.token as string;

    expect((await invoke('logout', { token: restricted })).statusCode).toBe(200);
  });

  it('is refused after 72 hours, in words, and signs in until then', async () => {
    const coach = await staffCreatedCoach();
    const later = (hours: number) => ({ ...loginDeps, now: () => new Date(Date.now() + hours * HOUR) });

    const justInTime = await login(later(71), { username: coach.username, password: coach.temporaryPassword });
    const tooLate = login(later(73), { username: coach.username, password: coach.temporaryPassword });

    expect(justInTime.mustChangePassword).toBe(true);
    await expect(tooLate).rejects.toThrow(TEMPORARY_PASSWORD_EXPIRED);
  });
});

describe('changing one’s password', () => {
  it('ends every other session of the user', async () => {
    const user = await newUser();
    const laptop = (await signIn(user.username, user.password)).body.token as string;
    const phone = (await signIn(user.username, user.password)).body.token as string;

    const changed = await change(laptop, user.password, 'tailgate lantern 77');

    expect(changed.statusCode).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    expect((await invoke('getOrganizationDetails', { token: phone })).statusCode).toBe(401);
    expect((await invoke('getOrganizationDetails', { token: laptop })).statusCode).toBe(401);
    expect((await invoke('getOrganizationDetails', { token: changed.body.token as string })).statusCode).toBe(200);
  });

  it('refuses a wrong current password and weak new ones with 400 in words, changing nothing', async () => {
    const user = await newUser();
    const token = (await signIn(user.username, user.password)).body.token as string;

    const wrongCurrent = await change(token, 'not-my-password', 'tailgate lantern 77');
    const tooShort = await change(token, user.password, 'short-1');
    const named = await change(token, user.password, `${user.username}-2024`);
    const common = await change(token, user.password, 'Password1234');
    const missing = await invoke('changePassword', { token, body: { currentPassword: user.password } });

    expect([wrongCurrent, tooShort, named, common, missing].map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(wrongCurrent.body.message).toBe(CURRENT_PASSWORD_WRONG);
    expect(tooShort.body.message).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(named.body.message).toBe(NEW_PASSWORD_NAMES_YOU);
    expect(common.body.message).toBe(NEW_PASSWORD_TOO_COMMON);
    expect(String(missing.body.message)).toContain('Please enter a new password.');
    expect((await invoke('getOrganizationDetails', { token })).statusCode).toBe(200);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: five lock the account from that address', async () => {
    const user = await newUser();
    const token = (await signIn(user.username, user.password, '192.0.2.60')).body.token as string;
    const guess = (i: number) =>
      invoke('changePassword', {
        token,
        body: { currentPassword: `guess-${i}`, newPassword: 'tailgate lantern 77' },
        sourceIp: '192.0.2.60',
      });

    for (let i = 0; i < 5; i += 1) expect((await guess(i)).statusCode).toBe(400);
    const sixth = await invoke('changePassword', {
      token,
      body: { currentPassword: user.password, newPassword: 'tailgate lantern 77' },
      sourceIp: '192.0.2.60',
    });

    expect(sixth.statusCode).toBe(429);
  });

  it('needs a session', async () => {
    expect((await invoke('changePassword', { body: { currentPassword: 'a', newPassword: 'tailgate lantern 77' } })).statusCode).toBe(401);
  });
});

describe('the audit trail of signing in and out', () => {
  it('records success, failure (the name typed, never the password), lockout, password change and sign-out', async () => {
    const user = await newUser();
    const audit = createRecordingAuditTrail();
    const deps = { ...loginDeps, audit };
    const from = { sourceIp: '192.0.2.70' };

    for (let i = 0; i < 5; i += 1) await login(deps, { username: user.username, password: `secret-guess-${i}` }, from).catch(() => null);
    await login(deps, { username: 'nobody-at-all', password: 'secret-guess-x' }, { sourceIp: '192.0.2.71' }).catch(() => null);
    const session = await login(deps, { username: user.username, password: user.password }, { sourceIp: '192.0.2.72' });
    const caller = callerFromClaims(await tokenService.verify(session.token), { sourceIp: '192.0.2.72' });
    await changePassword({ ...changePasswordDeps, audit }, caller, { currentPassword: 'wrong', newPassword: 'tailgate lantern 77' }).catch(
      () => null,
    );
    const { token } = await changePassword({ ...changePasswordDeps, audit }, caller, {
      currentPassword: user.password,
      newPassword: 'tailgate lantern 77',
    });
    await logout({ ...logoutDeps, audit }, callerFromClaims(await tokenService.verify(token), { sourceIp: '192.0.2.72' }));

    const kinds = audit.events.map((e) => `${e.kind}:${e.outcome}`);
    expect(kinds).toEqual([
      ...Array(5).fill('auth.login.failure:failure'),
      'auth.lockout:success',
      'auth.login.failure:failure',
      'auth.login.success:success',
      'auth.password.change:failure',
      'auth.password.change:success',
      'auth.logout:success',
    ]);
    const [firstFailure] = audit.events;
    expect(firstFailure).toMatchObject({
      actor: { userId: null, name: null, role: null },
      target: { type: 'user', id: user.id, label: user.email },
      sourceIp: '192.0.2.70',
      detail: { nameTyped: user.username, reason: 'wrongPassword' },
    });
    expect(audit.events[5]).toMatchObject({ detail: { scope: 'accountSource' }, sourceIp: '192.0.2.70' });
    expect(audit.events[6]).toMatchObject({ target: null, detail: { nameTyped: 'nobody-at-all', reason: 'unknownName' } });
    expect(audit.events[7]).toMatchObject({ actor: { userId: user.id }, sourceIp: '192.0.2.72' });
    const everything = JSON.stringify(audit.events);
    expect(everything).not.toContain('secret-guess');
    expect(everything).not.toContain(user.password);
    expect(everything).not.toContain('tailgate lantern');
    expect(everything).not.toContain(token);
  });

  it('records a refused token with its source address and never the token', async () => {
    const user = await newUser();
    const token = (await signIn(user.username, user.password)).body.token as string;
    await invoke('logout', { token });
    const audit = createRecordingAuditTrail();
    const deps = { tokens: tokenService, check: tokenCheck, audit };

    await expect(authenticateWith(deps, token, { sourceIp: '192.0.2.80' })).rejects.toThrow();
    await expect(authenticateWith(deps, 'not-a-token', { sourceIp: '192.0.2.81' })).rejects.toThrow();

    expect(audit.events).toEqual([
      expect.objectContaining({
        kind: 'token.rejected',
        outcome: 'denied',
        actor: expect.objectContaining({ userId: user.id }),
        sourceIp: '192.0.2.80',
        detail: { reason: 'sessionEnded' },
      }),
      expect.objectContaining({
        kind: 'token.rejected',
        actor: { userId: null, name: null, role: null },
        sourceIp: '192.0.2.81',
        detail: { reason: 'invalidOrExpired' },
      }),
    ]);
    expect(JSON.stringify(audit.events)).not.toContain(token);
  });
});
