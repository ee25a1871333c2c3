import { describe, expect, it } from 'vitest';
import { shareLinkViewerPrincipal, userPrincipal, webhookCallerPrincipal } from '../permissions/principal';
import { navEntriesFor } from './navigation';

const MAIN = ['Dashboard', 'Storage', 'Report Rollups', '+ New Report'];
const ADMIN = ['Manage Reports', 'User Management', 'Settings'];
const INTERNAL = ['Internal Users', 'Pipeline', 'Development Work', 'Concepts'];
const DEV_TOOLS = [
  'API Documentation',
  'Lambda Functions',
  'Database Explorer',
  'S3 Browser',
  'Network Monitor',
  'Console',
  'Performance',
  'System Health',
];

const coach = userPrincipal({ userId: 'user-coach', organizationId: 'org-eagles', role: 'coach' });
const staff = userPrincipal({ userId: 'user-staff', organizationId: 'internal', role: 'staff' });
const admin = userPrincipal({ userId: 'user-admin', organizationId: 'internal', role: 'admin' });

function titles(entries: { title: string }[]): string[] {
  return entries.map((entry) => entry.title);
}

describe('navEntriesFor', () => {
  it.each([
    ['a coach', coach, false, MAIN],
    ['a coach on a dev host (the dev tools are for internal users)', coach, true, MAIN],
    // The audit trail, the deploys and the stored-data browsers are for administrators only.
    ['staff (no Audit, no Pipeline)', staff, false, [...MAIN, ...ADMIN, ...INTERNAL.filter((t) => t !== 'Pipeline')]],
    [
      'staff on a dev host (no table or bucket browser)',
      staff,
      true,
      [
        ...MAIN,
        ...ADMIN,
        ...INTERNAL.filter((t) => t !== 'Pipeline'),
        ...DEV_TOOLS.filter((t) => t !== 'Database Explorer' && t !== 'S3 Browser'),
      ],
    ],
    ['an administrator', admin, false, [...MAIN, ...ADMIN, 'Audit', ...INTERNAL]],
    ['an administrator on a dev host', admin, true, [...MAIN, ...ADMIN, 'Audit', ...INTERNAL, ...DEV_TOOLS]],
  ])('shows %s the drawer of their role', (_who, principal, isDevHost, expected) => {
    // Act
    const entries = navEntriesFor(principal, { isDevHost });

    // Assess
    expect(titles(entries)).toEqual(expected);
  });

  it('shows share-link viewers and webhook callers no drawer, on any host', () => {
    // Prepare
    const viewer = shareLinkViewerPrincipal({ kind: 'report', reportId: 'rpt-1', organizationId: 'org-eagles' });
    const webhook = webhookCallerPrincipal('payments');

    // Act
    const seen = [viewer, webhook].flatMap((principal) => navEntriesFor(principal, { isDevHost: true }));

    // Assess
    expect(seen).toEqual([]);
  });
});
