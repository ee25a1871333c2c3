import { userPrincipal, type UserPrincipal } from '@scout/shared/permissions';
import type { SessionUser } from './session-user';

/**
 * The signed-in user as a principal, for `can` to decide what the screens show. Internal when the server
 * said so (isInternalUser or userType 'internal') or the role says so; the server still decides every
 * request from the token alone, so this only shapes what the browser offers.
 */
export function sessionPrincipal(user: SessionUser): UserPrincipal {
  return userPrincipal({
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    isInternalUser: user.isInternalUser || user.userType === 'internal',
  });
}
