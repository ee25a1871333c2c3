import { createDynamoLoginAttemptStore } from '../adapters/dynamodb/login-attempt-store.dynamodb';
import { randomUUID } from 'node:crypto';
import {
  createDynamoAssignmentCounter,
  createDynamoMfaStore,
  createDynamoOrganizationStore,
  createDynamoUserStore,
} from '../adapters/dynamodb/user-store.dynamodb';
import type { ChangePasswordDeps } from '../auth/change-password';
import type { LoginDeps } from '../auth/login';
import type { LoginLimits } from '../auth/login-limits';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { env, mfaRequiredForAdmins, passwordHashCostLog2 } from '../config/env';
import { jwtSecret } from '../adapters/secrets/jwt-secret';
import type { MfaDeps, MfaLoginDeps } from '../auth/mfa';
import { createMfaChallenges } from '../auth/mfa-challenge';
import { Semaphore } from '../core/semaphore';
import type { PeopleDeps } from '../people/people';
import { auditTrail } from './audit';
import { tokenCheck, tokenService } from './authentication';
import { liveSessions } from './live-events';

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

const passwords = createScryptPasswordHasher({ costLog2: passwordHashCostLog2(config) });
const attempts = createDynamoLoginAttemptStore();
// One bound for the whole instance: every sign-in and every new password it hashes share these slots.
const hashSlots = new Semaphore(config.PASSWORD_HASH_CONCURRENCY);

const mfaPolicy = { requiredForAdministrators: mfaRequiredForAdmins(config) };
const mfaChallenges = createMfaChallenges({ secret: jwtSecret, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });
const mfa = createDynamoMfaStore();

export const loginDeps: LoginDeps = {
  users,
  organizations,
  passwords,
  tokens: tokenService,
  attempts,
  limits,
  hashSlots,
  mfaChallenges,
  mfaPolicy,
  audit: auditTrail,
};

export const mfaLoginDeps: MfaLoginDeps = { directory: users, challenges: mfaChallenges, mfa, attempts, limits, audit: auditTrail };

export const mfaDeps: MfaDeps = {
  users,
  mfa,
  passwords,
  hashSlots,
  tokens: tokenService,
  attempts,
  limits,
  policy: mfaPolicy,
  audit: auditTrail,
};

export const logoutDeps = { users, tokens: tokenCheck, audit: auditTrail, sessions: liveSessions };

export const changePasswordDeps: ChangePasswordDeps = {
  people: users,
  organizations,
  passwords,
  hashSlots,
  attempts,
  limits,
  tokens: tokenService,
  tokenCheck,
  mfaPolicy,
  audit: auditTrail,
  sessions: liveSessions,
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
  sessions: liveSessions,
  newId: randomUUID,
  now: () => new Date(),
};
