import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { DEMO_ACCOUNTS } from '@scout/shared/domain';
import { invoke, tokenFor } from './support/invoke';

describe('POST /api/v2/login', () => {
  it('signs a coach in by username and returns the session user with a signed token', async () => {
    const { username, password, email, name } = DEMO_ACCOUNTS.coach;

    const response = await invoke('login', { body: { username, password } });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({
      userName: username,
      email,
      name,
      organizationId: 'org-eagles',
      accountName: 'Eagles Football',
      role: 'coach',
      isInternalUser: false,
      userType: 'external',
      isDemoAccount: true,
    });
    const claims = jwt.decode(response.body.token as string, { complete: true });
    expect(claims?.header.alg).toBe('HS256');
    expect(claims?.payload).toMatchObject({
      sub: 'user-coach',
      accountId: 'org-eagles',
      accountName: 'Eagles Football',
      role: 'coach',
      iss: 'scout',
      aud: 'scout-web',
    });
    expect((claims?.payload as jwt.JwtPayload).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('signs a user in by e-mail, whatever its case', async () => {
    const response = await invoke('login', {
      body: { username: DEMO_ACCOUNTS.admin.email.toUpperCase(), password: DEMO_ACCOUNTS.admin.password },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ role: 'admin', isInternalUser: true, userType: 'internal' });
    expect((response.body.menus as { title: string }[]).map((m) => m.title)).toContain('Manage Reports');
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const wrongPassword = await invoke('login', { body: { username: 'coach', password: 'not-the-password' } });
    const unknownUser = await invoke('login', { body: { username: 'nobody', password: 'not-the-password' } });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
  });

  it('requires both username and password', async () => {
    const missing = await invoke('login', { body: { username: 'coach' } });
    const blank = await invoke('login', { body: { username: '  ', password: 'x' } });

    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('Please enter both username and password');
    expect(blank.statusCode).toBe(400);
  });

  it('gives a password over 1024 characters its own message, without hashing it', async () => {
    const response = await invoke('login', { body: { username: 'coach', password: 'p'.repeat(1025) } });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe('Password must be at most 1024 characters');
  });

  it('rejects a body that is not JSON', async () => {
    const response = await invoke('login', { rawBody: '{not json' });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe('Request body must be valid JSON');
  });
});

describe('GET /api/v2/get-organization-details', () => {
  it("returns the caller's organisation from the token", async () => {
    const response = await invoke('getOrganizationDetails', { token: await tokenFor('rivalCoach') });

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ id: 'org-ridgeview', organizationName: 'Ridgeview Football' });
  });

  it('requires a token', async () => {
    const response = await invoke('getOrganizationDetails');

    expect(response.statusCode).toBe(401);
    expect(response.body.message).toBe('Authentication required');
  });
});
