/** What the layout shows of the signed-in user; app/ maps the session user onto it. */
export interface ShellUser {
  greeting: string;
  email: string;
  organizationName: string | null;
  organizationId: string | null;
  isInternal: boolean;
}

export type UserTypeLabel = 'STRONGSIDE INTERNAL' | 'EXTERNAL CUSTOMER';

export function userTypeLabel(isInternal: boolean): UserTypeLabel {
  return isInternal ? 'STRONGSIDE INTERNAL' : 'EXTERNAL CUSTOMER';
}
