import { describe, expect, it } from 'vitest';
import { can, type Action, type CardResource, type OrganizationResource, type ReportResource, type WebhookResource } from './can';
import { shareLinkViewerPrincipal, userPrincipal, webhookCallerPrincipal, type Principal } from './principal';

const PRINCIPALS = {
  coach: userPrincipal({ userId: 'user-coach', organizationId: 'org-eagles', role: 'coach' }),
  coachWithoutOrganization: userPrincipal({ userId: 'user-lost', organizationId: null, role: 'coach' }),
  staff: userPrincipal({ userId: 'user-staff', organizationId: 'internal', role: 'staff' }),
  admin: userPrincipal({ userId: 'user-admin', organizationId: 'internal', role: 'admin' }),
  reportLink: shareLinkViewerPrincipal({ kind: 'report', reportId: 'rpt-eagles', organizationId: 'org-eagles' }),
  groupLink: shareLinkViewerPrincipal({ kind: 'group', groupId: 'grp-eagles', organizationId: 'org-eagles' }),
  webhook: webhookCallerPrincipal('payments'),
} satisfies Record<string, Principal>;
type PrincipalName = keyof typeof PRINCIPALS;
const EVERYONE = Object.keys(PRINCIPALS) as PrincipalName[];

const ORGANIZATIONS = {
  eagles: { type: 'organization', organizationId: 'org-eagles' },
  ridgeview: { type: 'organization', organizationId: 'org-ridgeview' },
} satisfies Record<string, OrganizationResource>;

const REPORTS = {
  /** The report the report link opens, in the group the group link opens. */
  sharedEagles: { type: 'report', id: 'rpt-eagles', organizationId: 'org-eagles', groupId: 'grp-eagles' },
  /** Another Eagles report, in no group. */
  otherEagles: { type: 'report', id: 'rpt-eagles-2', organizationId: 'org-eagles', groupId: null },
  /** Another organisation's report that happens to carry the same ids as the links. */
  ridgeview: { type: 'report', id: 'rpt-eagles', organizationId: 'org-ridgeview', groupId: 'grp-eagles' },
} satisfies Record<string, ReportResource>;

const CARDS = {
  sharedEagles: { type: 'card', reportId: 'rpt-eagles', organizationId: 'org-eagles', groupId: 'grp-eagles' },
  otherEagles: { type: 'card', reportId: 'rpt-eagles-2', organizationId: 'org-eagles' },
  ridgeview: { type: 'card', reportId: 'rpt-eagles', organizationId: 'org-ridgeview', groupId: 'grp-eagles' },
} satisfies Record<string, CardResource>;

const WEBHOOKS = {
  payments: { type: 'webhook', source: 'payments' },
  other: { type: 'webhook', source: 'video-import' },
} satisfies Record<string, WebhookResource>;

const USERS: PrincipalName[] = ['coach', 'coachWithoutOrganization', 'staff', 'admin'];
const INTERNAL: PrincipalName[] = ['staff', 'admin'];
const EAGLES_MEMBERS: PrincipalName[] = ['coach', 'staff', 'admin'];

interface Row {
  action: Action;
  resource: string;
  /** Every other principal is refused. */
  allowed: PrincipalName[];
  check: (principal: Principal) => boolean;
}

