import { edgeOptions } from '../composition/access-gate';
import { recordDeniedRoute } from '../audit/denied';
import { auditTrail } from '../composition/audit';
import { listAuditEvents } from '../audit/audit-events';
import { auditEventsDeps } from '../composition/audit';
import { authenticate } from '../composition/authentication';
import { accessCodeDeps, developmentTaskDeps, devToolsDeps } from '../composition/staff';
import { browseBucket, browseTable, getBucketObjectUrl } from '../dev-tools/dev-tools';
import { withLambdaContext } from '../core/logger';
import {
  createDevelopmentTask,
  deleteDevelopmentTask,
  getDevelopmentTask,
  listDevelopmentTasks,
  updateDevelopmentTask,
} from '../development-tasks/development-tasks';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { clearAccessCode, getAccessCodeStatus, isAccessCodeRequired, setAccessCode, verifyAccessCode } from '../settings/access-code';

export const routes: RouteImplementations<
  | 'listDevelopmentTasks'
  | 'getDevelopmentTask'
  | 'createDevelopmentTask'
  | 'updateDevelopmentTask'
  | 'deleteDevelopmentTask'
  | 'getAccessCodeSetting'
  | 'setAccessCode'
  | 'clearAccessCode'
  | 'getAccessCodeRequirement'
  | 'verifyAccessCode'
  | 'browseTable'
  | 'browseBucket'
  | 'getBucketObjectUrl'
  | 'listAuditEvents'
> = {
  listDevelopmentTasks: ({ caller, query }) => listDevelopmentTasks(developmentTaskDeps, caller, query),
  getDevelopmentTask: ({ caller, params }) => getDevelopmentTask(developmentTaskDeps, caller, params.taskId),
  createDevelopmentTask: ({ caller, body }) => createDevelopmentTask(developmentTaskDeps, caller, body),
  updateDevelopmentTask: ({ caller, params, body }) => updateDevelopmentTask(developmentTaskDeps, caller, params.taskId, body),
  deleteDevelopmentTask: ({ caller, params }) => deleteDevelopmentTask(developmentTaskDeps, caller, params.taskId),
  getAccessCodeSetting: ({ caller }) => getAccessCodeStatus(accessCodeDeps, caller),
  setAccessCode: ({ caller, body }) => setAccessCode(accessCodeDeps, caller, body.code),
  clearAccessCode: ({ caller }) => clearAccessCode(accessCodeDeps, caller),
  getAccessCodeRequirement: () => isAccessCodeRequired(accessCodeDeps),
  verifyAccessCode: ({ body, event }) => verifyAccessCode(accessCodeDeps, body.code, { sourceIp: event.requestContext.http.sourceIp }),
  browseTable: ({ caller, query }) => browseTable(devToolsDeps, caller, query),
  browseBucket: ({ caller, query }) => browseBucket(devToolsDeps, caller, query),
  getBucketObjectUrl: ({ caller, query }) => getBucketObjectUrl(devToolsDeps, caller, query.bucket, query.key),
  listAuditEvents: ({ caller, query }) => listAuditEvents(auditEventsDeps, caller, query),
};

export const handler = withLambdaContext(
  createHttpHandler(routes, { authenticate, ...edgeOptions, onDenied: recordDeniedRoute(auditTrail) }),
);
