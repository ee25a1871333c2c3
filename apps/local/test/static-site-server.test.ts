import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { siteSecurityHeaders } from '@scout/shared/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticSiteServer } from '../src/static-site-server';

/** The local stack's server for a built web app (--web-dist), over a small build written to a temp folder. */

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123_x.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('scout '.repeat(200))});`;
const headers = siteSecurityHeaders({ api: 'http://127.0.0.1:3111', storage: ['http://127.0.0.1:4678'] });

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'scout-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets/index-AbC123_x.js'), SCRIPT);
  await writeFile(join(dist, 'commit-info.json'), '{"hash":"abc"}');
  await writeFile(join(dist, '.vite/manifest.json'), '{}');
  server = await startStaticSiteServer({ root: dist, port: 0, host: '127.0.0.1', headers });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The bytes as sent (fetch would decode them). */
function rawGet(path: string, requestHeaders: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the built site server', () => {
  it("serves index.html at '/', revalidated on every load, with the site's security headers", async () => {
    const page = await get('/');

    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    for (const [name, value] of Object.entries(headers)) expect(page.headers.get(name)).toBe(value);
  });

  it('answers a deep link with index.html (the SPA fallback), so reloading /dashboard works', async () => {
    const page = await get('/reports/r-1/cards?view=grid');

    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year, and compressed when the browser accepts it', async () => {
    // act
    const plain = await get('/assets/index-AbC123_x.js', { headers: { 'accept-encoding': 'identity' } });
    const gzipped = await rawGet('/assets/index-AbC123_x.js', { 'accept-encoding': 'gzip' });

    // assess
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-security-policy')).toBe(headers['content-security-policy']);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await get('/commit-info.json');

    const again = await get('/commit-info.json', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });

    expect(first.headers.get('etag')).toMatch(/^".+"$/);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a missing hashed asset with 404, not with index.html served as a script', async () => {
    const missing = await get('/assets/index-0ld0ld00.js');

    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('refuses build metadata, paths outside the build and malformed paths', async () => {
    const manifest = await get('/.vite/manifest.json');
    const traversal = await get('/..%2f..%2f..%2fetc%2fpasswd');
    const malformed = await get('/reports/%E0%A4%A');

    expect(manifest.status).toBe(404);
    expect(traversal.status).toBe(404);
    expect(traversal.body).not.toContain('root:');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toBe('Bad request: the path is not a valid URL.');
  });

  it('refuses to change anything (405)', async () => {
    const post = await get('/', { method: 'POST', body: 'x' });

    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses to start on a folder without index.html, saying why', async () => {
    await expect(startStaticSiteServer({ root: join(dist, 'assets'), port: 0, host: '127.0.0.1', headers })).rejects.toThrow(
      /has no index.html: build the web app first/,
    );
  });
});
