import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { UnauthorizedError } from '../core/errors';

/** How long the second step of a sign-in may wait for its code. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
export const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again.';

const PURPOSE = 'mfa-challenge';

const challengeClaimsSchema = z.object({
  sub: z.string().min(1),
  purpose: z.literal(PURPOSE),
  /** The user's token version when the password was checked: signing out everywhere ends the challenge too. */
  tv: z.number().int().min(0),
});
export type MfaChallengeClaims = z.infer<typeof challengeClaimsSchema>;

/**
 * The proof that a password was right, carried to the code step: signed like a session token but for an
 * audience of its own (`{audience}/mfa-challenge`) and with a purpose claim, so the session check refuses it
 * (wrong audience, no session claims) and this check refuses a session token.
 */
export interface MfaChallenges {
  issue(subject: { userId: string; tokenVersion: number }): Promise<string>;
  /** UnauthorizedError ('Your sign-in has expired…') for anything but a current challenge. */
  verify(challenge: string): Promise<MfaChallengeClaims>;
}

export function createMfaChallenges(settings: { secret: () => Promise<string>; issuer: string; audience: string }): MfaChallenges {
  const audience = `${settings.audience}/${PURPOSE}`;
  return {
    async issue({ userId, tokenVersion }) {
      return jwt.sign({ purpose: PURPOSE, tv: tokenVersion }, await settings.secret(), {
        algorithm: 'HS256',
        subject: userId,
        expiresIn: MFA_CHALLENGE_TTL_SECONDS,
        issuer: settings.issuer,
        audience,
      });
    },
    async verify(challenge) {
      let payload: unknown;
      try {
        payload = jwt.verify(challenge, await settings.secret(), { algorithms: ['HS256'], issuer: settings.issuer, audience });
      } catch {
        throw new UnauthorizedError(SIGN_IN_AGAIN);
      }
      const claims = challengeClaimsSchema.safeParse(payload);
      if (!claims.success) throw new UnauthorizedError(SIGN_IN_AGAIN);
      return claims.data;
    },
  };
}
