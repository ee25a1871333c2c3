import jwt from 'jsonwebtoken';
import { tokenClaimsSchema, type TokenClaims } from '@scout/shared/domain';
import { UnauthorizedError } from '../core/errors';

export interface TokenSettings {
  /** Resolves the HS256 signing secret (from configuration or a secret store). */
  secret: () => Promise<string>;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

export type TokenSubject = Omit<TokenClaims, 'iat' | 'exp'>;

export interface TokenService {
  issue(subject: TokenSubject): Promise<string>;
  /** Verifies signature (HS256 only), expiry, issuer and audience; throws UnauthorizedError. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(settings: TokenSettings): TokenService {
  return {
    async issue(subject) {
      const { sub, ...claims } = subject;
      return jwt.sign(claims, await settings.secret(), {
        algorithm: 'HS256',
        subject: sub,
        expiresIn: settings.ttlSeconds,
        issuer: settings.issuer,
        audience: settings.audience,
      });
    },
    async verify(token) {
      const secret = await settings.secret();
      let payload: unknown;
      try {
        payload = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          issuer: settings.issuer,
          audience: settings.audience,
        });
      } catch {
        throw new UnauthorizedError('Invalid or expired token');
      }
      // jsonwebtoken accepts a token without exp; Scout does not.
      const claims = tokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new UnauthorizedError('Invalid or expired token');
      return claims.data;
    },
  };
}
