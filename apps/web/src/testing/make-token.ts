/** Builds an unsigned JWT-shaped token for tests: header.payload.signature, base64url. */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const NOW_MS = Date.parse('2026-03-01T12:00:00.000Z');
export const NOW_SECONDS = Math.floor(NOW_MS / 1000);

export const coachClaims = {
  sub: 'user-coach',
  name: 'Jordan Miller',
  email: 'coach@eaglesfootball.example',
  accountId: 'org-eagles',
  accountName: 'Eagles Football',
  role: 'coach',
  showDemoData: false,
  iat: NOW_SECONDS - 60,
  exp: NOW_SECONDS + 3600,
};
