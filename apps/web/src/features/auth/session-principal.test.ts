import { describe, expect, it } from 'vitest';
import { coachSessionUser } from './coach-session-user.fixture';
import { sessionPrincipal } from './session-principal';

describe('sessionPrincipal', () => {
  it('makes the demo coach a coach of their organisation', () => {
    // Act
    const principal = sessionPrincipal(coachSessionUser);

    // Assess
    expect(principal).toEqual({ kind: 'coach', userId: 'user-coach', organizationId: 'org-eagles' });
  });

  it.each([
    ['the internal-user flag', { isInternalUser: true }],
    ['the internal user type', { userType: 'internal' as const }],
    ['the staff role', { role: 'staff' }],
  ])('makes a user internal by %s', (_marker, fields) => {
    // Act
    const principal = sessionPrincipal({ ...coachSessionUser, ...fields });

    // Assess
    expect(principal.kind).toBe('staff');
  });

  it('makes an admin role an administrator', () => {
    // Act
    const principal = sessionPrincipal({ ...coachSessionUser, role: 'admin', isInternalUser: true, userType: 'internal' });

    // Assess
    expect(principal.kind).toBe('administrator');
  });

  it('keeps an unresolved organisation unknown rather than guessing one', () => {
    // Act
    const principal = sessionPrincipal({ ...coachSessionUser, organizationId: null });

    // Assess
    expect(principal.organizationId).toBeNull();
  });
});
