import { createDynamoAssignmentStore, createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createS3ObjectStore } from '../adapters/s3/object-store.s3';
import { env } from '../config/env';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { assignStaff, listAssignments, listStaff } from '../reports/assignments';
import { createReport } from '../reports/create-report';
import { deleteReport } from '../reports/delete-report';
import { getReport } from '../reports/get-report';
import { listReports } from '../reports/list-reports';
import { recordReportView } from '../reports/record-view';
import { updateReport } from '../reports/update-report';
import { authenticate } from './authentication';

const reports = createDynamoReportStore();
const assignments = createDynamoAssignmentStore();
const users = createDynamoUserStore();
const cards = createDynamoCardStore();
const objects = createS3ObjectStore();

export const routes: RouteImplementations<
  | 'listReports'
  | 'getReport'
  | 'createReport'
  | 'updateReport'
  | 'deleteReport'
  | 'recordReportView'
  | 'listAssignments'
  | 'assignStaff'
  | 'listStaff'
> = {
  listReports: ({ caller, query }) =>
    listReports(reports, caller, {
      organizationId: query.organization_id,
      showCompleted: query.showCompleted,
      status: query.status,
      createdFrom: query.createdFrom,
      createdTo: query.createdTo,
      page: query.page,
      limit: query.limit,
    }),
  getReport: ({ caller, params }) => getReport(reports, caller, params.id),
  createReport: ({ caller, body }) => createReport(reports, caller, body),
  updateReport: ({ caller, params, body }) => updateReport(reports, caller, params.id, body),
  deleteReport: ({ caller, params }) =>
    deleteReport({ reports, cards, objects, buckets: [env().MEDIA_BUCKET, env().UPLOAD_BUCKET] }, caller, params.id),
  recordReportView: ({ caller, params }) => recordReportView(reports, caller, params.id),
  listAssignments: ({ caller, params }) => listAssignments({ reports, assignments, users }, caller, params.id),
  assignStaff: ({ caller, params, body }) => assignStaff({ reports, assignments, users }, caller, params.id, body.userId),
  listStaff: () => listStaff(users),
};

export const handler = createHttpHandler(routes, { authenticate });
