import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { getReport } from '../reports/get-report';
import { listReports } from '../reports/list-reports';
import { authenticate } from './authentication';

const reports = createDynamoReportStore();

export const routes: RouteImplementations<'listReports' | 'getReport'> = {
  listReports: ({ caller, query }) =>
    listReports(reports, caller, { organizationId: query.organization_id, showCompleted: query.showCompleted }),
  getReport: ({ caller, params }) => getReport(reports, caller, params.id),
};

export const handler = createHttpHandler(routes, { authenticate });
