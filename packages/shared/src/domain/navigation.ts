/**
 * The side drawer's entries, declared once: the login response lists the ones a role may use, and the web
 * drawer renders them (adding the host-based Dev Tools group itself).
 */
export type NavAudience = 'all' | 'admin' | 'internal' | 'devHost';

export interface NavEntry {
  title: string;
  path: string;
  audience: NavAudience;
  group: 'main' | 'admin' | 'internal' | 'devTools';
  /** Served as a static file rather than an app route. */
  external?: boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { title: 'Dashboard', path: '/dashboard', audience: 'all', group: 'main' },
  { title: 'Storage', path: '/storage', audience: 'all', group: 'main' },
  { title: 'Report Rollups', path: '/reports/rollup', audience: 'all', group: 'main' },
  { title: '+ New Report', path: '/upload-zip', audience: 'all', group: 'main' },
  { title: 'Manage Reports', path: '/admin/reports', audience: 'admin', group: 'admin' },
  { title: 'User Management', path: '/admin/users', audience: 'admin', group: 'admin' },
  { title: 'Settings', path: '/admin/settings', audience: 'admin', group: 'admin' },
  { title: 'Internal Users', path: '/internal-users', audience: 'internal', group: 'internal' },
  { title: 'Pipeline', path: '/pipeline', audience: 'internal', group: 'internal' },
  { title: 'Development Work', path: '/development-work', audience: 'internal', group: 'internal' },
  { title: 'Concepts', path: '/concepts', audience: 'internal', group: 'internal' },
  { title: 'API Documentation', path: '/api-docs.html', audience: 'devHost', group: 'devTools', external: true },
  { title: 'Lambda Functions', path: '/lambdas', audience: 'devHost', group: 'devTools' },
  { title: 'Database Explorer', path: '/dev/db-explorer', audience: 'devHost', group: 'devTools' },
  { title: 'S3 Browser', path: '/dev/s3-browser', audience: 'devHost', group: 'devTools' },
  { title: 'Network Monitor', path: '/dev/network', audience: 'devHost', group: 'devTools' },
  { title: 'Console', path: '/dev/console', audience: 'devHost', group: 'devTools' },
  { title: 'Performance', path: '/dev/performance', audience: 'devHost', group: 'devTools' },
  { title: 'System Health', path: '/health', audience: 'devHost', group: 'devTools' },
];

export interface NavViewer {
  isAdmin: boolean;
  isInternal: boolean;
  isDevHost: boolean;
}

export function navEntriesFor(viewer: NavViewer): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => {
    switch (entry.audience) {
      case 'all':
        return true;
      case 'admin':
        return viewer.isAdmin;
      case 'internal':
        return viewer.isInternal;
      case 'devHost':
        return viewer.isDevHost;
    }
  });
}
