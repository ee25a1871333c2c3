import { can, type NavAction, type UnscopedAction } from '../permissions/can';
import type { Principal } from '../permissions/principal';
import { appPaths } from './app-paths';

/**
 * The side drawer's entries, declared once: the login response lists the ones a user may use, and the web
 * drawer renders them. Who sees a group is decided by `can` (its nav action); the Dev Tools group also needs a
 * non-production host.
 */
export type NavGroup = 'main' | 'admin' | 'internal' | 'devTools';

export interface NavEntry {
  title: string;
  path: string;
  group: NavGroup;
  /** Served as a static file rather than an app route. */
  external?: boolean;
  /** What the principal needs beyond the group's access (an entry only some of the group may use). */
  requires?: UnscopedAction;
}

/** What a principal needs to see each group, and whether the group shows on non-production hosts only. */
export const NAV_GROUP_ACCESS: Readonly<Record<NavGroup, { requires: NavAction; devHostOnly: boolean }>> = {
  main: { requires: 'nav:main', devHostOnly: false },
  admin: { requires: 'nav:admin', devHostOnly: false },
  internal: { requires: 'nav:internal', devHostOnly: false },
  // The dev tools read the system's own data (tables, buckets, functions): internal users only, not coaches.
  devTools: { requires: 'nav:internal', devHostOnly: true },
};

export const NAV_ENTRIES: readonly NavEntry[] = [
  { title: 'Dashboard', path: appPaths.dashboard.path, group: 'main' },
  { title: 'Storage', path: appPaths.storage.path, group: 'main' },
  { title: 'Report Rollups', path: appPaths.reportRollup.path, group: 'main' },
  { title: '+ New Report', path: appPaths.uploadZip.path, group: 'main' },
  { title: 'Manage Reports', path: appPaths.adminReports.path, group: 'admin' },
  { title: 'User Management', path: appPaths.adminUsers.path, group: 'admin' },
  { title: 'Settings', path: appPaths.adminSettings.path, group: 'admin' },
  { title: 'Audit', path: appPaths.adminAudit.path, group: 'admin', requires: 'audit:read' },
  { title: 'Internal Users', path: appPaths.internalUsers.path, group: 'internal' },
  { title: 'Pipeline', path: appPaths.pipeline.path, group: 'internal', requires: 'pipeline:trigger' },
  { title: 'Development Work', path: appPaths.developmentWork.path, group: 'internal' },
  { title: 'Concepts', path: appPaths.concepts.path, group: 'internal' },
  { title: 'API Documentation', path: appPaths.apiDocs.path, group: 'devTools', external: true },
  { title: 'Lambda Functions', path: appPaths.lambdas.path, group: 'devTools' },
  { title: 'Database Explorer', path: appPaths.dbExplorer.path, group: 'devTools', requires: 'devTools:use' },
  { title: 'S3 Browser', path: appPaths.s3Browser.path, group: 'devTools', requires: 'devTools:use' },
  { title: 'Network Monitor', path: appPaths.network.path, group: 'devTools' },
  { title: 'Console', path: appPaths.console.path, group: 'devTools' },
  { title: 'Performance', path: appPaths.performance.path, group: 'devTools' },
  { title: 'System Health', path: appPaths.health.path, group: 'devTools' },
];

export interface NavContext {
  /** A non-production host (local, dev, test, staging, preprod): shows Dev Tools. The server passes false. */
  isDevHost: boolean;
}

/** The entries `principal` sees, in drawer order. */
export function navEntriesFor(principal: Principal, context: NavContext): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => {
    const access = NAV_GROUP_ACCESS[entry.group];
    return (
      can(principal, access.requires) && (!entry.requires || can(principal, entry.requires)) && (!access.devHostOnly || context.isDevHost)
    );
  });
}
