import { z } from 'zod';
import { camelizeKeys } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { authSessionRoutes } from './auth';
import { mfaRoutes } from './mfa';
import { booleanFlag, deletedSchema, idParams, nextKeyField, noBody, noParams, noQuery, pageKeyQuery, positiveInt } from '../route-fields';

/** User Management's and Internal Users' page size (and the most one page may hold). */
export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_MAX = 100;
/** How many people the quick search (GET /users/search) answers at most. */
export const USER_SEARCH_LIMIT = 20;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PERSON_NAME_MAX = 120;
export const ORGANIZATION_NAME_MAX = 120;
export const EMAIL_MAX = 254;

/** internal: Scout's staff (organisation 'internal'); external: a customer organisation's coach. */
export const USER_TYPES = ['internal', 'external'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Roles staff may give: coaches belong to a customer organisation, staff and administrators to 'internal'. */
export const INTERNAL_ROLES = ['staff', 'admin'] as const;

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[a-z0-9._-]+$/, 'Username may only use letters, digits, dots, dashes and underscores');
const email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Enter a valid e-mail address'));
const personName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PERSON_NAME_MAX, `Name must be at most ${PERSON_NAME_MAX} characters`);
const internalRole = z.enum(INTERNAL_ROLES, { error: `role must be one of ${INTERNAL_ROLES.join(', ')}` });
const anyRole = z.enum(['coach', ...INTERNAL_ROLES], { error: 'role must be one of coach, staff, admin' });
const organizationId = z.string().trim().min(1, 'Choose an organisation').max(128);
const newOrganizationName = z
  .string()
  .trim()
  .min(2, 'Give the new organisation a name of at least 2 characters')
  .max(ORGANIZATION_NAME_MAX, `An organisation name has at most ${ORGANIZATION_NAME_MAX} characters`);

/** A person as staff see them: never the password hash. */
export const managedUserSchema = z.preprocess(
  camelizeKeys,
  z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    role: z.string(),
    userType: z.enum(USER_TYPES),
    isDemoAccount: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
    /** The last successful sign-in (null: never signed in since it was recorded). */
    lastSignInAt: z.string().nullable(),
  }),
);
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** A new account and its temporary password: shown this once, stored only hashed. */
export const userWithPasswordSchema = z.preprocess(
  camelizeKeys,
  z.object({ user: managedUserSchema, temporaryPassword: z.string().min(1) }),
);

/** A search of people: words of a name, username or e-mail, each the start of one of theirs (case and accents ignored). */
const peopleSearch = z.string().trim().max(EMAIL_MAX);

export const listUsersQuerySchema = z.object({
  /** Words of a name, username or e-mail, each matched as the start of a word (case and accents ignored). */
  q: peopleSearch.optional(),
  organizationId: z.string().min(1).max(128).optional(),
  userType: z.enum(USER_TYPES, { error: 'userType must be internal or external' }).optional(),
  disabled: booleanFlag.optional(),
  limit: positiveInt(USERS_PAGE_MAX).optional(),
  ...pageKeyQuery,
});

/** A page of people by name (a search: by the matched word, then name); next_key reads the next page. */
export const userPageSchema = z.object({ users: z.array(managedUserSchema), nextKey: nextKeyField });

export const createUserSchema = z.preprocess(
  camelizeKeys,
  z
    .object({
      username,
      email,
      name: personName,
      /** coach (default) for a customer organisation; staff or admin put the person in 'internal'. */
      role: anyRole.default('coach'),
      /** An existing organisation (coaches), or... */
      organizationId: organizationId.optional(),
      /** ...a new one created with them. */
      newOrganizationName: newOrganizationName.optional(),
    })
    .refine((body) => body.role !== 'coach' || (body.organizationId === undefined) !== (body.newOrganizationName === undefined), {
      message: 'A coach needs exactly one of organizationId or newOrganizationName',
      path: ['organizationId'],
    }),
);

const atLeastOne = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

export const updateUserSchema = z.preprocess(
  camelizeKeys,
  z
    .object({ name: personName.optional(), email: email.optional(), role: anyRole.optional() })
    .refine(atLeastOne, 'Send at least one of name, email, role'),
);

export const setUserTypeSchema = z.preprocess(
  camelizeKeys,
  z
    .object({
      userType: z.enum(USER_TYPES, { error: 'userType must be internal or external' }),
      /** Where an external user belongs (required when they become external). */
      organizationId: organizationId.optional(),
    })
    .refine((body) => body.userType === 'internal' || body.organizationId !== undefined, {
      message: 'Choose the organisation an external user belongs to',
      path: ['organizationId'],
    }),
);

export const setUserDisabledSchema = z.preprocess(
  camelizeKeys,
  z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) }),
);

export const organizationSummarySchema = z.preprocess(
  camelizeKeys,
  z.object({ id: z.string(), name: z.string(), isInternal: z.boolean(), createdAt: z.string() }),
);
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** A member of staff on the Internal Users page (and the report-assignment picker, which reads id, name, email, role). */
export const internalUserSchema = z.preprocess(
  camelizeKeys,
  z.object({
    id: z.string(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    isDemoAccount: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
    /** Reports they are assigned to. */
    reportsAssigned: z.number().int().min(0),
  }),
);
export type InternalUser = z.infer<typeof internalUserSchema>;

export const createInternalUserSchema = z.preprocess(
  camelizeKeys,
  z.object({ username, email, name: personName, role: internalRole.default('staff') }),
);

export const updateInternalUserSchema = z.preprocess(
  camelizeKeys,
  z
    .object({ name: personName.optional(), email: email.optional(), role: internalRole.optional() })
    .refine(atLeastOne, 'Send at least one of name, email, role'),
);

const searchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'Type part of a name or e-mail').max(EMAIL_MAX),
});

