import { isAdministrator, type TokenClaims } from '@scout/shared/domain';

/** Who is calling, taken from the verified token only. */
export interface Caller {
  userId: string;
  organizationId: string;
  role: string;
  email: string;
  name: string;
  accountName: string;
  isAdministrator: boolean;
}

export function callerFromClaims(claims: TokenClaims): Caller {
  return {
    userId: claims.sub,
    organizationId: claims.accountId,
    role: claims.role,
    email: claims.email,
    name: claims.name,
    accountName: claims.accountName,
    isAdministrator: isAdministrator({ role: claims.role }),
  };
}