/** One row per action and resource: who may, so that everyone else may not. */
const TABLE: Row[] = [
  {
    action: 'report:list',
    resource: 'own organisation',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'report:list', ORGANIZATIONS.eagles),
  },
  {
    action: 'report:list',
    resource: 'another organisation',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:list', ORGANIZATIONS.ridgeview),
  },
  { action: 'report:listAll', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'report:listAll') },
  {
    action: 'concept:manage',
    resource: 'own organisation',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'concept:manage', ORGANIZATIONS.eagles),
  },
  {
    action: 'concept:manage',
    resource: 'another organisation',
    allowed: INTERNAL,
    check: (p) => can(p, 'concept:manage', ORGANIZATIONS.ridgeview),
  },
  {
    action: 'report:create',
    resource: 'own organisation',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'report:create', ORGANIZATIONS.eagles),
  },
  {
    action: 'report:create',
    resource: 'another organisation',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:create', ORGANIZATIONS.ridgeview),
  },
  {
    action: 'report:read',
    resource: 'shared report',
    allowed: [...EAGLES_MEMBERS, 'reportLink', 'groupLink'],
    check: (p) => can(p, 'report:read', REPORTS.sharedEagles),
  },
  {
    action: 'report:read',
    resource: 'unshared own report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'report:read', REPORTS.otherEagles),
  },
  {
    action: 'report:read',
    resource: 'another organisation’s report',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:read', REPORTS.ridgeview),
  },
  {
    action: 'report:update',
    resource: 'shared report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'report:update', REPORTS.sharedEagles),
  },
  {
    action: 'report:update',
    resource: 'another organisation’s report',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:update', REPORTS.ridgeview),
  },
  { action: 'report:setPayment', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'report:setPayment') },
  {
    action: 'report:delete',
    resource: 'shared report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'report:delete', REPORTS.sharedEagles),
  },
  {
    action: 'report:delete',
    resource: 'another organisation’s report',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:delete', REPORTS.ridgeview),
  },
  {
    action: 'report:assignStaff',
    resource: 'shared report',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:assignStaff', REPORTS.sharedEagles),
  },
  {
    action: 'report:assignStaff',
    resource: 'another organisation’s report',
    allowed: INTERNAL,
    check: (p) => can(p, 'report:assignStaff', REPORTS.ridgeview),
  },
  {
    action: 'card:read',
    resource: 'card of the shared report',
    allowed: [...EAGLES_MEMBERS, 'reportLink', 'groupLink'],
    check: (p) => can(p, 'card:read', CARDS.sharedEagles),
  },
  {
    action: 'card:read',
    resource: 'card of an unshared own report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'card:read', CARDS.otherEagles),
  },
  { action: 'card:read', resource: 'another organisation’s card', allowed: INTERNAL, check: (p) => can(p, 'card:read', CARDS.ridgeview) },
  {
    action: 'card:write',
    resource: 'card of the shared report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'card:write', CARDS.sharedEagles),
  },
  { action: 'card:write', resource: 'another organisation’s card', allowed: INTERNAL, check: (p) => can(p, 'card:write', CARDS.ridgeview) },
  {
    action: 'card:delete',
    resource: 'card of the shared report',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'card:delete', CARDS.sharedEagles),
  },
  {
    action: 'card:delete',
    resource: 'another organisation’s card',
    allowed: INTERNAL,
    check: (p) => can(p, 'card:delete', CARDS.ridgeview),
  },
  { action: 'user:manage', resource: 'a coach', allowed: INTERNAL, check: (p) => can(p, 'user:manage', { type: 'user', role: 'coach' }) },
  { action: 'user:manage', resource: 'staff', allowed: ['admin'], check: (p) => can(p, 'user:manage', { type: 'user', role: 'staff' }) },
  {
    action: 'user:manage',
    resource: 'an administrator',
    allowed: ['admin'],
    check: (p) => can(p, 'user:manage', { type: 'user', role: 'admin' }),
  },
  {
    action: 'metricRules:read',
    resource: 'own organisation',
    allowed: EAGLES_MEMBERS,
    check: (p) => can(p, 'metricRules:read', ORGANIZATIONS.eagles),
  },
  {
    action: 'metricRules:read',
    resource: 'another organisation',
    allowed: INTERNAL,
    check: (p) => can(p, 'metricRules:read', ORGANIZATIONS.ridgeview),
  },
  ...(
    [
      'administrator:access',
      'catalog:write',
      'accessCode:manage',
      'payment:test',
      'pipeline:trigger',
      'audit:read',
      'devTools:use',
    ] as const
  ).map((action): Row => ({ action, resource: '-', allowed: ['admin'], check: (p) => can(p, action) })),
  { action: 'metricRules:write', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'metricRules:write') },
  { action: 'internal:access', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'internal:access') },
  { action: 'nav:main', resource: '-', allowed: USERS, check: (p) => can(p, 'nav:main') },
  { action: 'nav:admin', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'nav:admin') },
  { action: 'nav:internal', resource: '-', allowed: INTERNAL, check: (p) => can(p, 'nav:internal') },
  {
    action: 'webhook:deliver',
    resource: 'its own webhook',
    allowed: ['webhook'],
    check: (p) => can(p, 'webhook:deliver', WEBHOOKS.payments),
  },
  { action: 'webhook:deliver', resource: 'another webhook', allowed: [], check: (p) => can(p, 'webhook:deliver', WEBHOOKS.other) },
];

