import { z } from 'zod';
import { camelizeKeys, DEFAULT_OPPONENT_OFFENSE_TAG, opponentOffenseTagSchema, reportStatusSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { deletedSchema, noBody, noParams, noQuery } from '../route-fields';

/** A group holds at most this many reports (a season's games against one opponent fit easily). */
export const REPORT_GROUP_MAX_REPORTS = 12;
export const REPORT_GROUP_NAME_MAX = 100;

/** Path parameters: {gid} the group (its own first segment, so no sibling of /reports/{id} is affected). */
const gidParams = z.object({ gid: z.string().min(1).max(128) });

const groupName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Give the group a name')
  .max(REPORT_GROUP_NAME_MAX, `A group name has at most ${REPORT_GROUP_NAME_MAX} characters`);

const reportIds = z
  .array(z.string({ error: 'Each report id must be text' }).min(1, 'A report id is empty').max(128), {
    error: 'reportIds must be a list of report ids',
  })
  .min(1, 'Choose at least one report')
  .max(REPORT_GROUP_MAX_REPORTS, `A group holds at most ${REPORT_GROUP_MAX_REPORTS} reports`)
  .refine((ids) => new Set(ids).size === ids.length, 'A report is listed twice');

/** What the rollup and the linked-report pages show of each report of a group. */
export const reportGroupMemberSchema = z.object({
  id: z.string(),
  title: z.string(),
  opponentName: z.string().nullish(),
  opponentAbbreviation: z.string().nullish(),
  reportType: z.string().nullish(),
  /** Which rows hold the opponent's offense in this report: its plays are oriented by it (each report by its own). */
  opponentOffenseTag: opponentOffenseTagSchema.default(DEFAULT_OPPONENT_OFFENSE_TAG),
  status: reportStatusSchema,
  createdAt: z.string(),
  /** Snaps: the report's cards. */
  cardsCount: z.number().int().min(0),
});
export type ReportGroupMember = z.infer<typeof reportGroupMemberSchema>;

export const reportGroupSchema = z.preprocess(
  camelizeKeys,
  z.object({
    id: z.string(),
    name: z.string(),
    organizationId: z.string(),
    /** The group's reports in the order the group keeps them, with what the pages show of each. */
    reports: z.array(reportGroupMemberSchema),
    /** Snaps over every report of the group. */
    totalSnaps: z.number().int().min(0),
    /** The earliest and latest creation time of the group's reports (null when it has none left). */
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string(),
    version: z.number().int(),
  }),
);
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportGroupCreateSchema = z.preprocess(camelizeKeys, z.object({ name: groupName, reportIds }));
export const reportGroupUpdateSchema = z.preprocess(
  camelizeKeys,
  z
    .object({ name: groupName.optional(), reportIds: reportIds.optional() })
    .refine((body) => body.name !== undefined || body.reportIds !== undefined, 'Send a new name or the list of reports'),
);

/**
 * Linked reports: groups of one organisation's reports (the last games of one opponent) read together by the
 * rollup and the group analytics. Served by the reports function. A report belongs to at most one group.
 */
export const reportGroupRoutes = {
  listReportGroups: defineRoute({
    method: 'GET',
    path: '/report-groups',
    auth: 'user',
    domain: 'reports',
    summary: "The caller's organisation's groups of linked reports (internal users: every organisation's, or one with organizationId).",
    params: noParams,
    query: z.preprocess(camelizeKeys, z.object({ organizationId: z.string().min(1).max(128).optional() })),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ groups: z.array(reportGroupSchema) })),
  }),
  createReportGroup: defineRoute({
    method: 'POST',
    path: '/report-groups',
    auth: 'user',
    domain: 'reports',
    successStatus: 201,
    summary: 'Groups reports of one organisation (at most 12, none already in another group); the group belongs to their organisation.',
    params: noParams,
    query: noQuery,
    body: reportGroupCreateSchema,
    response: reportGroupSchema,
  }),
  getReportGroup: defineRoute({
    method: 'GET',
    path: '/report-groups/{gid}',
    auth: 'user',
    domain: 'reports',
    summary: "One group with its reports' summaries; another organisation's group answers 404.",
    params: gidParams,
    query: noQuery,
    body: noBody,
    response: reportGroupSchema,
  }),
  updateReportGroup: defineRoute({
    method: 'PUT',
    path: '/report-groups/{gid}',
    auth: 'user',
    domain: 'reports',
    summary: 'Renames a group and/or sets its reports (the whole list, in order).',
    params: gidParams,
    query: noQuery,
    body: reportGroupUpdateSchema,
    response: reportGroupSchema,
  }),
  deleteReportGroup: defineRoute({
    method: 'DELETE',
    path: '/report-groups/{gid}',
    auth: 'user',
    domain: 'reports',
    summary: 'Deletes a group; its reports stay.',
    params: gidParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
