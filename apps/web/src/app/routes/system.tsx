import { can } from '@scout/shared/permissions';
import { ProtectedRoute } from '../../features/auth/components/protected-route';
import { sessionPrincipal } from '../../features/auth/session-principal';
import type { SessionUser } from '../../features/auth/session-user';
import { HealthPage } from '../../features/system/components/health-page';
import { LambdasPage } from '../../features/system/components/lambdas-page';
import { PipelinePage } from '../../features/system/components/pipeline-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ADMINISTRATORS_ONLY_PAGE, isAdministrator } from '../access';

/** Internal users only: anyone else is sent to the dashboard (the server answers their calls 403 anyway). */
const isInternal = (user: SessionUser) => can(sessionPrincipal(user), 'internal:access');

/** '/health': System Health (Dev Tools). */
export function HealthRoute() {
  useDocumentTitle('System Health');
  return (
    <ProtectedRoute allow={isInternal}>
      <HealthPage />
    </ProtectedRoute>
  );
}

/** '/pipeline': the CI/CD pipeline (internal group), administrators only: it deploys. Staff are told so in words. */
export function PipelineRoute() {
  useDocumentTitle('Pipeline');
  return (
    <ProtectedRoute allow={isInternal}>
      <ProtectedRoute allow={isAdministrator} refusal={ADMINISTRATORS_ONLY_PAGE}>
        <PipelinePage />
      </ProtectedRoute>
    </ProtectedRoute>
  );
}

/** '/lambdas': Lambda Functions (Dev Tools). */
export function LambdasRoute() {
  useDocumentTitle('Lambda Functions');
  return (
    <ProtectedRoute allow={isInternal}>
      <LambdasPage />
    </ProtectedRoute>
  );
}
