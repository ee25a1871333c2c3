import type { LoginResponse } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { coachClaims, makeToken } from '../../testing/make-token';
import { signIn, validateCredentials, type SignInPorts } from './sign-in';

const token = makeToken(coachClaims);

const loginAnswer: LoginResponse = {
  token,
  id: 'user-coach',
  userName: 'coach',
  name: 'Jordan Miller',
  email: 'coach@eaglesfootball.example',
  organizationId: 'org-eagles',
  accountName: 'Eagles Football',
  role: 'coach',
  isInternalUser: false,
  isDemoAccount: true,
  userType: 'external',
  isPackagePaid: false,
  menus: [],
};

function ports(overrides: Partial<SignInPorts> = {}): SignInPorts & { tokensSeen: string[] } {
  const tokensSeen: string[] = [];
  return {
    tokensSeen,
    login: async () => loginAnswer,
    getOrganizationDetails: async (seen) => {
      tokensSeen.push(seen);
      return { id: 'org-eagles', organizationName: 'Eagles Football (details)' };
    },
    generateId: () => 'generated',
    ...overrides,
  };
}

describe('validateCredentials', () => {
  it('requires both username and password', () => {
    expect(validateCredentials({ username: '', password: 'x' })).toBe('Please enter both username and password');
    expect(validateCredentials({ username: '   ', password: 'x' })).toBe('Please enter both username and password');
    expect(validateCredentials({ username: 'coach', password: '' })).toBe('Please enter both username and password');
    expect(validateCredentials({ username: 'coach', password: 'secret' })).toBeNull();
  });

  it('gives an over-long password or username its own message', () => {
    expect(validateCredentials({ username: 'coach', password: 'p'.repeat(1025) })).toBe('Password must be at most 1024 characters');
    expect(validateCredentials({ username: 'coach', password: 'p'.repeat(1024) })).toBeNull();
    expect(validateCredentials({ username: `${'u'.repeat(250)}@x.io`, password: 'secret' })).toBe(
      'Username or e-mail must be at most 254 characters',
    );
  });
});

describe('signIn', () => {
  it('signs in, then merges the organisation details fetched with the new token', async () => {
    const fakes = ports();

    const result = await signIn({ username: 'coach', password: 'secret' }, fakes);

    expect(fakes.tokensSeen).toEqual([token]);
    expect(result.token).toBe(token);
    expect(result.user).toMatchObject({
      organizationId: 'org-eagles',
      organizationName: 'Eagles Football (details)',
      organizationSource: 'organization-details',
    });
  });

  it("falls back to the token's account when the details call fails", async () => {
    const fakes = ports({ getOrganizationDetails: async () => Promise.reject(new Error('503')) });

    const result = await signIn({ username: 'coach', password: 'secret' }, fakes);

    expect(result.user).toMatchObject({ organizationId: 'org-eagles', organizationName: 'Eagles Football', organizationSource: 'token' });
  });

  it('lets a login failure through for the caller to word', async () => {
    const failure = new Error('nope');
    const fakes = ports({ login: async () => Promise.reject(failure) });

    await expect(signIn({ username: 'coach', password: 'bad' }, fakes)).rejects.toBe(failure);
  });
});

describe('signing in with a temporary password', () => {
  it('marks the session as one that must change its password and makes no call its token may not make', async () => {
    const signInPorts = ports({ login: async () => ({ ...loginAnswer, mustChangePassword: true }) });

    const { user } = await signIn({ username: 'coach', password: 'temporary' }, signInPorts);

    expect(user.mustChangePassword).toBe(true);
    expect(signInPorts.tokensSeen).toEqual([]);
    expect(user.organizationSource).toBe('token');
  });
});
