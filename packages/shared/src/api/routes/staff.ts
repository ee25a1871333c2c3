import { z } from 'zod';
import {
  calendarDateSchema,
  camelizeKeys,
  DEVELOPMENT_TASK_DESCRIPTION_MAX,
  DEVELOPMENT_TASK_STATUSES,
  DEVELOPMENT_TASK_TITLE_MAX,
  developmentTaskStatusSchema,
} from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { deletedSchema, noBody, noParams, noQuery } from '../route-fields';

/** The words the restricted-environment gate shows for a wrong code. */
export const INVALID_ACCESS_CODE = 'Invalid access code. Please try again.';
// The gate's header and refusal live in a module of their own: the web client's first page needs only them.
export { ACCESS_GATE_HEADER, ACCESS_GATE_REQUIRED } from '../access-gate';
export const ACCESS_CODE_MIN = 6;
export const ACCESS_CODE_MAX = 128;

const taskParams = z.object({ taskId: z.string().min(1).max(128) });
const organizationIdField = z.string().min(1).max(128);

const title = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'Give the task a title')
  .max(DEVELOPMENT_TASK_TITLE_MAX, `A title has at most ${DEVELOPMENT_TASK_TITLE_MAX} characters`);
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(DEVELOPMENT_TASK_DESCRIPTION_MAX, `A description has at most ${DEVELOPMENT_TASK_DESCRIPTION_MAX} characters`);
const status = z.enum(DEVELOPMENT_TASK_STATUSES, { error: `status must be one of ${DEVELOPMENT_TASK_STATUSES.join(', ')}` });
/** An internal user's id (null: nobody). */
const assigneeId = z.string({ error: 'assigneeId must be a user id' }).min(1, 'assigneeId is empty').max(128).nullable();
/** One of the reports staff may read, by id (null: none). */
const reportId = z.string({ error: 'reportId must be a report id' }).min(1, 'reportId is empty').max(128).nullable();
const dueDate = calendarDateSchema.nullable();

export const developmentTaskSchema = z.preprocess(
  camelizeKeys,
  z.object({
    id: z.string(),
    organizationId: z.string(),
    title: z.string(),
    description: z.string(),
    status: developmentTaskStatusSchema,
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
    reportId: z.string().nullable(),
    /** The linked report's title now (null when none is linked, or it was deleted). */
    reportTitle: z.string().nullable(),
    dueDate: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string(),
    createdByName: z.string(),
    version: z.number().int(),
  }),
);
export type DevelopmentTask = z.infer<typeof developmentTaskSchema>;

export const developmentTaskCreateSchema = z.preprocess(
  camelizeKeys,
  z.object({
    title,
    description: description.optional(),
    status: status.optional(),
    assigneeId: assigneeId.optional(),
    reportId: reportId.optional(),
    dueDate: dueDate.optional(),
    /** The organisation the task belongs to (default 'internal'). */
    organizationId: organizationIdField.optional(),
  }),
);

export const developmentTaskUpdateSchema = z.preprocess(
  camelizeKeys,
  z
    .object({
      title: title.optional(),
      description: description.optional(),
      status: status.optional(),
      assigneeId: assigneeId.optional(),
      reportId: reportId.optional(),
      dueDate: dueDate.optional(),
      /** When sent, the task must still be at this version (someone else's change answers 409). */
      version: z.number({ error: 'version must be a number' }).int().min(1).optional(),
    })
    .refine(
      ({ version: _version, ...body }) => Object.values(body).some((value) => value !== undefined),
      'Send at least one of title, description, status, assigneeId, reportId, dueDate',
    ),
);

export type DevelopmentTaskCreate = z.infer<typeof developmentTaskCreateSchema>;
export type DevelopmentTaskUpdate = z.infer<typeof developmentTaskUpdateSchema>;

/** Whether the gate's code is set, and who last set or cleared it (never the code or its hash). */
export const accessCodeStatusSchema = z.preprocess(
  camelizeKeys,
  z.object({
    isSet: z.boolean(),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
    updatedByName: z.string().nullable(),
  }),
);
export type AccessCodeStatus = z.infer<typeof accessCodeStatusSchema>;

const accessCode = z
  .string({ error: 'code is required' })
  .min(1, 'Enter the access code')
  .max(ACCESS_CODE_MAX, `An access code has at most ${ACCESS_CODE_MAX} characters`);

