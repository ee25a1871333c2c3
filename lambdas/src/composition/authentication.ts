import { createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { jwtSecret } from '../adapters/secrets/jwt-secret';
import { createTokenCheck } from '../auth/token-check';
import { createTokenService } from '../auth/token-service';
import { env } from '../config/env';
import { type Caller, type RequestOrigin } from '../core/caller';
import { authenticateWith } from '../auth/authenticate';
import { auditTrail } from './audit';

// What every API function needs to know who is calling, built once per cold start (a module of its own so
// each function's composition takes it without taking another function's adapters).
const config = env();

/** Signs and verifies tokens; the secret itself is read on first use (Secrets Manager in AWS). */
export const tokenService = createTokenService({
  secret: jwtSecret,
  issuer: config.JWT_ISSUER,
  audience: config.JWT_AUDIENCE,
  ttlSeconds: config.JWT_TTL_SECONDS,
});

/** The check of tokens against their users' current records, one cache per instance. */
export const tokenCheck = createTokenCheck(createDynamoUserStore(), { cacheSeconds: config.TOKEN_USER_CACHE_SECONDS });

/** A verified token of a user who still exists, is enabled, and has not changed role, organisation or token version. */
export async function authenticate(token: string, origin: RequestOrigin): Promise<Caller> {
  return authenticateWith({ tokens: tokenService, check: tokenCheck, audit: auditTrail }, token, origin);
}