const CASES = TABLE.flatMap((row) =>
  EVERYONE.map((name) => ({ name, action: row.action, resource: row.resource, expected: row.allowed.includes(name), check: row.check })),
);

describe('can', () => {
  it.each(CASES)('$name $action on $resource: $expected', ({ name, expected, check }) => {
    // Act
    const allowed = check(PRINCIPALS[name]);

    // Assess
    expect(allowed).toBe(expected);
  });

  it('has a row for every action', () => {
    // Prepare: keyed by Action, so the type check fails here when an action is added without a row.
    const everyAction: Record<Action, true> = {
      'report:list': true,
      'report:listAll': true,
      'administrator:access': true,
      'catalog:write': true,
      'accessCode:manage': true,
      'payment:test': true,
      'pipeline:trigger': true,
      'audit:read': true,
      'devTools:use': true,
      'report:create': true,
      'report:read': true,
      'report:update': true,
      'report:setPayment': true,
      'report:delete': true,
      'report:assignStaff': true,
      'card:read': true,
      'card:write': true,
      'card:delete': true,
      'concept:manage': true,
      'metricRules:read': true,
      'metricRules:write': true,
      'user:manage': true,
      'internal:access': true,
      'nav:main': true,
      'nav:admin': true,
      'nav:internal': true,
      'webhook:deliver': true,
    };

    // Act
    const inTable = new Set(TABLE.map((row) => row.action));

    // Assess
    expect(inTable).toEqual(new Set(Object.keys(everyAction)));
  });

  it('lets a share link of another organisation open nothing, even with matching report and group ids', () => {
    // Prepare
    const ridgeviewLink = shareLinkViewerPrincipal({ kind: 'group', groupId: 'grp-eagles', organizationId: 'org-ridgeview' });

    // Act
    const readsEagles = can(ridgeviewLink, 'report:read', REPORTS.sharedEagles);
    const readsRidgeview = can(ridgeviewLink, 'report:read', REPORTS.ridgeview);

    // Assess
    expect(readsEagles).toBe(false);
    expect(readsRidgeview).toBe(true);
  });

  it('does not open a report without a group to a group link', () => {
    // Prepare
    const link = shareLinkViewerPrincipal({ kind: 'group', groupId: 'grp-eagles', organizationId: 'org-eagles' });

    // Act
    const allowed = can(link, 'card:read', { type: 'card', reportId: 'rpt-x', organizationId: 'org-eagles' });

    // Assess
    expect(allowed).toBe(false);
  });
});

/** The internal-user check as the code asks it: may a user with these fields use internal features? */
function isInternalUser(user: { role?: string | null; isInternalUser?: boolean | null }): boolean {
  return can(userPrincipal({ userId: 'user-1', organizationId: null, ...user }), 'internal:access');
}

describe('internal-user check', () => {
  it('accepts the administrator roles and the internal flag, and nothing else', () => {
    for (const role of ['admin', 'Administrator', 'Report Administrator', 'Internal', 'staff']) {
      expect(isInternalUser({ role })).toBe(true);
    }
    expect(isInternalUser({ role: 'coach', isInternalUser: true })).toBe(true);
    expect(isInternalUser({ role: 'coach' })).toBe(false);
    expect(isInternalUser({ role: 'ADMIN' })).toBe(false);
    expect(isInternalUser({})).toBe(false);
  });
});
