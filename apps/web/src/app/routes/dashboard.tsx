import { isAdministrator } from '@scout/shared/domain';
import { useMemo } from 'react';
import { useSession } from '../../features/auth/session-store';
import { ReportsDashboard } from '../../features/reports/components/reports-dashboard';
import type { ReportsViewer } from '../../features/reports/reports-viewer';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/dashboard' ('Reports Dashboard' in the route table). */
export function DashboardRoute() {
  useDocumentTitle('Reports Dashboard');
  const user = useSession((s) => s.user);
  const viewer = useMemo<ReportsViewer>(
    () => ({ isAdministrator: user ? isAdministrator(user) : false, organizationId: user?.organizationId ?? null }),
    [user],
  );
  return <ReportsDashboard viewer={viewer} />;
}
