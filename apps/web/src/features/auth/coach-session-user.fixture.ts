import type { SessionUser } from './session-user';

/** The demo coach as the session holds them after signing in (tests of the session and what follows it). */
export const coachSessionUser = {
  id: 'user-coach',
  userName: 'coach',
  name: 'Jordan Miller',
  email: 'coach@eaglesfootball.example',
  organizationId: 'org-eagles',
  organizationName: 'Eagles Football',
  organizationSource: 'organization-details',
  accountName: 'Eagles Football',
  role: 'coach',
  isInternalUser: false,
  isDemoAccount: true,
  userType: 'external',
  isPackagePaid: false,
  menus: [],
} satisfies SessionUser;
