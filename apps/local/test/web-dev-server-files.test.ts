import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/options';
import { startWebDevServer, type WebServer } from '../src/web-dev-server';

/**
 * The Vite dev server of the local stack, from the real apps/web/vite.config.ts, must not hand out files
 * outside what the app needs: the local stack keeps its JWT signing secret and DynamoDB files (password
 * hashes) under .data in the repository, which Vite's default /@fs/ allow-list (the whole workspace) serves.
 */

const marker = `fs-deny-test-${randomBytes(6).toString('hex')}`;
const fakeSecret = `not-a-real-secret-${randomBytes(12).toString('hex')}`;
// A data folder at the repository root, as the local stack makes it (.data/local).
const dataDir = join(REPO_ROOT, '.data', marker);
// A data folder inside the app's own folder, which the allow-list admits: the deny list must still refuse it.
const nestedDataDir = join(REPO_ROOT, 'apps/web/.data', marker);
const envFile = join(REPO_ROOT, 'apps/web', `.env.${marker}`);

const API_URL = 'http://127.0.0.1:9';
const STORAGE_URL = 'http://127.0.0.1:10';

let web: WebServer;

beforeAll(async () => {
  await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
  await writeFile(join(dataDir, 'jwt-secret'), `${fakeSecret}\n`);
  await writeFile(join(dataDir, 'dynamodb', '000003.log'), `passwordHash ${fakeSecret}`);
  await mkdir(nestedDataDir, { recursive: true });
  await writeFile(join(nestedDataDir, 'jwt-secret'), `${fakeSecret}\n`);
  await writeFile(envFile, `SOME_TOKEN=${fakeSecret}\n`);
  web = await startWebDevServer({ port: 0, apiUrl: API_URL, storage: [STORAGE_URL], websocket: 'ws://127.0.0.1:3999' });
});

afterAll(async () => {
  await web?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(join(REPO_ROOT, 'apps/web/.data'), { recursive: true, force: true });
  await rm(envFile, { force: true });
});

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${web.url}${path}`);
  return { status: response.status, body: await response.text() };
}

const fsUrl = (file: string) => `/@fs${file}`;

describe('the web dev server refuses files the app does not need', () => {
  const secretFiles = [
    ['the JWT signing secret in the repository data folder', join(dataDir, 'jwt-secret')],
    ['a DynamoDB file in the repository data folder', join(dataDir, 'dynamodb', '000003.log')],
    ['a data folder inside apps/web', join(nestedDataDir, 'jwt-secret')],
    ['an .env file of the app', envFile],
  ] as const;

  for (const [what, file] of secretFiles) {
    for (const query of ['', '?raw', '?import', '?import&raw', '?url']) {
      it(`refuses ${what} through /@fs/ (${query || 'no query'})`, async () => {
        // act
        const response = await get(`${fsUrl(file)}${query}`);

        // assess: refused, and the secret is nowhere in the answer
        expect(response.status).toBe(403);
        expect(response.body).not.toContain(fakeSecret);
      });
    }
  }

  it('refuses repository files outside the app, the shared package and node_modules', async () => {
    const response = await get(`${fsUrl(join(REPO_ROOT, 'pnpm-workspace.yaml'))}?raw`);

    expect(response.status).toBe(403);
  });

  it('still serves the app, its shared package and its libraries', async () => {
    // act
    const page = await get('/');
    const entry = await get('/src/main.tsx');
    const shared = await get(fsUrl(join(REPO_ROOT, 'packages/shared/src/api/index.ts')));
    const client = await get('/@vite/client');

    // assess
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(entry.status).toBe(200);
    expect(entry.body).toContain('createRoot');
    expect(shared.status).toBe(200);
    expect(client.status).toBe(200);
  });
});

describe('the web dev server sends the site security headers', () => {
  it("sends the deployed site's headers, with inline scripts allowed for React Refresh only in development", async () => {
    // act
    const response = await fetch(`${web.url}/`);

    // assess
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain(`connect-src 'self' ${API_URL} ${STORAGE_URL}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
