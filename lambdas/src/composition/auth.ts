import { createDynamoLoginAttemptStore } from '../adapters/dynamodb/login-attempt-store.dynamodb';
import { randomUUID } from 'node:crypto';
import {
  createDynamoAssignmentCounter,
  createDynamoOrganizationStore,
  createDynamoUserStore,
} from '../adapters/dynamodb/user-store.dynamodb';
import type { ChangePasswordDeps } from '../auth/change-password';
import type { LoginDeps } from '../auth/login';
import type { LoginLimits } from '../auth/login-limits';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { env } from '../config/env';
import { Semaphore } from '../core/semaphore';
import type { PeopleDeps } from '../people/people';
import { auditTrail } from './audit';
import { tokenCheck, tokenService } from './authentication';

// The auth function (sign-in, sign-out, organisation details, people), built once per cold start.
const config = env();
const users = createDynamoUserStore();
export const organizations = createDynamoOrganizationStore();
const window = { windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS, lockSeconds: config.LOGIN_LOCK_SECONDS };
const limits: LoginLimits = {
  accountSource: { maxFailures: config.LOGIN_ACCOUNT_SOURCE_MAX_FAILURES, ...window },
  account: { maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES, ...window },
  source: { maxFailures: config.LOGIN_SOURCE_MAX_FAILURES, ...window },
};

const passwords = createScryptPasswordHasher();
const attempts = createDynamoLoginAttemptStore();
// One bound for the whole instance: every sign-in and every new password it hashes share these slots.
const hashSlots = new Semaphore(config.PASSWORD_HASH_CONCURRENCY);

export const loginDeps: LoginDeps = {
  users,
  organizations,
  passwords,
  tokens: tokenService,
  attempts,
  limits,
  hashSlots,
  audit: auditTrail,
};

export const logoutDeps = { users, tokens: tokenCheck, audit: auditTrail };

export const changePasswordDeps: ChangePasswordDeps = {
  people: users,
  organizations,
  passwords,
  hashSlots,
  attempts,
  limits,
  tokens: tokenService,
  tokenCheck,
  audit: auditTrail,
  now: () => new Date(),
};

export const peopleDeps: PeopleDeps = {
  people: users,
  organizations,
  passwords,
  hashSlots,
  tokens: tokenCheck,
  attempts,
  assignments: createDynamoAssignmentCounter(),
  audit: auditTrail,
  newId: randomUUID,
  now: () => new Date(),
};
