import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The built web app (apps/web/dist) served as CloudFront serves it: the files, with the site's security
 * headers on every answer, compressed when the browser accepts it, and the SPA fallback (a path that is
 * not a file gets index.html, so deep links work). Hashed assets are cached for a year; everything else
 * (index.html, commit-info.json) is revalidated on each load, so a new deploy is picked up at once.
 */

export interface StaticSiteOptions {
  /** The build's folder (holds index.html). */
  root: string;
  port: number;
  host: string;
  /** Headers on every response (siteSecurityHeaders from @scout/shared/web). */
  headers: Record<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map', '.ico']);

/** Vite puts content-hashed files under /assets/: their name changes whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface LoadedFile {
  body: Buffer;
  etag: string;
  mtimeMs: number;
  size: number;
  encoded: Map<string, Buffer>;
}

type Resolution = { kind: 'file'; path: string; urlPath: string } | { kind: 'status'; status: number; message: string };

export async function startStaticSiteServer(options: StaticSiteOptions): Promise<Server> {
  const root = resolve(options.root);
  const indexFile = join(root, 'index.html');
  const indexStat = await stat(indexFile).catch(() => null);
  if (!indexStat?.isFile()) throw new Error(`--web-dist ${root} has no index.html: build the web app first`);

  const cache = new Map<string, LoadedFile>();
  async function load(path: string): Promise<LoadedFile | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(path);
    const loaded: LoadedFile = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      mtimeMs: info.mtimeMs,
      size: info.size,
      encoded: new Map(),
    };
    cache.set(path, loaded);
    return loaded;
  }

  function resolvePath(rawUrl: string): Resolution {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(rawUrl, 'http://site.invalid').pathname);
    } catch {
      return { kind: 'status', status: 400, message: 'Bad request: the path is not a valid URL.' };
    }
    if (pathname.includes('\0')) return { kind: 'status', status: 400, message: 'Bad request: the path is not valid.' };
    // Hidden files and folders (.vite/manifest.json) are build metadata, not the site.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return { kind: 'status', status: 404, message: 'Not found.' };
    const path = resolve(root, `.${pathname}`);
    if (path !== root && !path.startsWith(root + sep)) return { kind: 'status', status: 404, message: 'Not found.' };
    return { kind: 'file', path: pathname.endsWith('/') ? join(path, 'index.html') : path, urlPath: pathname };
  }

  function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: Buffer | string): void {
    res.writeHead(status, { ...options.headers, ...headers });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, 'Method not allowed.');
      return;
    }
    const resolution = resolvePath(req.url ?? '/');
    if (resolution.kind === 'status') {
      send(res, resolution.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE }, resolution.message);
      return;
    }
    let path = resolution.path;
    let file = await load(path);
    if (!file) {
      // A missing hashed asset is a stale page asking for an old chunk: say so rather than send HTML as JS.
      if (resolution.urlPath.startsWith('/assets/')) {
        send(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE }, 'Not found.');
        return;
      }
      path = indexFile;
      file = await load(indexFile);
      if (!file) throw new Error(`${indexFile} disappeared`);
    }

    const extension = extname(path).toLowerCase();
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': path.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE,
      etag: file.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === file.etag) {
      send(res, 304, headers);
      return;
    }
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(req.headers['accept-encoding']) : null;
    let body = file.body;
    if (encoding) {
      let encoded = file.encoded.get(encoding);
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotliCompressSync(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(file.body, { level: 9 });
        file.encoded.set(encoding, encoded);
      }
      body = encoded;
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    send(res, 200, headers, req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[scout] web: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) send(res, 500, { 'content-type': 'text/plain; charset=utf-8' }, 'Internal error.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolveListen());
  });
  return server;
}

/** br, then gzip, as the request accepts them (q=0 refuses one). */
function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}
