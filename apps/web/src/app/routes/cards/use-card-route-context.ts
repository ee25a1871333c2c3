import { can } from '@scout/shared/permissions';
import { sessionPrincipal } from '../../../features/auth/session-principal';
import { useSession } from '../../../features/auth/session-store';
import { notify } from '../../../features/notifications/notifications-store';
import type { NotifyFn } from '../../../features/cards/card-notice';

/** What every card page takes from the rest of the app: the viewer's kind and the notification stack. */
export function useCardRouteContext(): { internal: boolean; notify: NotifyFn } {
  const user = useSession((s) => s.user);
  return { internal: user ? can(sessionPrincipal(user), 'internal:access') : false, notify };
}
