import { changePassword } from '../auth/change-password';
import { issueSession, login } from '../auth/login';
import { completeMfaLogin, confirmMfaEnrollment, disableMfa, getMfaStatus, startMfaEnrollment } from '../auth/mfa';
import { logout } from '../auth/logout';
import { getOrganizationDetails } from '../auth/organization-details';
import { changePasswordDeps, loginDeps, logoutDeps, mfaDeps, mfaLoginDeps, organizations, peopleDeps } from '../composition/auth';
import { edgeOptions } from '../composition/access-gate';
import { authenticate } from '../composition/authentication';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import {
  createInternalUser,
  createUser,
  deleteInternalUser,
  getInternalUser,
  getUser,
  listInternalUsers,
  listOrganizations,
  listUsers,
  resetUserPassword,
  searchUsers,
  setUserDisabled,
  setUserType,
  updateInternalUser,
  updateUser,
} from '../people/people';

export const routes: RouteImplementations<
  | 'login'
  | 'completeMfaLogin'
  | 'getMfaStatus'
  | 'startMfaEnrollment'
  | 'confirmMfaEnrollment'
  | 'disableMfa'
  | 'logout'
  | 'changePassword'
  | 'getOrganizationDetails'
  | 'listUsers'
  | 'searchUsers'
  | 'getUser'
  | 'createUser'
  | 'updateUser'
  | 'setUserType'
  | 'setUserDisabled'
  | 'resetUserPassword'
  | 'listOrganizations'
  | 'listInternalUsers'
  | 'getInternalUser'
  | 'createInternalUser'
  | 'updateInternalUser'
  | 'deleteInternalUser'
> = {
  login: ({ body, event }) => login(loginDeps, body, { sourceIp: event.requestContext.http.sourceIp }),
  completeMfaLogin: ({ body, event }) =>
    completeMfaLogin(mfaLoginDeps, body, { sourceIp: event.requestContext.http.sourceIp }, (user) =>
      issueSession(loginDeps, user, { sourceIp: event.requestContext.http.sourceIp }),
    ),
  getMfaStatus: ({ caller }) => getMfaStatus(mfaDeps, caller),
  startMfaEnrollment: ({ caller }) => startMfaEnrollment(mfaDeps, caller),
  confirmMfaEnrollment: ({ caller, body }) => confirmMfaEnrollment(mfaDeps, caller, body.code),
  disableMfa: ({ caller, body }) => disableMfa(mfaDeps, caller, body),
  logout: ({ caller }) => logout(logoutDeps, caller),
  changePassword: ({ caller, body }) => changePassword(changePasswordDeps, caller, body),
  getOrganizationDetails: ({ caller }) => getOrganizationDetails(organizations, caller),
  listUsers: ({ query }) => listUsers(peopleDeps, query),
  searchUsers: ({ query }) => searchUsers(peopleDeps, query.q),
  getUser: ({ params }) => getUser(peopleDeps, params.id),
  createUser: ({ caller, body }) => createUser(peopleDeps, caller, body),
  updateUser: ({ caller, params, body }) => updateUser(peopleDeps, caller, params.id, body),
  setUserType: ({ caller, params, body }) => setUserType(peopleDeps, caller, params.id, body),
  setUserDisabled: ({ caller, params, body }) => setUserDisabled(peopleDeps, caller, params.id, body.disabled),
  resetUserPassword: ({ caller, params }) => resetUserPassword(peopleDeps, caller, params.id),
  listOrganizations: () => listOrganizations(peopleDeps),
  listInternalUsers: ({ query }) => listInternalUsers(peopleDeps, query),
  getInternalUser: ({ params }) => getInternalUser(peopleDeps, params.id),
  createInternalUser: ({ caller, body }) => createInternalUser(peopleDeps, caller, body),
  updateInternalUser: ({ caller, params, body }) => updateInternalUser(peopleDeps, caller, params.id, body),
  deleteInternalUser: ({ caller, params }) => deleteInternalUser(peopleDeps, caller, params.id),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate, ...edgeOptions }));
