import type { Restriction, TokenClaims } from '@scout/shared/domain';
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
  /** The source IP API Gateway saw (never a header the client sets); null where there is none (tests, jobs). */
  sourceIp: string | null;
  /** What the caller's token is restricted to (a temporary password's token), or null for a full session. */
  restriction: Restriction | null;
}

/** Where a request comes from, as the HTTP layer saw it. */
export interface RequestOrigin {
  sourceIp: string | null;
}

export function callerFromClaims(claims: TokenClaims, origin: RequestOrigin = { sourceIp: null }): Caller {
  return {
    principal: userPrincipal({ userId: claims.sub, organizationId: claims.accountId, role: claims.role }),
    userId: claims.sub,
    organizationId: claims.accountId,
    role: claims.role,
    email: claims.email,
    name: claims.name,
    accountName: claims.accountName,
    sourceIp: origin.sourceIp,
    restriction: claims.restriction ?? null,
  };
}
