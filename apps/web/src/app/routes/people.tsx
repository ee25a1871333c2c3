import { can } from '@scout/shared/permissions';
import { useMemo } from 'react';
import { sessionPrincipal } from '../../features/auth/session-principal';
import { useSession } from '../../features/auth/session-store';
import { InternalUsersPage } from '../../features/people/components/internal-users-page';
import { UsersPage, type UsersPageProps } from '../../features/people/components/users-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Who is managing people: their own id, and whom they may manage (the server decides every call again). */
function useManager(): UsersPageProps {
  const user = useSession((s) => s.user);
  return useMemo<UsersPageProps>(
    () => ({
      currentUserId: user?.id ?? null,
      canManageRole: (role) => (user ? can(sessionPrincipal(user), 'user:manage', { type: 'user', role }) : false),
    }),
    [user],
  );
}

/** '/admin/users' (User Management, admin group). */
export function UsersRoute() {
  useDocumentTitle('User Management');
  return <UsersPage {...useManager()} />;
}

/** '/internal-users' (internal staff). */
export function InternalUsersRoute() {
  useDocumentTitle('Internal Users');
  return <InternalUsersPage {...useManager()} />;
}
