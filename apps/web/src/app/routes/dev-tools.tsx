import { can } from '@scout/shared/permissions';
import type { ReactNode } from 'react';
import { currentHost, isNonProductionHost } from '../../config/host';
import { ProtectedRoute } from '../../features/auth/components/protected-route';
import { sessionPrincipal } from '../../features/auth/session-principal';
import type { SessionUser } from '../../features/auth/session-user';
import { ConsolePage } from '../../features/dev-tools/components/console-page';
import { DbExplorerPage } from '../../features/dev-tools/components/db-explorer-page';
import { NetworkMonitorPage } from '../../features/dev-tools/components/network-monitor-page';
import { PerformancePage } from '../../features/dev-tools/components/performance-page';
import { S3BrowserPage } from '../../features/dev-tools/components/s3-browser-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ADMINISTRATORS_ONLY_PAGE, isAdministrator } from '../access';

/** The browser-side dev tools: internal users on a non-production host (local, dev, test, staging, preprod) only. */
export function canUseDevTools(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'internal:access') && isNonProductionHost(currentHost());
}

/** The table and bucket browsers read the stage's stored data: administrators only, on a non-production host. */
function canBrowseStoredData(user: SessionUser): boolean {
  return isAdministrator(user) && canUseDevTools(user);
}

function DevToolsRoute({
  title,
  children,
  administratorsOnly = false,
}: {
  title: string;
  children: ReactNode;
  administratorsOnly?: boolean;
}) {
  useDocumentTitle(title);
  if (administratorsOnly) {
    return (
      <ProtectedRoute allow={canUseDevTools}>
        <ProtectedRoute allow={canBrowseStoredData} refusal={ADMINISTRATORS_ONLY_PAGE}>
          {children}
        </ProtectedRoute>
      </ProtectedRoute>
    );
  }
  return <ProtectedRoute allow={canUseDevTools}>{children}</ProtectedRoute>;
}

export function NetworkMonitorRoute() {
  return (
    <DevToolsRoute title="Network Monitor">
      <NetworkMonitorPage />
    </DevToolsRoute>
  );
}

export function ConsoleRoute() {
  return (
    <DevToolsRoute title="Console">
      <ConsolePage />
    </DevToolsRoute>
  );
}

export function PerformanceRoute() {
  return (
    <DevToolsRoute title="Performance">
      <PerformancePage />
    </DevToolsRoute>
  );
}

export function DbExplorerRoute() {
  return (
    <DevToolsRoute title="Database Explorer" administratorsOnly>
      <DbExplorerPage />
    </DevToolsRoute>
  );
}

export function S3BrowserRoute() {
  return (
    <DevToolsRoute title="S3 Browser" administratorsOnly>
      <S3BrowserPage />
    </DevToolsRoute>
  );
}
