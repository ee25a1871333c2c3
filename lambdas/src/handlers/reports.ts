import { edgeOptions } from '../composition/access-gate';
import { authenticate } from '../composition/authentication';
import { assignmentDeps, deleteReportDeps, metricRulesDeps, reportGroupDeps, reports, storageDeps } from '../composition/reports';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { getOrganizationMetricRules, getOwnMetricRules, updateOrganizationMetricRules } from '../metric-rules/metric-rules';
import { createReportGroup, deleteReportGroup, getReportGroup, listReportGroups, updateReportGroup } from '../report-groups/report-groups';
import { assignStaff, listAssignments } from '../reports/assignments';
import { createReport } from '../reports/create-report';
import { deleteReport } from '../reports/delete-report';
import { getReport } from '../reports/get-report';
import { listReports } from '../reports/list-reports';
import { recordReportView } from '../reports/record-view';
import { getOrganizationQuota, getOrganizationStorage } from '../reports/storage';
import { getReportTimer, listPaidReports, listTimers } from '../reports/timers';
import { updateReport } from '../reports/update-report';

export const routes: RouteImplementations<
  | 'listReports'
  | 'getReport'
  | 'createReport'
  | 'updateReport'
  | 'deleteReport'
  | 'recordReportView'
  | 'listAssignments'
  | 'assignStaff'
  | 'listReportGroups'
  | 'createReportGroup'
  | 'getReportGroup'
  | 'updateReportGroup'
  | 'deleteReportGroup'
  | 'getReportTimer'
  | 'listTimers'
  | 'listPaidReports'
  | 'getOrganizationQuota'
  | 'getOrganizationStorage'
  | 'getOwnMetricRules'
  | 'getOrganizationMetricRules'
  | 'updateOrganizationMetricRules'
> = {
  listReports: ({ caller, query }) =>
    listReports(reports, caller, {
      organizationId: query.organization_id,
      showCompleted: query.showCompleted,
      status: query.status,
      createdFrom: query.createdFrom,
      createdTo: query.createdTo,
      packageType: query.packageType,
      paymentStatus: query.paymentStatus,
      overdue: query.overdue,
      unassigned: query.unassigned,
      sort: query.sort,
      q: query.q,
      lastKey: query.lastKey,
      page: query.page,
      limit: query.limit,
    }),
  getReport: ({ caller, params }) => getReport(reports, caller, params.id),
  createReport: ({ caller, body }) => createReport(reports, caller, body),
  updateReport: ({ caller, params, body }) => updateReport(reports, caller, params.id, body),
  deleteReport: ({ caller, params }) => deleteReport(deleteReportDeps, caller, params.id),
  recordReportView: ({ caller, params }) => recordReportView(reports, caller, params.id),
  listAssignments: ({ caller, params }) => listAssignments(assignmentDeps, caller, params.id),
  assignStaff: ({ caller, params, body }) => assignStaff(assignmentDeps, caller, params.id, body.userId),
  listReportGroups: ({ caller, query }) => listReportGroups(reportGroupDeps, caller, query.organizationId),
  createReportGroup: ({ caller, body }) => createReportGroup(reportGroupDeps, caller, body),
  getReportGroup: ({ caller, params }) => getReportGroup(reportGroupDeps, caller, params.gid),
  updateReportGroup: ({ caller, params, body }) => updateReportGroup(reportGroupDeps, caller, params.gid, body),
  deleteReportGroup: ({ caller, params }) => deleteReportGroup(reportGroupDeps, caller, params.gid),
  getReportTimer: ({ caller, params }) => getReportTimer(reports, caller, params.id),
  listTimers: ({ caller, query }) => listTimers(reports, caller, query),
  listPaidReports: ({ caller, query }) => listPaidReports(reports, caller, query),
  getOrganizationQuota: ({ caller, params }) => getOrganizationQuota(storageDeps, caller, params.id),
  getOrganizationStorage: ({ caller, params }) => getOrganizationStorage(storageDeps, caller, params.id),
  getOwnMetricRules: ({ caller }) => getOwnMetricRules(metricRulesDeps, caller),
  getOrganizationMetricRules: ({ caller, params }) => getOrganizationMetricRules(metricRulesDeps, caller, params.id),
  updateOrganizationMetricRules: ({ caller, params, body }) => updateOrganizationMetricRules(metricRulesDeps, caller, params.id, body),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate, ...edgeOptions }));
