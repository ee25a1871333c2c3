import { appPaths } from '@scout/shared/domain';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What the in-browser logs keep of a path: its route template, never the concrete path, so a share
 * token, a report id or a search term never lands in a log that outlives the page. Pages become the router's
 * pattern ('/shared/:shareToken'), API calls their contract template ('/reports/{id}', given by the client),
 * query strings and fragments are dropped, and any other token-looking value in a logged text is replaced.
 */

/** What replaces a path segment that is neither a fixed word nor a template parameter. */
export const PATH_VALUE = ':value';
/** What replaces a token-looking word (a JWT, a share token) in a logged text. */
export const TOKEN_PLACEHOLDER = '[TOKEN]';

function collectPatterns(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') into.add(path);
  for (const child of Object.values(node)) collectPatterns(child, into);
  return into;
}

/** Every page of the app as a flat route list, so react-router ranks the matches as the router itself does. */
const PAGE_ROUTES: RouteObject[] = [...collectPatterns(appPaths, new Set())].map((path) => ({ path }));

/** Fixed words ('carddetail', 'edit-view', 'v2'), template parameters and asset file names are kept. */
const KEPT_SEGMENT =
  /^(?:[a-z]+(?:-[a-z]+)*|[a-z0-9]{1,3}|\{\w+\}|:\w+|\*|[\w-]+\.(?:m?js|css|json|map|html|ico|png|svg|webp|jpe?g|gif|woff2?|txt))$/;

function maskSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment === '' || KEPT_SEGMENT.test(segment) ? segment : PATH_VALUE))
    .join('/');
}

/**
 * The route template of a page's path: the router's pattern when a page matches ('/shared/:shareToken'),
 * otherwise the path with every segment that is not a fixed word replaced by ':value'. A query or fragment
 * is dropped.
 */
export function pageTemplate(path: string): string {
  const pathname = path.replace(/[?#].*$/s, '') || '/';
  const known = templates.get(pathname);
  if (known !== undefined) return known;
  const template = templateOf(pathname);
  if (templates.size >= TEMPLATES_KEPT) templates.clear();
  templates.set(pathname, template);
  return template;
}

/**
 * The templates worked out so far, by pathname: every log line templates the page's address and the paths in its
 * text, and react-router's matching flattens and ranks the whole route table on each call (a quarter of a
 * second of a phone's main thread for the dashboard's first calls). Cleared when full.
 */
const templates = new Map<string, string>();
const TEMPLATES_KEPT = 500;

function templateOf(pathname: string): string {
  // An API template ('/reports/{id}') is already a template: a page pattern must not replace it.
  if (!pathname.includes('{')) {
    const matches = matchRoutes(PAGE_ROUTES, pathname);
    const pattern = matches?.at(-1)?.route.path;
    if (pattern) return pattern;
  }
  return maskSegments(pathname);
}

/** A page address as the logs keep it: its origin and route template ('https://host/shared/:shareToken'). */
export function templatedUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${pageTemplate(url.pathname)}`;
  } catch {
    return pageTemplate(href);
  }
}

/**
 * A URL (origin, then path), or a path at the start of the text or after a space, quote, bracket, '=' or ':'
 * (so '3/4' and 'and/or' stay); a query or fragment ends the match and is dropped with it.
 */
const URL_OR_PATH_IN_TEXT = /\b(https?:\/\/[^\s/"'<>`)\]]+)(\/[^\s"'<>`)\]]*)?|(^|[\s"'`([=:,])(\/[^\s"'<>`)\]]*)/g;
const JWT_IN_TEXT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** A long run of base64url characters with both cases and a digit or '-'/'_': a share token or a key. */
const TOKEN_WORD = /[\w-]{24,}/g;

function looksLikeToken(word: string): boolean {
  return /[A-Z]/.test(word) && /[a-z]/.test(word) && /[\d_-]/.test(word);
}

/**
 * A logged text with every URL and path replaced by its template (query and fragment dropped) and every
 * token-looking word (a JWT, a share token) replaced by '[TOKEN]'.
 */
export function templatePathsInText(text: string): string {
  if (text === '') return text;
  const out = text.includes('/')
    ? text.replace(URL_OR_PATH_IN_TEXT, (_, origin?: string, urlPath?: string, before?: string, path?: string) =>
        origin ? `${origin}${urlPath ? pageTemplate(urlPath) : ''}` : `${before ?? ''}${pageTemplate(path ?? '/')}`,
      )
    : text;
  return out.replace(JWT_IN_TEXT, TOKEN_PLACEHOLDER).replace(TOKEN_WORD, (word) => (looksLikeToken(word) ? TOKEN_PLACEHOLDER : word));
}
