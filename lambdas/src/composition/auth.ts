import { createDynamoLoginAttemptStore } from '../adapters/dynamodb/login-attempt-store.dynamodb';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import type { LoginDeps } from '../auth/login';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { env } from '../config/env';
import { Semaphore } from '../core/semaphore';
import { tokenCheck, tokenService } from './authentication';

// The auth function (sign-in, sign-out, organisation details), built once per cold start.
const config = env();
const users = createDynamoUserStore();
export const organizations = createDynamoOrganizationStore();
const window = { windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS, lockSeconds: config.LOGIN_LOCK_SECONDS };

export const loginDeps: LoginDeps = {
  users,
  organizations,
  passwords: createScryptPasswordHasher(),
  tokens: tokenService,
  attempts: createDynamoLoginAttemptStore(),
  limits: {
    account: { maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES, ...window },
    source: { maxFailures: config.LOGIN_SOURCE_MAX_FAILURES, ...window },
  },
  // One bound for the whole instance: every sign-in it serves shares these hashing slots.
  hashSlots: new Semaphore(config.PASSWORD_HASH_CONCURRENCY),
};

export const logoutDeps = { users, tokens: tokenCheck };
