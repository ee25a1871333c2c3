import { z } from 'zod';
import {
  breakdownPatchSchema,
  camelizeKeys,
  cardActivitySchema,
  cardStatusSchema,
  loginResponseSchema,
  organizationDetailsSchema,
  reportCreateSchema,
  reportStatusSchema,
  reportUpdateSchema,
  wireCardSchema,
  wireReportSchema,
  MAX_PART_URLS_PER_CALL,
  MAX_UPLOAD_BYTES,
  mediaSchema,
  processingLogEntrySchema,
  processingStatusSchema,
  UPLOAD_TOO_LARGE,
} from '../domain';
import { defineRoute, routeKey, type RouteDefinition } from './route';

const noParams = z.object({}).strict();
const noQuery = z.object({}).passthrough();
const noBody = z.unknown();

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const idParams = z.object({ id: z.string().min(1).max(128) });

/** Error body every route answers with (status 4xx/5xx). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Spec §5: both fields are required. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter both username and password';

/** The longest password Scout hashes (scrypt's work grows with it). */
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_LOGIN_NAME_LENGTH = 254;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const LOGIN_NAME_TOO_LONG = `Username or e-mail must be at most ${MAX_LOGIN_NAME_LENGTH} characters`;

export const loginRequestSchema = z.object({
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(MAX_LOGIN_NAME_LENGTH, LOGIN_NAME_TOO_LONG),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});

/** Reports page size (spec §9). */
export const REPORTS_PAGE_SIZE = 25;
/** The cards fetch-all limit (spec §7, §9). */
export const CARDS_FETCH_ALL_LIMIT = 1000;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

export const listReportsQuerySchema = z.object({
  isInternalUser: booleanFlag.optional(),
  /** Honoured for administrators only; everyone else always gets their own organisation's reports. */
  organization_id: z.string().min(1).max(128).optional(),
  showCompleted: booleanFlag.optional(),
  /** Only reports in this status (the dashboard's Filters). */
  status: reportStatusSchema.optional(),
  /** Only reports created at or after this instant (ISO date-time). */
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  /** Only reports created before this instant (ISO date-time, exclusive). */
  createdTo: z.iso.datetime({ offset: true }).optional(),
  /** 1-based page of REPORTS_PAGE_SIZE reports (or `limit`). */
  page: positiveInt(100_000).optional(),
  limit: positiveInt(100).optional(),
});

const summarySchema = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  pendingReview: z.number().int(),
});

export const reportListSchema = z.preprocess(
  camelizeKeys,
  z.object({
    reports: z.array(wireReportSchema),
    /** Reports matching the filters, over all pages. */
    total: z.number().int().min(0),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).default(REPORTS_PAGE_SIZE),
    /** Dashboard tiles over all pages (before the status and date filters). */
    summary: summarySchema.optional(),
  }),
);

/**
 * Path parameters keep one name per position ({id} is always the report, {cid} the card): API Gateway
 * refuses sibling routes whose variables differ in name.
 */
const cardParams = z.object({ id: z.string().min(1).max(128), cid: z.string().min(1).max(128) });
const cardIdParams = z.object({ cid: z.string().min(1).max(128) });
const versionField = z.number().int().min(1).optional();

export const cardListSchema = z.preprocess(
  camelizeKeys,
  z.object({
    cards: z.array(wireCardSchema),
    totalCards: z.number().int().min(0),
    hasMore: z.boolean(),
    nextKey: z.string().nullable(),
  }),
);

export const assignmentSchema = z.object({
  reportId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  assignedAt: z.string(),
  assignedBy: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const staffUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });

const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

const fileNameField = z.string().trim().min(1, 'The file needs a name').max(255);
const fileSizeField = z.coerce
  .number({ error: 'file_size must be a number of bytes' })
  .int()
  .min(1, 'The file is empty')
  .max(MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE);
/** An upload's object key, exactly as the server handed it out (checked against the report's prefix). */
const s3KeyField = z.string().min(1).max(1024);
const uploadIdField = z.string().min(1).max(1024);
/** What names one multipart upload of a file (its size decides the parts). */
const multipartUploadFields = { uploadId: uploadIdField, s3Key: s3KeyField, fileSize: fileSizeField };

