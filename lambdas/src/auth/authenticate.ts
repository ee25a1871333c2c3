import type { TokenClaims } from '@scout/shared/domain';
import { ANONYMOUS } from '../audit/audit-trail';
import { callerFromClaims, type Caller, type RequestOrigin } from '../core/caller';
import { UnauthorizedError } from '../core/errors';
import type { TokenService } from './token-service';
import type { AuditTrail, TokenCheck } from '../ports';

export interface AuthenticateDeps {
  tokens: Pick<TokenService, 'verify'>;
  check: Pick<TokenCheck, 'assertCurrent'>;
  audit: AuditTrail;
}

/**
 * A verified token of a user who still exists, is enabled, and has not changed role, organisation or token
 * version. A refused token is recorded as `token.rejected` with the source address and the reason, naming
 * the user when the signature held (a signed-out or demoted session) and never carrying the token.
 */
export async function authenticateWith(deps: AuthenticateDeps, token: string, origin: RequestOrigin): Promise<Caller> {
  let claims: TokenClaims | null = null;
  try {
    claims = await deps.tokens.verify(token);
    await deps.check.assertCurrent(claims);
    return callerFromClaims(claims, origin);
  } catch (err) {
    if (err instanceof UnauthorizedError) {
      await deps.audit.record({
        kind: 'token.rejected',
        outcome: 'denied',
        actor: claims ? { userId: claims.sub, name: claims.name, role: claims.role } : ANONYMOUS,
        target: claims ? { type: 'user', id: claims.sub, label: claims.email } : null,
        sourceIp: origin.sourceIp,
        detail: { reason: claims ? 'sessionEnded' : 'invalidOrExpired' },
      });
    }
    throw err;
  }
}
