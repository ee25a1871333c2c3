import { can } from '@scout/shared/permissions';
import { useMemo } from 'react';
import { sessionPrincipal } from '../../features/auth/session-principal';
import { useSession } from '../../features/auth/session-store';
import type { ReportsViewer } from '../../features/reports/reports-viewer';

/**
 * The signed-in user as the report screens need them: whether they have internal access (every
 * organisation's reports and their ids, test purchases) and their organisation.
 */
export function useReportsViewer(): ReportsViewer {
  const user = useSession((s) => s.user);
  return useMemo<ReportsViewer>(
    () => ({
      isAdministrator: user ? can(sessionPrincipal(user), 'internal:access') : false,
      organizationId: user?.organizationId ?? null,
    }),
    [user],
  );
}
