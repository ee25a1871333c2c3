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

/** Internal users (staff and administrators): the admin group and the internal pages. */
export function hasAdminAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'admin:access');
}

export function hasInternalAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'internal:access');
}

/**
 * Protected routes of the app (and the drawer's admin and dev-tools targets) whose pages are not built yet.
 * Each shows its title and says so, rather than a blank page or a redirect.
 */
export const NOT_BUILT_PROTECTED_ROUTES: readonly NotBuiltRoute[] = [
  { path: paths.pipeline.path, title: 'Pipeline' },
  { path: paths.lambdas.path, title: 'Lambda Functions' },
  { path: paths.health.path, title: 'System Health' },
];

/** Public pages (no sign-in) whose pages are not built yet: none at present (the demo pages are built). */
export const NOT_BUILT_PUBLIC_ROUTES: readonly NotBuiltRoute[] = [];
