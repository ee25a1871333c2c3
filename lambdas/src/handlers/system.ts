import { backfillDeps, functionCatalog, healthProbes, pipelineDeps } from '../composition/system';
import { edgeOptions } from '../composition/access-gate';
import { recordDeniedRoute } from '../audit/denied';
import { auditTrail } from '../composition/audit';
import { authenticate } from '../composition/authentication';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { runBackfill } from '../maintenance/backfill';
import { checkHealth, checkHealthDetails } from '../system/health';
import { listLambdaFunctions } from '../system/lambda-functions';
import { pipelineStatus, triggerPipeline } from '../system/pipeline';

// Every route but health is internal-only (contract auth 'internal': 403 for coaches before it runs); the
// trigger and the backfill are administrator-only (auth 'administrator', and each use case checks again).
export const routes: RouteImplementations<
  'health' | 'healthDetails' | 'pipelineStatus' | 'triggerPipeline' | 'listLambdaFunctions' | 'backfillIndexes'
> = {
  health: () => checkHealth(healthProbes, new Date()),
  healthDetails: () => checkHealthDetails(healthProbes, new Date()),
  pipelineStatus: () => pipelineStatus(pipelineDeps),
  triggerPipeline: ({ caller, body }) => triggerPipeline(pipelineDeps, caller, body, new Date()),
  listLambdaFunctions: () => listLambdaFunctions(functionCatalog, new Date()),
  backfillIndexes: ({ caller, body }) => runBackfill(backfillDeps, caller, body),
};

export const handler = withLambdaContext(
  createHttpHandler(routes, { authenticate, ...edgeOptions, onDenied: recordDeniedRoute(auditTrail) }),
);
