/**
 * The security headers of Scout's web site and API, declared once: CloudFront's response headers policy
 * (infra), the local stack's static site server and its API server all read them, so a header that breaks
 * the app breaks it locally before it is deployed.
 */

/** Where the browser app may connect, fetch media from and be framed by. */
export interface SiteOrigins {
  /** The API origin, e.g. https://abc123.execute-api.eu-west-1.amazonaws.com. */
  api: string;
  /** Origins of the media and upload buckets (presigned GETs and PUTs go straight to S3). */
  storage: string[];
  /** The WebSocket API origin (wss://…), once there is one. */
  websocket?: string;
}

/** How a server of the site differs from CloudFront: only the Vite dev server relaxes anything. */
export interface SiteHeaderOptions {
  /**
   * Also allow inline scripts: the dev server's React Refresh preamble is inline in index.html. Never in a
   * deployed site (the built-site browser test checks the bundle under the strict policy).
   */
  allowInlineScripts?: boolean;
}

/** One origin per entry, without paths or duplicates. */
function origins(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The Content-Security-Policy of the site. Scripts come only from the site itself (the Vite build emits
 * no inline script); MUI's emotion injects <style> elements at run time, hence 'unsafe-inline' for styles
 * only. Images and video come from the site, the media bucket (presigned URLs), data: and blob: (thumbnails
 * and local previews of files about to be uploaded), and the API (a share link's media answer with a redirect
 * to a presigned URL, so the page holds API URLs that do not expire).
 */
export function contentSecurityPolicy(site: SiteOrigins, options: SiteHeaderOptions = {}): string {
  const storage = origins(site.storage);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': options.allowInlineScripts ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins([site.api, ...storage])],
    'media-src': ["'self'", 'blob:', ...origins([site.api, ...storage])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins([site.api, ...storage, site.websocket])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** HSTS: two years, subdomains included (the value CloudFront's policy is built from, too). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every header the site is served with, as header name → value (lower-case names). */
export function siteSecurityHeaders(site: SiteOrigins, options: SiteHeaderOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(site, options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': 'DENY',
  };
}

/** Headers on every API response: never sniffed, never cached (responses carry tokens and private data). */
export const API_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;
