import type { Principal, ShareScope } from './principal';
import { userKindOfRole } from './roles';

/** An organisation as the object of an action (listing its reports, creating one in it). */
export interface OrganizationResource {
  type: 'organization';
  organizationId: string;
}

export interface ReportResource {
  type: 'report';
  id: string;
  organizationId: string;
  /** The group of linked reports it belongs to, if any. */
  groupId?: string | null;
}

/** A card, or a card about to be created: what matters is its report and that report's organisation. */
export interface CardResource {
  type: 'card';
  reportId: string;
  organizationId: string;
  /** The group of linked reports its report belongs to, if any. */
  groupId?: string | null;
}

/** A person as the object of User Management: what matters is the role they hold (or are given). */
export interface UserResource {
  type: 'user';
  role: string;
}

export interface WebhookResource {
  type: 'webhook';
  source: string;
}

/**
 * Every action Scout checks, with the resource it is checked against (`undefined`: the rule does not depend
 * on which object, only on who acts).
 */
export interface ActionResources {
  /** List one organisation's reports. */
  'report:list': OrganizationResource;
  /** List every organisation's reports at once. */
  'report:listAll': undefined;
  /** Create a report in an organisation. */
  'report:create': OrganizationResource;
  'report:read': ReportResource;
  /** Edit the report's own details (title, opponent, location...). */
  'report:update': ReportResource;
  /** Set package, payment, status or timer: a coach could otherwise mark their own report paid. */
  'report:setPayment': undefined;
  'report:delete': ReportResource;
  'report:assignStaff': ReportResource;
  'card:read': CardResource;
  /** Create or edit a card. */
  'card:write': CardResource;
  'card:delete': CardResource;
  /** Read and edit an organisation's play concepts library, and tag its cards with them. */
  'concept:manage': OrganizationResource;
  /** Read the organisation's metric definitions (success and explosive), which its reports are computed with. */
  'metricRules:read': OrganizationResource;
  /** Set an organisation's metric definitions: who edits the service settings ('/admin/settings'). */
  'metricRules:write': undefined;
  /**
   * Create, edit, disable, reset or remove a person holding (or given) this role. Staff manage coaches; only an
   * administrator manages internal people (staff and administrators), so a stolen staff token cannot reset an
   * administrator's password and receive it, or raise anyone's rank.
   */
  'user:manage': UserResource;
  /** Routes and pages only administrators reach. */
  'administrator:access': undefined;
  /** Change the package catalogue and its prices. */
  'catalog:write': undefined;
  /** Read, set or clear the restricted-environment gate's access code. */
  'accessCode:manage': undefined;
  /** Make a test purchase (the use case refuses it on the production stage whoever asks). */
  'payment:test': undefined;
  /** Start a deploy through the pipeline. */
  'pipeline:trigger': undefined;
  /** Read the audit trail. */
  'audit:read': undefined;
  /** Browse the stage's tables and buckets (Dev Tools). */
  'devTools:use': undefined;
  /**
   * Internal features and the routes and pages for staff and administrators (route auth 'internal', most of
   * the "admin" pages: staff work there too): organisation ids, assignable to reports.
   */
  'internal:access': undefined;
  /** The side drawer's groups. */
  'nav:main': undefined;
  'nav:admin': undefined;
  'nav:internal': undefined;
  'webhook:deliver': WebhookResource;
}

export type Action = keyof ActionResources;
export type ResourceOf<A extends Action> = ActionResources[A];
/** Actions checked without a resource. */
export type UnscopedAction = { [A in Action]: ActionResources[A] extends undefined ? A : never }[Action];
export type ReportAction = { [A in Action]: ActionResources[A] extends ReportResource ? A : never }[Action];
export type CardAction = { [A in Action]: ActionResources[A] extends CardResource ? A : never }[Action];
export type NavAction = Extract<Action, `nav:${string}`>;

/** Scout's own people: coaches, staff and administrators (not share-link viewers or webhook callers). */
function isSignedInUser(principal: Principal): boolean {
  return principal.kind === 'coach' || principal.kind === 'staff' || principal.kind === 'administrator';
}

/** Staff and administrators act across organisations. */
function isInternal(principal: Principal): boolean {
  return principal.kind === 'staff' || principal.kind === 'administrator';
}

/** Administrators only: the actions that change the service itself, or could hand someone its keys. */
function isAdministrator(principal: Principal): boolean {
  return principal.kind === 'administrator';
}

/** The tenant rule: internal people act on any organisation's objects, a coach on their own organisation's only. */
function actsInOrganization(principal: Principal, organizationId: string): boolean {
  if (isInternal(principal)) return true;
  return principal.kind === 'coach' && principal.organizationId !== null && principal.organizationId === organizationId;
}

/** Whether a share link opens this report (and so its cards): the same organisation, and its report or group. */
function opens(scope: ShareScope, target: { reportId: string; organizationId: string; groupId?: string | null }): boolean {
  if (scope.organizationId !== target.organizationId) return false;
  if (scope.kind === 'report') return scope.reportId === target.reportId;
  return target.groupId != null && target.groupId === scope.groupId;
}

function sharedWith(principal: Principal, target: { reportId: string; organizationId: string; groupId?: string | null }): boolean {
  return principal.kind === 'shareLinkViewer' && opens(principal.scope, target);
}

type Rules = { [A in Action]: (principal: Principal, resource: ActionResources[A]) => boolean };

const RULES: Rules = {
  'report:list': (p, org) => actsInOrganization(p, org.organizationId),
  'report:listAll': isInternal,
  'report:create': (p, org) => actsInOrganization(p, org.organizationId),
  'report:read': (p, report) =>
    actsInOrganization(p, report.organizationId) ||
    sharedWith(p, { reportId: report.id, organizationId: report.organizationId, groupId: report.groupId }),
  'report:update': (p, report) => actsInOrganization(p, report.organizationId),
  'report:setPayment': isInternal,
  'report:delete': (p, report) => actsInOrganization(p, report.organizationId),
  'report:assignStaff': isInternal,
  'card:read': (p, card) => actsInOrganization(p, card.organizationId) || sharedWith(p, card),
  'card:write': (p, card) => actsInOrganization(p, card.organizationId),
  'card:delete': (p, card) => actsInOrganization(p, card.organizationId),
  'concept:manage': (p, org) => actsInOrganization(p, org.organizationId),
  'metricRules:read': (p, org) => actsInOrganization(p, org.organizationId),
  'metricRules:write': isInternal,
  'user:manage': (p, user) => (userKindOfRole(user.role) === 'coach' ? isInternal(p) : isAdministrator(p)),
  'administrator:access': isAdministrator,
  'catalog:write': isAdministrator,
  'accessCode:manage': isAdministrator,
  'payment:test': isAdministrator,
  'pipeline:trigger': isAdministrator,
  'audit:read': isAdministrator,
  'devTools:use': isAdministrator,
  'internal:access': isInternal,
  'nav:main': isSignedInUser,
  'nav:admin': isInternal,
  'nav:internal': isInternal,
  'webhook:deliver': (p, webhook) => p.kind === 'webhookCaller' && p.source === webhook.source,
};

/**
 * Whether `principal` may perform `action` on `resource`: the one place Scout decides who may do what. The
 * resource is required exactly when the action's rule depends on the object (see ActionResources).
 */
export function can<A extends Action>(
  principal: Principal,
  action: A,
  ...resource: ActionResources[A] extends undefined ? [] : [resource: ActionResources[A]]
): boolean {
  const rule = RULES[action] as (principal: Principal, resource: ActionResources[A] | undefined) => boolean;
  return rule(principal, resource[0]);
}
