import type { TokenClaims } from '@scout/shared/domain';
import { userPrincipal, type Principal } from '@scout/shared/permissions';

/** Who is calling, taken from the verified token only. */
export interface Caller {
  /** What the caller may do is decided by `can` from this principal alone. */
  principal: Principal;
  userId: string;
  organizationId: string;
  role: string;
  email: string;
  name: string;
  accountName: string;
}

export function callerFromClaims(claims: TokenClaims): Caller {
  return {
    principal: userPrincipal({ userId: claims.sub, organizationId: claims.accountId, role: claims.role }),
    userId: claims.sub,
    organizationId: claims.accountId,
    role: claims.role,
    email: claims.email,
    name: claims.name,
    accountName: claims.accountName,
  };
}