/**
 * Internal staff's own tools: their development tasks and the service settings
 * that are not the package catalogue (the restricted-environment gate's access code), plus the gate's public
 * check. Served by the staff function.
 */
export const staffRoutes = {
  listDevelopmentTasks: defineRoute({
    method: 'GET',
    path: '/development-tasks',
    auth: 'internal',
    domain: 'staff',
    summary:
      "An organisation's development tasks (organization_id, default 'internal'), optionally one assignee's or one status's; newest first.",
    params: noParams,
    query: z.preprocess(
      camelizeKeys,
      z.object({
        organizationId: organizationIdField.optional(),
        assigneeId: z.string().min(1).max(128).optional(),
        status: status.optional(),
      }),
    ),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ tasks: z.array(developmentTaskSchema) })),
  }),
  getDevelopmentTask: defineRoute({
    method: 'GET',
    path: '/development-tasks/{taskId}',
    auth: 'internal',
    domain: 'staff',
    summary: 'One development task.',
    params: taskParams,
    query: noQuery,
    body: noBody,
    response: developmentTaskSchema,
  }),
  createDevelopmentTask: defineRoute({
    method: 'POST',
    path: '/development-tasks',
    auth: 'internal',
    domain: 'staff',
    successStatus: 201,
    summary:
      'Adds a development task (status todo unless given); the assignee must be internal staff, the linked report one staff may read.',
    params: noParams,
    query: noQuery,
    body: developmentTaskCreateSchema,
    response: developmentTaskSchema,
  }),
  updateDevelopmentTask: defineRoute({
    method: 'PUT',
    path: '/development-tasks/{taskId}',
    auth: 'internal',
    domain: 'staff',
    summary: 'Edits a development task or moves it to another status; a stale version answers 409.',
    params: taskParams,
    query: noQuery,
    body: developmentTaskUpdateSchema,
    response: developmentTaskSchema,
  }),
  deleteDevelopmentTask: defineRoute({
    method: 'DELETE',
    path: '/development-tasks/{taskId}',
    auth: 'internal',
    domain: 'staff',
    summary: 'Deletes a development task.',
    params: taskParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  getAccessCodeSetting: defineRoute({
    method: 'GET',
    path: '/settings/access-code',
    auth: 'administrator',
    domain: 'staff',
    summary: "Whether the restricted-environment gate's access code is set, and when and by whom it was last changed (never the code).",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: accessCodeStatusSchema,
  }),
  setAccessCode: defineRoute({
    method: 'PUT',
    path: '/settings/access-code',
    auth: 'administrator',
    domain: 'staff',
    summary: 'Sets or replaces the access code (stored as a scrypt hash only).',
    params: noParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        code: accessCode
          .refine((code) => code.trim() === code, 'An access code cannot start or end with a space')
          .refine((code) => code.length >= ACCESS_CODE_MIN, `An access code has at least ${ACCESS_CODE_MIN} characters`),
      }),
    ),
    response: accessCodeStatusSchema,
  }),
  clearAccessCode: defineRoute({
    method: 'DELETE',
    path: '/settings/access-code',
    auth: 'administrator',
    domain: 'staff',
    summary: 'Clears the access code: the gate then has no code to ask for.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: accessCodeStatusSchema,
  }),
  getAccessCodeRequirement: defineRoute({
    method: 'GET',
    path: '/access-code/status',
    auth: 'public',
    domain: 'staff',
    summary:
      'Whether the restricted-environment gate has a code to ask for (staff set one). No code set: a restricted host opens without the gate.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ required: z.boolean() })),
  }),
  verifyAccessCode: defineRoute({
    method: 'POST',
    path: '/access-code/verify',
    auth: 'public',
    domain: 'staff',
    summary:
      'The restricted-environment gate checks a code: valid or not (no code set: the gate is open); a right code answers the token every other call then sends in x-scout-gate. Repeated wrong codes from one source IP answer 429 for a while.',
    params: noParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ code: accessCode })),
    response: z.preprocess(
      camelizeKeys,
      z.object({
        valid: z.boolean(),
        codeSet: z.boolean(),
        message: z.string().nullable(),
        /** The gate's short-lived token for the x-scout-gate header (12 h); null unless the code was right and set. */
        token: z.string().nullable().default(null),
      }),
    ),
  }),
} as const satisfies Record<string, RouteDefinition>;