export const uploadUrlResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ presignedUrl: z.string(), s3Key: z.string(), expiresIn: z.number().int() }),
);

export const multipartStartResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ uploadId: z.string(), s3Key: z.string(), partSize: z.number().int(), partCount: z.number().int() }),
);

export const startProcessingBodySchema = z.preprocess(
  camelizeKeys,
  z.object({
    reportId: z.string({ error: 'report_id is required' }).min(1, 'report_id is required').max(128),
    s3Key: s3KeyField,
  }),
);

export const startProcessingResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ status: z.literal('queued'), reportId: z.string(), importId: z.string(), message: z.string() }),
);

/** The two ways to start processing an uploaded ZIP differ only in path and in what they import. */
function startProcessingRoute(path: string, summary: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'user',
    domain: 'uploads',
    summary,
    params: noParams,
    query: noQuery,
    body: startProcessingBodySchema,
    response: startProcessingResponseSchema,
  });
}

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

/** Every route of Scout's API, declared once. */
export const contract = {
  login: defineRoute({
    method: 'POST',
    path: '/api/v2/login',
    auth: 'public',
    domain: 'auth',
    summary: 'Sign in with username or e-mail and password; returns a token and the session user.',
    params: noParams,
    query: noQuery,
    body: loginRequestSchema,
    response: z.preprocess(camelizeKeys, loginResponseSchema),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/v2/logout',
    auth: 'user',
    domain: 'auth',
    summary: "Signs the caller out on every device: every token issued to them so far is refused from now on.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.object({ loggedOut: z.literal(true) }),
  }),
  getOrganizationDetails: defineRoute({
    method: 'GET',
    path: '/api/v2/get-organization-details',
    auth: 'user',
    domain: 'auth',
    summary: "The signed-in user's organisation.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, organizationDetailsSchema),
  }),
  listReports: defineRoute({
    method: 'GET',
    path: '/reports',
    auth: 'user',
    domain: 'reports',
    summary: "Reports the caller may see: all for administrators, else their organisation's.",
    params: noParams,
    query: listReportsQuerySchema,
    body: noBody,
    response: reportListSchema,
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary: "One report; another organisation's report answers 404.",
    params: idParams,
    query: z.object({ internal: booleanFlag.optional() }),
    body: noBody,
    response: wireReportSchema,
  }),
  createReport: defineRoute({
    method: 'POST',
    path: '/reports',
    auth: 'user',
    domain: 'reports',
    successStatus: 201,
    summary: "Creates a report in the caller's organisation (staff may name another).",
    params: noParams,
    query: noQuery,
    body: reportCreateSchema,
    response: wireReportSchema,
  }),
  updateReport: defineRoute({
    method: 'PUT',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary:
      'Edits a report. Package, payment, status and timer fields are staff-only and follow the state rules; a stale version answers 409.',
    params: idParams,
    query: noQuery,
    body: reportUpdateSchema,
    response: wireReportSchema,
  }),
  deleteReport: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary: 'Deletes a report with its cards, activity, assignments and media.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  recordReportView: defineRoute({
    method: 'POST',
    path: '/reports/{id}/view',
    auth: 'user',
    domain: 'reports',
    summary: 'Records that the caller opened the report (the client ignores failures).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.object({ viewCount: z.number().int(), lastViewedAt: z.string() }),
  }),
  listAssignments: defineRoute({
    method: 'GET',
    path: '/reports/{id}/assignments',
    auth: 'user',
    domain: 'reports',
    summary: 'Internal staff assigned to the report.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ assignments: z.array(assignmentSchema) })),
  }),
  assignStaff: defineRoute({
    method: 'POST',
    path: '/reports/{id}/assignments',
    auth: 'admin',
    domain: 'reports',
    successStatus: 201,
    summary: 'Assigns an internal staff member to the report.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ userId: z.string().min(1, 'Choose a staff member').max(128) })),
    response: z.preprocess(camelizeKeys, assignmentSchema),
  }),
  listStaff: defineRoute({
    method: 'GET',
    path: '/internal-users',
    auth: 'admin',
    domain: 'reports',
    summary: 'Internal staff who can be assigned to reports.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ users: z.array(staffUserSchema) })),
  }),
  listCards: defineRoute({
    method: 'GET',
    path: '/reports/{id}/cards',
    auth: 'user',
    domain: 'cards',
    summary: 'A page of the report\'s cards in number order; pass next_key back as lastKey for the next page.',
    params: idParams,
    query: z.object({
      limit: positiveInt(CARDS_FETCH_ALL_LIMIT).optional(),
      lastKey: z.string().max(512).optional(),
      generateUrls: booleanFlag.optional(),
    }),
    body: noBody,
    response: cardListSchema,
  }),
  getCard: defineRoute({
    method: 'GET',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'One card with its breakdown (and media).',
    params: cardParams,
    query: z.object({
      includeMedia: booleanFlag.optional(),
      generateUrls: booleanFlag.optional(),
      includeBreakdown: booleanFlag.optional(),
    }),
    body: noBody,
    response: wireCardSchema,
  }),
  createCard: defineRoute({
    method: 'POST',
    path: '/reports/{id}/cards',
    auth: 'user',
    domain: 'cards',
    successStatus: 201,
    summary: 'Creates the next numbered card of a report (safe under concurrent creates).',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        title: z.string().trim().max(200).optional(),
        content: z.string().max(20_000).optional(),
        status: cardStatusSchema.optional(),
        breakdown: breakdownPatchSchema.optional(),
      }),
    ),
    response: wireCardSchema,
  }),
  updateCard: defineRoute({
    method: 'PUT',
    path: '/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Edits a card (title, content, status, breakdown); a stale version answers 409.',
    params: cardIdParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string().optional(),
        title: z.string().trim().max(200).optional(),
        content: z.string().max(20_000).optional(),
        status: cardStatusSchema.optional(),
        breakdown: breakdownPatchSchema.optional(),
        version: versionField,
      }),
    ),
    response: wireCardSchema,
  }),
  updateCardBreakdown: defineRoute({
    method: 'PUT',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: "Changes fields of a card's breakdown; a stale version answers 409.",
    params: cardParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ breakdown: breakdownPatchSchema, version: versionField })),
    response: wireCardSchema,
  }),
  updateCardStatus: defineRoute({
    method: 'PUT',
    path: '/cards/{cid}/status',
    auth: 'user',
    domain: 'cards',
    summary: "Changes a card's status.",
    params: cardIdParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({ status: cardStatusSchema, reportId: z.string().optional(), version: versionField }),
    ),
    response: wireCardSchema,
  }),
  deleteCard: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}/cards/{cid}',
    auth: 'user',
    domain: 'cards',
    summary: 'Deletes a card (its number is not reused).',
    params: cardParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  listCardActivity: defineRoute({
    method: 'GET',
    path: '/cards/{cid}/activity',
    auth: 'user',
    domain: 'cards',
    summary: 'Every change of a card: who, what and when, newest first.',
    params: cardIdParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ activity: z.array(cardActivitySchema) })),
  }),
  getUploadUrl: defineRoute({
    method: 'POST',
    path: '/reports/{id}/upload-url',
    auth: 'user',
    domain: 'uploads',
    summary:
      "A presigned PUT for a ZIP up to 64 MiB, its size signed; the key is the server's, under the report's prefix.",
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string().max(128).optional(),
        fileName: fileNameField,
        mediaType: z.string().max(100).optional(),
        fileSize: fileSizeField,
      }),
    ),
    response: uploadUrlResponseSchema,
  }),
  startMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads',
    auth: 'user',
    domain: 'uploads',
    successStatus: 201,
    summary: 'Starts an S3 multipart upload of a large ZIP; answers the upload id, key, part size and part count.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ fileName: fileNameField, fileSize: fileSizeField })),
    response: multipartStartResponseSchema,
  }),
  signMultipartParts: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/parts',
    auth: 'user',
    domain: 'uploads',
    summary: 'Presigned PUT URLs for parts of a multipart upload, each with its length signed.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        ...multipartUploadFields,
        partNumbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(MAX_PART_URLS_PER_CALL),
      }),
    ),
    response: z.preprocess(
      camelizeKeys,
      z.object({ parts: z.array(z.preprocess(camelizeKeys, z.object({ partNumber: z.number().int(), url: z.string() }))) }),
    ),
  }),
  completeMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/complete',
    auth: 'user',
    domain: 'uploads',
    summary: 'Completes a multipart upload; the stored size must be the declared one and within the limit.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        ...multipartUploadFields,
        parts: z
          .array(z.preprocess(camelizeKeys, z.object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) })))
          .min(1)
          .max(10_000),
      }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ s3Key: z.string(), size: z.number().int() })),
  }),
  abortMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/abort',
    auth: 'user',
    domain: 'uploads',
    summary: 'Cancels a multipart upload; S3 discards the parts already sent.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ uploadId: uploadIdField, s3Key: s3KeyField })),
    response: z.object({ aborted: z.literal(true) }),
  }),
  hudlLegacyUpload: startProcessingRoute(
    '/hudl-legacy-upload',
    'Starts processing an uploaded ZIP as a Hudl export: every clip becomes a card and its breakdown sheet (CSV, XLSX, Sportscode XML) is imported.',
  ),
  processVideosOnly: startProcessingRoute(
    '/process-videos-only',
    'Starts processing an uploaded ZIP as film only: every clip becomes a card; breakdown files are left alone.',
  ),
  getProcessingStatus: defineRoute({
    method: 'GET',
    path: '/reports/{id}/processing-status',
    auth: 'user',
    domain: 'uploads',
    summary: "Progress of the report's film processing: clips done of total, the current step, any error.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, processingStatusSchema),
  }),
  getProcessingLog: defineRoute({
    method: 'GET',
    path: '/reports/{id}/processing-log',
    auth: 'user',
    domain: 'uploads',
    summary: 'What processing found, skipped and failed, and how long each step took (oldest first).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ reportId: z.string(), entries: z.array(z.preprocess(camelizeKeys, processingLogEntrySchema)) })),
  }),
  convertToGif: defineRoute({
    method: 'POST',
    path: '/convert-to-gif',
    auth: 'user',
    domain: 'media',
    summary: "Makes an animated GIF of a card's clip (from a start second, up to 6 s) and adds it to the card's media.",
    params: noParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string({ error: 'report_id is required' }).min(1).max(128),
        cardId: z.string({ error: 'card_id is required' }).min(1).max(128),
        startSeconds: z.coerce.number().min(0).max(36_000).default(0),
        durationSeconds: z.coerce.number().min(0.5).max(6).default(3),
        width: z.coerce.number().int().min(120).max(640).default(480),
      }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ media: mediaSchema, url: z.string() })),
  }),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'public',
    domain: 'system',
    summary: 'Liveness of the API.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: healthSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Contract = typeof contract;
export type RouteId = keyof Contract;

export const ROUTE_IDS = Object.keys(contract) as RouteId[];

export function routesOfDomain(domain: RouteDefinition['domain']): RouteId[] {
  return ROUTE_IDS.filter((id) => contract[id].domain === domain);
}

export function findRouteByKey(key: string): RouteId | undefined {
  return ROUTE_IDS.find((id) => routeKey(contract[id]) === key);
}

export type RouteParams<R extends RouteId> = z.input<Contract[R]['params']>;
export type RouteQuery<R extends RouteId> = z.input<Contract[R]['query']>;
export type RouteBody<R extends RouteId> = z.input<Contract[R]['body']>;
/** What a handler returns: the camelCase shape (the server always sends camelCase). */
export type RouteResult<R extends RouteId> = z.output<Contract[R]['response']>;
/** What the client gets after validation and normalisation. */
export type RouteResponse<R extends RouteId> = z.output<Contract[R]['response']>;
