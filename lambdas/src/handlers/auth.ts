import { login, type LoginDeps } from '../auth/login';
import { createDynamoLoginAttemptStore } from '../adapters/dynamodb/login-attempt-store.dynamodb';
import { env } from '../config/env';
import { Semaphore } from '../core/semaphore';
import { logout } from '../auth/logout';
import { getOrganizationDetails } from '../auth/organization-details';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { authenticate, tokenCheck, tokenService } from './authentication';

const users = createDynamoUserStore();
const organizations = createDynamoOrganizationStore();
const passwords = createScryptPasswordHasher();
const attempts = createDynamoLoginAttemptStore();
let hashSlots: Semaphore | undefined;

function loginDeps(): LoginDeps {
  const config = env();
  hashSlots ??= new Semaphore(config.PASSWORD_HASH_CONCURRENCY);
  const window = { windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS, lockSeconds: config.LOGIN_LOCK_SECONDS };
  return {
    users,
    organizations,
    passwords,
    tokens: tokenService(),
    attempts,
    limits: {
      account: { maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES, ...window },
      source: { maxFailures: config.LOGIN_SOURCE_MAX_FAILURES, ...window },
    },
    hashSlots,
  };
}

export const routes: RouteImplementations<'login' | 'logout' | 'getOrganizationDetails'> = {
  login: ({ body, event }) => login(loginDeps(), body, { sourceIp: event.requestContext.http.sourceIp }),
  logout: ({ caller }) => logout({ users, tokens: tokenCheck() }, caller),
  getOrganizationDetails: ({ caller }) => getOrganizationDetails(organizations, caller),
};

export const handler = createHttpHandler(routes, { authenticate });
