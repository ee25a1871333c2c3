import { describe, expect, it } from 'vitest';
import { userPrincipal } from './principal';

describe('userPrincipal', () => {
  it.each([
    ['admin', 'administrator'],
    ['Administrator', 'administrator'],
    ['Report Administrator', 'administrator'],
    ['staff', 'staff'],
    ['Internal', 'staff'],
    ['coach', 'coach'],
    ['internal', 'coach'],
    ['ADMIN', 'coach'],
    ['', 'coach'],
    [null, 'coach'],
  ] as const)('reads role %j as %s (compared exactly)', (role, kind) => {
    // Act
    const principal = userPrincipal({ userId: 'u1', organizationId: 'org-1', role });

    // Assess
    expect(principal).toEqual({ kind, userId: 'u1', organizationId: 'org-1' });
  });

  it('keeps a user the server called internal internal, whatever their role', () => {
    // Act
    const principal = userPrincipal({ userId: 'u1', organizationId: 'internal', role: 'coach', isInternalUser: true });

    // Assess
    expect(principal.kind).toBe('staff');
  });

  it('does not lower an administrator to staff when the internal flag is set', () => {
    // Act
    const principal = userPrincipal({ userId: 'u1', organizationId: 'internal', role: 'admin', isInternalUser: true });

    // Assess
    expect(principal.kind).toBe('administrator');
  });

  it('ignores an internal flag that is false or absent', () => {
    // Act
    const flagged = userPrincipal({ userId: 'u1', organizationId: 'org-1', role: 'coach', isInternalUser: false });
    const unflagged = userPrincipal({ userId: 'u1', organizationId: 'org-1', role: 'coach', isInternalUser: null });

    // Assess
    expect([flagged.kind, unflagged.kind]).toEqual(['coach', 'coach']);
  });
});
