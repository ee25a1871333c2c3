import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, type LocalStackOptions } from '../src/options';
import { startWebDevServer, type WebServer } from '../src/web-dev-server';

/** --web-host: the web app opened under a test host name mapped to this machine (scout-dev.test). */

function options(argv: string[]): LocalStackOptions {
  const parsed = parseOptions(argv);
  if (parsed === 'help') throw new Error('unexpected --help');
  return parsed;
}

/** GET / with a Host header of our choosing (fetch does not let one set it). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('--web-host', () => {
  it('takes names repeated or comma-separated, once each, and refuses what is not a host name', () => {
    expect(options([]).webHosts).toEqual([]);
    expect(options(['--web-host', 'scout-dev.test, Scout.Example.org', '--web-host', 'scout-dev.test']).webHosts).toEqual([
      'scout-dev.test',
      'scout.example.org',
    ]);
    expect(() => options(['--web-host', 'http://scout-dev.test:5173'])).toThrow(/is not a host name/);
    expect(() => options(['--web-host', 'scout dev'])).toThrow(/is not a host name/);
  });
});

describe('the web dev server under another host name', () => {
  let web: WebServer;
  beforeAll(async () => {
    web = await startWebDevServer({
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      storage: [],
      websocket: 'ws://127.0.0.1:3999',
      allowedHosts: ['scout-dev.test'],
    });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('serves the names it was given and localhost, and refuses any other (DNS rebinding)', async () => {
    const port = new URL(web.url).port;

    const named = await getWithHost(web.url, `scout-dev.test:${port}`);
    const local = await getWithHost(web.url, `localhost:${port}`);
    const other = await getWithHost(web.url, `attacker.example:${port}`);

    expect(named).toBe(200);
    expect(local).toBe(200);
    expect(other).toBe(403);
  });
});
