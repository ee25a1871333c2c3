import { can } from '@scout/shared/permissions';
import { paths } from '../config/paths';
import { sessionPrincipal } from '../features/auth/session-principal';
import type { SessionUser } from '../features/auth/session-user';

export interface NotBuiltRoute {
  path: string;
  title: string;
  /** Extra access rule beyond sign-in; failing it sends the user to '/dashboard'. */
  allow?: (user: SessionUser) => boolean;
}

function hasAdminAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'admin:access');
}

/**
 * Protected routes of the app (and the drawer's admin and dev-tools targets) whose pages are not built yet.
 * Each shows its title and says so, rather than a blank page or a redirect.
 */
export const NOT_BUILT_PROTECTED_ROUTES: readonly NotBuiltRoute[] = [
  { path: paths.adminReports.path, title: 'Manage Reports', allow: hasAdminAccess },
  { path: paths.adminUsers.path, title: 'User Management', allow: hasAdminAccess },
  { path: paths.adminSettings.path, title: 'Settings', allow: hasAdminAccess },
  { path: paths.internalUsers.path, title: 'Internal Users' },
  { path: paths.developmentWork.path, title: 'Development Work' },
  { path: paths.dbExplorer.path, title: 'Database Explorer' },
  { path: paths.s3Browser.path, title: 'S3 Browser' },
  { path: paths.network.path, title: 'Network Monitor' },
  { path: paths.console.path, title: 'Console' },
  { path: paths.performance.path, title: 'Performance' },
];

/** Public pages (no sign-in) whose pages are not built yet: none at present (the demo pages are built). */
export const NOT_BUILT_PUBLIC_ROUTES: readonly NotBuiltRoute[] = [];
