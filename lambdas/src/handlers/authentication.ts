import { callerFromClaims, type Caller } from '../core/caller';
import { createTokenService, type TokenService } from '../auth/token-service';
import { jwtSecret } from '../adapters/secrets/jwt-secret';
import { env } from '../config/env';
import { createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createTokenCheck, type TokenCheck } from '../auth/token-check';

let tokens: TokenService | undefined;

/** The token service every handler shares, configured once per cold start. */
export function tokenService(): TokenService {
  if (!tokens) {
    const { JWT_ISSUER, JWT_AUDIENCE, JWT_TTL_SECONDS } = env();
    tokens = createTokenService({
      secret: jwtSecret,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ttlSeconds: JWT_TTL_SECONDS,
    });
  }
  return tokens;
}

let check: TokenCheck | undefined;

/** The check of tokens against their users' current records, one cache per instance. */
export function tokenCheck(): TokenCheck {
  check ??= createTokenCheck(createDynamoUserStore(), { cacheSeconds: env().TOKEN_USER_CACHE_SECONDS });
  return check;
}

/** A verified token of a user who still exists, is enabled, and has not changed role, organisation or token version. */
export async function authenticate(token: string): Promise<Caller> {
  const claims = await tokenService().verify(token);
  await tokenCheck().assertCurrent(claims);
  return callerFromClaims(claims);
}
