import { login } from '../auth/login';
import { getOrganizationDetails } from '../auth/organization-details';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { authenticate, tokenService } from './authentication';

const users = createDynamoUserStore();
const organizations = createDynamoOrganizationStore();
const passwords = createScryptPasswordHasher();

export const routes: RouteImplementations<'login' | 'getOrganizationDetails'> = {
  login: ({ body }) => login({ users, organizations, passwords, tokens: tokenService() }, body),
  getOrganizationDetails: ({ caller }) => getOrganizationDetails(organizations, caller),
};

export const handler = createHttpHandler(routes, { authenticate });
