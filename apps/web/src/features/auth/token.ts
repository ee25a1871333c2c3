import { tokenClaimsSchema, type TokenClaims } from '@scout/shared/domain';

/**
 * Reading the session token in the browser. Nothing here verifies a signature: the client only decides
 * whether a stored token is worth keeping; the API verifies every request.
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The token's payload; throws when it is not base64url JSON. */
export function decodeTokenPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('Token has no payload');
  return JSON.parse(decodeBase64Url(payload)) as unknown;
}

/**
 * Local validity check when a session is restored: three dot-separated parts and an `exp` claim (seconds)
 * that is not in the past. Throws when the payload cannot be decoded; the caller decides what that means.
 */
export function isTokenValid(token: string, nowMs: number): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return false;
  const payload = decodeTokenPayload(token);
  if (typeof payload !== 'object' || payload === null || !('exp' in payload) || typeof payload.exp !== 'number') {
    return false;
  }
  return payload.exp >= Math.floor(nowMs / 1000);
}

/** The claims Scout signs, as far as they can be read; never throws. */
export function readTokenClaims(token: string): Partial<TokenClaims> | null {
  try {
    const payload = decodeTokenPayload(token);
    const parsed = tokenClaimsSchema.partial().safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