export const listInternalUsersQuerySchema = z.object({
  /** Words of a name, username or e-mail (the report-assignment and task pickers search this way). */
  q: peopleSearch.optional(),
  limit: positiveInt(USERS_PAGE_MAX).optional(),
  ...pageKeyQuery,
});

/**
 * People: User Management and Internal Users (the auth function, which owns the user store and the password
 * hasher). Every route is internal-only: coaches get 403, callers without a token 401.
 */
export const userRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/users',
    auth: 'internal',
    domain: 'auth',
    summary:
      'Everyone who can sign in, a page at a time by name; q searches names, usernames and e-mails by word prefix; filters organisation, type and disabled; pass next_key back as lastKey for the next page.',
    params: noParams,
    query: listUsersQuerySchema,
    body: noBody,
    response: z.preprocess(camelizeKeys, userPageSchema),
  }),
  // Declared before getUser: the local server takes the first route whose path matches, and API Gateway
  // prefers the literal segment, so both pick this one for /users/search.
  searchUsers: defineRoute({
    method: 'GET',
    path: '/users/search',
    auth: 'internal',
    domain: 'auth',
    summary: `People with a word of name, username or e-mail starting with each word of q (at most ${USER_SEARCH_LIMIT}).`,
    params: noParams,
    query: searchQuerySchema,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ users: z.array(managedUserSchema) })),
  }),
  getUser: defineRoute({
    method: 'GET',
    path: '/users/{id}',
    auth: 'internal',
    domain: 'auth',
    summary: 'One person.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: managedUserSchema,
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/users',
    auth: 'internal',
    domain: 'auth',
    successStatus: 201,
    summary:
      'Creates a coach in an existing or a new organisation, or a member of staff; answers their temporary password once (stored only hashed).',
    params: noParams,
    query: noQuery,
    body: createUserSchema,
    response: userWithPasswordSchema,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/users/{id}',
    auth: 'internal',
    domain: 'auth',
    summary: "Edits a person's name, e-mail or role (a role change ends their sessions).",
    params: idParams,
    query: noQuery,
    body: updateUserSchema,
    response: managedUserSchema,
  }),
  setUserType: defineRoute({
    method: 'PUT',
    path: '/users/{id}/type',
    auth: 'internal',
    domain: 'auth',
    summary: "Makes a person internal staff or a customer organisation's coach (ends their sessions).",
    params: idParams,
    query: noQuery,
    body: setUserTypeSchema,
    response: managedUserSchema,
  }),
  setUserDisabled: defineRoute({
    method: 'PUT',
    path: '/users/{id}/disabled',
    auth: 'internal',
    domain: 'auth',
    summary: 'Disables a person (they cannot sign in and their sessions end at once) or enables them again.',
    params: idParams,
    query: noQuery,
    body: setUserDisabledSchema,
    response: managedUserSchema,
  }),
  resetUserPassword: defineRoute({
    method: 'POST',
    path: '/users/{id}/password-reset',
    auth: 'internal',
    domain: 'auth',
    summary: 'Gives a person a new temporary password, answered once; their old password and sessions stop working.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: userWithPasswordSchema,
  }),
  listOrganizations: defineRoute({
    method: 'GET',
    path: '/organizations',
    auth: 'internal',
    domain: 'auth',
    summary: 'Every organisation, by name (the organisation picker of User Management).',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ organizations: z.array(organizationSummarySchema) })),
  }),
  listInternalUsers: defineRoute({
    method: 'GET',
    path: '/internal-users',
    auth: 'internal',
    domain: 'auth',
    summary:
      "Internal staff (organisation 'internal') with their reports assigned and last sign-in, a page at a time by name; q searches them (the report-assignment and task pickers); pass next_key back as lastKey.",
    params: noParams,
    query: listInternalUsersQuerySchema,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ users: z.array(internalUserSchema), nextKey: nextKeyField })),
  }),
  getInternalUser: defineRoute({
    method: 'GET',
    path: '/internal-users/{id}',
    auth: 'internal',
    domain: 'auth',
    summary: 'One member of staff (404 for anyone outside the internal organisation).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: internalUserSchema,
  }),
  createInternalUser: defineRoute({
    method: 'POST',
    path: '/internal-users',
    auth: 'internal',
    domain: 'auth',
    successStatus: 201,
    summary: "Adds a member of staff to organisation 'internal'; answers their temporary password once.",
    params: noParams,
    query: noQuery,
    body: createInternalUserSchema,
    response: z.preprocess(camelizeKeys, z.object({ user: internalUserSchema, temporaryPassword: z.string().min(1) })),
  }),
  updateInternalUser: defineRoute({
    method: 'PUT',
    path: '/internal-users/{id}',
    auth: 'internal',
    domain: 'auth',
    summary: "Edits a member of staff's name, e-mail or role.",
    params: idParams,
    query: noQuery,
    body: updateInternalUserSchema,
    response: internalUserSchema,
  }),
  deleteInternalUser: defineRoute({
    method: 'DELETE',
    path: '/internal-users/{id}',
    auth: 'internal',
    domain: 'auth',
    summary: 'Removes a member of staff: they cannot sign in again and their sessions end (report assignments keep their name).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;

/**
 * The auth function's routes: the session's and people (it owns the user store). Declared here, not in auth.ts,
 * so the sign-in page's calls do not bring the people routes' schemas into the first load.
 */
export const authRoutes = { ...authSessionRoutes, ...mfaRoutes, ...userRoutes } as const satisfies Record<string, RouteDefinition>;
