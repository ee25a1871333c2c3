import { userKindOfRole } from './roles';

/**
 * Who is acting. Every kind of caller is a principal, and `can` is the only place that decides what each
 * kind may do.
 */

/** A signed-in user of a customer organisation: acts on that organisation's objects only. */
export interface CoachPrincipal {
  kind: 'coach';
  userId: string;
  /** Null when it is not known (a browser session whose organisation could not be resolved): no object is theirs. */
  organizationId: string | null;
}

/** Scout's internal staff: work on every organisation's reports. */
export interface StaffPrincipal {
  kind: 'staff';
  userId: string;
  organizationId: string | null;
}

/** An administrator: everything staff may do, across organisations. */
export interface AdministratorPrincipal {
  kind: 'administrator';
  userId: string;
  organizationId: string | null;
}

export type UserPrincipal = CoachPrincipal | StaffPrincipal | AdministratorPrincipal;

/** What a share link opens: one report, or one group of linked reports, of one organisation. */
export type ShareScope =
  { kind: 'report'; reportId: string; organizationId: string } | { kind: 'group'; groupId: string; organizationId: string };

/** Someone holding a share link: reads what the link opens and nothing else. */
export interface ShareLinkViewerPrincipal {
  kind: 'shareLinkViewer';
  scope: ShareScope;
}

/** A service calling a webhook route: may deliver to its own webhook only. */
export interface WebhookCallerPrincipal {
  kind: 'webhookCaller';
  /** Which webhook the caller proved it may call (e.g. the payment provider's). */
  source: string;
}

export type Principal = UserPrincipal | ShareLinkViewerPrincipal | WebhookCallerPrincipal;
export type PrincipalKind = Principal['kind'];

export interface UserIdentity {
  userId: string;
  organizationId: string | null;
  role?: string | null;
  /**
   * The login answer's internal-user flag. The server leaves it out (it decides from the role in a signed
   * token); the browser passes what the server answered, so a user it called internal stays internal.
   */
  isInternalUser?: boolean | null;
}

/**
 * The principal of a signed-in user, from their role (compared exactly). Privileges come from the role in a
 * signed token or the server's own answer, never from an e-mail address or a name a user can register.
 */
export function userPrincipal(identity: UserIdentity): UserPrincipal {
  const { userId, organizationId } = identity;
  const kind = userKindOfRole(identity.role);
  if (kind === 'coach' && identity.isInternalUser === true) return { kind: 'staff', userId, organizationId };
  return { kind, userId, organizationId };
}

export function shareLinkViewerPrincipal(scope: ShareScope): ShareLinkViewerPrincipal {
  return { kind: 'shareLinkViewer', scope };
}

export function webhookCallerPrincipal(source: string): WebhookCallerPrincipal {
  return { kind: 'webhookCaller', source };
}
