import { describe, expect, it } from 'vitest';
import { coachClaims } from '../../testing/make-token';
import { buildSessionUser, coachGreeting, withOrganizationDetails, withTokenOrganization } from './session-user';

const answer = {
  token: 'a.b.c',
  id: 'user-coach',
  userName: 'coach',
  name: 'Jordan Miller',
  email: 'coach@eaglesfootball.example',
  organizationId: 'org-from-response',
  accountName: 'Eagles Football',
  role: 'coach',
  isInternalUser: false,
  isDemoAccount: true,
  userType: 'external' as const,
  isPackagePaid: true,
  menus: [{ title: 'Dashboard', path: '/dashboard' }],
};

const neverCalled = () => {
  throw new Error('generateId should not be called');
};

describe('buildSessionUser', () => {
  it('takes the login answer, preferring the token account id for the organisation', () => {
    const user = buildSessionUser(answer, coachClaims, 'coach', neverCalled);

    expect(user).toEqual({
      id: 'user-coach',
      userName: 'coach',
      name: 'Jordan Miller',
      email: 'coach@eaglesfootball.example',
      organizationId: 'org-eagles',
      organizationName: null,
      organizationSource: 'login',
      accountName: 'Eagles Football',
      role: 'coach',
      isInternalUser: false,
      isDemoAccount: true,
      userType: 'external',
      isPackagePaid: true,
      menus: [{ title: 'Dashboard', path: '/dashboard' }],
    });
  });

  it("falls back to the response's organizationId when the token has no account id", () => {
    expect(buildSessionUser(answer, null, 'coach', neverCalled).organizationId).toBe('org-from-response');
  });

  it('falls back to the user name for the id, then to a generated id', () => {
    expect(buildSessionUser({ ...answer, id: '' }, null, 'coach', neverCalled).id).toBe('coach');
    expect(buildSessionUser({ ...answer, id: '', userName: '' }, null, 'coach', () => 'generated-1').id).toBe('generated-1');
  });

  it('falls back to the typed username for the e-mail', () => {
    expect(buildSessionUser({ ...answer, email: '' }, null, 'coach@typed.example', neverCalled).email).toBe('coach@typed.example');
  });

  it('marks a demo account only when the flag is exactly true', () => {
    expect(buildSessionUser({ ...answer, isDemoAccount: undefined }, null, 'coach', neverCalled).isDemoAccount).toBe(false);
  });

  it('derives the user type from isInternalUser when the answer has none', () => {
    const user = buildSessionUser({ ...answer, isInternalUser: true, userType: undefined }, null, 'admin', neverCalled);

    expect(user.userType).toBe('internal');
  });
});

describe('organisation merge', () => {
  const base = buildSessionUser(answer, coachClaims, 'coach', neverCalled);

  it('merges the organisation details, keeping the user id', () => {
    const merged = withOrganizationDetails(base, { id: 'org-eagles', organizationName: 'Eagles Football' });

    expect(merged).toMatchObject({
      id: 'user-coach',
      organizationId: 'org-eagles',
      organizationName: 'Eagles Football',
      organizationSource: 'organization-details',
    });
  });

  it("uses the token's account id and name, marked as from the token, when the details call failed", () => {
    const merged = withTokenOrganization(base, { accountId: 'org-token', accountName: 'Token Org' });

    expect(merged).toMatchObject({ organizationId: 'org-token', organizationName: 'Token Org', organizationSource: 'token' });
  });
});

describe('coachGreeting', () => {
  it("greets with 'Coach' and the last word of the name", () => {
    expect(coachGreeting({ name: 'Jordan Lee Miller', userName: 'coach', email: 'c@x.example' })).toBe('Coach Miller');
  });

  it('falls back to the user name, then the e-mail local part', () => {
    expect(coachGreeting({ name: ' ', userName: 'rivera', email: 'c@x.example' })).toBe('Coach rivera');
    expect(coachGreeting({ name: '', userName: '', email: 'sam@x.example' })).toBe('Coach sam');
  });
});
