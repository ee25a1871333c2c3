import { login } from '../auth/login';
import { logout } from '../auth/logout';
import { getOrganizationDetails } from '../auth/organization-details';
import { loginDeps, logoutDeps, organizations } from '../composition/auth';
import { authenticate } from '../composition/authentication';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';

export const routes: RouteImplementations<'login' | 'logout' | 'getOrganizationDetails'> = {
  login: ({ body, event }) => login(loginDeps, body, { sourceIp: event.requestContext.http.sourceIp }),
  logout: ({ caller }) => logout(logoutDeps, caller),
  getOrganizationDetails: ({ caller }) => getOrganizationDetails(organizations, caller),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate }));
