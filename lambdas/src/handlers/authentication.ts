import { callerFromClaims, type Caller } from '../core/caller';
import { createTokenService, type TokenService } from '../auth/token-service';
import { jwtSecret } from '../adapters/secrets/jwt-secret';
import { env } from '../config/env';

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

export async function authenticate(token: string): Promise<Caller> {
  return callerFromClaims(await tokenService().verify(token));
}
