import { userKindOfRole } from '@scout/shared/permissions';
import type { PersonType, UserEntry } from '../ports';

/** Whether a role is staff's or an administrator's (a coach's is not). */
export const isInternalRole = (role: string) => userKindOfRole(role) !== 'coach';

/** internal: staff and administrators; external: a customer organisation's coach (decided by the role). */
export function userTypeOf(user: Pick<UserEntry, 'role'>): PersonType {
  return isInternalRole(user.role) ? 'internal' : 'external';
}
