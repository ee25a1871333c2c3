import { isAdministrator } from '@scout/shared/domain';
import { useMemo } from 'react';
import { useSession } from '../../features/auth/session-store';
import type { ReportsViewer } from '../../features/reports/reports-viewer';

/** The signed-in user as the report screens need them: internal or not, and their organisation. */
export function useReportsViewer(): ReportsViewer {
  const user = useSession((s) => s.user);
  return useMemo<ReportsViewer>(
    () => ({ isAdministrator: user ? isAdministrator(user) : false, organizationId: user?.organizationId ?? null }),
    [user],
  );
}
