import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '@scout/shared/api';
import { DEMO_ACCOUNTS } from '@scout/shared/domain';

/** The local stack as scripts/dev runs it: a real process, real dynalite and s3rver, data on disk. */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface RunningStack {
  process: ChildProcess;
  output: () => string;
  apiUrl: string;
}

const running = new Set<ChildProcess>();

async function startStack(dataDir: string, extra: string[] = []): Promise<RunningStack> {
  const [api, ws, dynamo, s3] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const child = spawn(
    join(import.meta.dirname, '../node_modules/.bin/tsx'),
    [
      'src/main.ts',
      '--no-web',
      '--data-dir',
      dataDir,
      '--api-port',
      String(api),
      '--ws-port',
      String(ws),
      '--dynamodb-port',
      String(dynamo),
      '--s3-port',
      String(s3),
      ...extra,
    ],
    {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('[scout] ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`local stack exited with ${code}:\n${output}`));
    });
  });
  return { process: child, output: () => output, apiUrl: `http://127.0.0.1:${api}` };
}

async function stopStack(stack: RunningStack): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => stack.process.once('exit', (code) => resolve(code)));
  stack.process.kill('SIGINT');
  const code = await exited;
  running.delete(stack.process);
  return code;
}

async function login(apiUrl: string, username: string, password: string) {
  const response = await fetch(`${apiUrl}/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const dataDir = await mkdtemp(join(tmpdir(), 'scout-local-stack-'));

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local stack', () => {
  let tokenFromFirstRun = '';

  it('starts on embedded DynamoDB and S3, seeds the demo data and serves the Lambda handlers', async () => {
    const stack = await startStack(dataDir, ['--reset']);

    expect(stack.output()).toContain('Seeded the demo data');
    const signIn = await login(stack.apiUrl, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    expect(signIn.status).toBe(200);
    tokenFromFirstRun = signIn.body.token as string;
    const reports = await fetch(`${stack.apiUrl}/reports`, { headers: { authorization: `Bearer ${tokenFromFirstRun}` } });
    expect(reports.status).toBe(200);
    expect(((await reports.json()) as { total: number }).total).toBe(7);

    // Every seeded card has a ready clip and its thumbnail (real ffmpeg, real embedded S3), the clip playable
    // from its signed URL.
    expect(stack.output()).toMatch(/Demo clips: \d+ cards have video/);
    const reportList = (await (
      await fetch(`${stack.apiUrl}/reports?limit=100`, { headers: { authorization: `Bearer ${tokenFromFirstRun}` } })
    ).json()) as { reports: { id: string; cardsCount: number }[] };
    const withCards = reportList.reports.filter((report) => report.cardsCount > 0);
    expect(withCards.length).toBeGreaterThan(2);
    for (const report of withCards) {
      const page = (await (
        await fetch(`${stack.apiUrl}/reports/${report.id}/cards?limit=500&generateUrls=true`, {
          headers: { authorization: `Bearer ${tokenFromFirstRun}` },
        })
      ).json()) as {
        cards: { cardNumber: number; clipStatus?: string; media: { mediaType: string; url?: string; mimeType?: string }[] }[];
      };
      expect(page.cards).toHaveLength(report.cardsCount);
      for (const card of page.cards) {
        expect(card.clipStatus, `${report.id} #${card.cardNumber}`).toBe('ready');
        expect(card.media.map((medium) => medium.mimeType).sort(), `${report.id} #${card.cardNumber}`).toEqual(['image/jpeg', 'video/mp4']);
      }
      const video = page.cards[0]!.media.find((medium) => medium.mediaType === 'video')!;
      const clip = await fetch(video.url!);
      expect(clip.status).toBe(200);
      expect(
        Buffer.from(await clip.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
    }

    expect(await stopStack(stack)).toBe(0);
    expect(stack.output()).toContain('[scout] stopped');
  });

  it('keeps the data and the signing secret across a restart', async () => {
    const stack = await startStack(dataDir);

    expect(stack.output()).toContain('Demo data already present');
    const reports = await fetch(`${stack.apiUrl}/reports`, { headers: { authorization: `Bearer ${tokenFromFirstRun}` } });
    expect(reports.status).toBe(200);

    await stopStack(stack);
  });

  it("serves the checkout page that stands in for Stripe's: a declined card says so, a good one confirms the payment through the webhook", async () => {
    const stack = await startStack(dataDir);
    try {
      const { token } = (await login(stack.apiUrl, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password)).body as { token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${stack.apiUrl}/reports`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: 'Checkout page' }),
      });
      const { id } = (await created.json()) as { id: string };
      const started = await fetch(`${stack.apiUrl}/reports/${id}/payment`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ packageType: 'full', returnOrigin: 'http://localhost:5173' }),
      });
      const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
      expect(checkoutUrl.startsWith(`${stack.apiUrl}/local-checkout/cs_test_local_`)).toBe(true);

      const page = await fetch(checkoutUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain('Pay $249.00');
      expect(html).toContain('Test mode');

      const pay = (number: string) =>
        fetch(checkoutUrl, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            email: DEMO_ACCOUNTS.coach.email,
            number,
            expiry: '12 / 34',
            cvc: '123',
            name: 'Jordan Miller',
          }).toString(),
        });
      const declined = await pay('4000 0000 0000 0002');
      expect(declined.status).toBe(402);
      expect(await declined.text()).toContain('Your card was declined.');

      const paid = await pay('4242 4242 4242 4242');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toMatch(new RegExp(`^http://localhost:5173/payment-success\\?reportId=${id}&paymentId=pay-`));
      const report = await (await fetch(`${stack.apiUrl}/reports/${id}`, { headers: auth })).json();
      expect(report).toMatchObject({ paymentStatus: 'completed', packageType: 'full', status: 'in_progress' });
      expect((await fetch(checkoutUrl)).status).toBe(410);
    } finally {
      await stopStack(stack);
    }
  });

  it('answers CORS preflights for the web origin only, and unknown paths with 404', async () => {
    const stack = await startStack(dataDir, ['--web-port', '5999']);

    const allowed = await fetch(`${stack.apiUrl}/reports`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5999' } });
    const foreign = await fetch(`${stack.apiUrl}/reports`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    const unknown = await fetch(`${stack.apiUrl}/no-such-route`);

    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5999');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(unknown.status).toBe(404);
    for (const answer of [allowed, unknown]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }

    await stopStack(stack);
  });

  it('allows the --web-host origins in CORS, on the web port', async () => {
    const stack = await startStack(dataDir, ['--web-port', '5998', '--web-host', 'scout-dev.test,scout.example.org']);

    const preflight = (origin: string) => fetch(`${stack.apiUrl}/access-code/status`, { method: 'OPTIONS', headers: { origin } });
    const devHost = await preflight('http://scout-dev.test:5998');
    const prodHost = await preflight('http://scout.example.org:5998');
    const otherPort = await preflight('http://scout-dev.test:5173');

    expect(devHost.headers.get('access-control-allow-origin')).toBe('http://scout-dev.test:5998');
    expect(prodHost.headers.get('access-control-allow-origin')).toBe('http://scout.example.org:5998');
    expect(otherPort.headers.get('access-control-allow-origin')).toBeNull();

    await stopStack(stack);
  });

  it('answers a path with a malformed escape with 400 and keeps serving', async () => {
    const stack = await startStack(dataDir);
    const signIn = await login(stack.apiUrl, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    const authorization = `Bearer ${signIn.body.token as string}`;

    const malformed = await fetch(`${stack.apiUrl}/reports/%E0%A4%A`, { headers: { authorization } });
    const malformedCards = await fetch(`${stack.apiUrl}/reports/%E0%A4%A/cards`, { headers: { authorization } });

    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request path is not valid: it contains a malformed %-escape',
    });
    expect(malformedCards.status).toBe(400);
    expect(malformed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(malformed.headers.get('cache-control')).toBe('no-store');
    expect(stack.process.exitCode).toBeNull();
    const reports = await fetch(`${stack.apiUrl}/reports`, { headers: { authorization } });
    expect(reports.status).toBe(200);
    expect(reports.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reports.headers.get('cache-control')).toBe('no-store');

    await stopStack(stack);
  });

  it('answers a body over 1 MiB with 413 before the handler runs, by its declared length or as it streams in', async () => {
    const stack = await startStack(dataDir);
    const signIn = await login(stack.apiUrl, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    const headers = { authorization: `Bearer ${signIn.body.token as string}`, 'content-type': 'application/json' };
    const oversized = JSON.stringify({ title: 'Too big', content: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        // No Content-Length: chunked, 64 KiB at a time, 2 MiB in all.
        for (let i = 0; i < 32; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });

    const declared = await fetch(`${stack.apiUrl}/reports`, { method: 'POST', headers, body: oversized });
    const chunked = await fetch(`${stack.apiUrl}/reports`, { method: 'POST', headers, body: streamed, duplex: 'half' } as RequestInit);

    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The request body is too large: the API accepts at most 1 MiB',
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const reports = await fetch(`${stack.apiUrl}/reports`, { headers });
    expect(((await reports.json()) as { reports: { title: string }[] }).reports.map((r) => r.title)).not.toContain('Too big');

    await stopStack(stack);
  });

  it('starts over with --reset: the old signing secret no longer verifies', async () => {
    const stack = await startStack(dataDir, ['--reset']);

    expect(stack.output()).toContain('Seeded the demo data');
    const reports = await fetch(`${stack.apiUrl}/reports`, { headers: { authorization: `Bearer ${tokenFromFirstRun}` } });
    expect(reports.status).toBe(401);

    await stopStack(stack);
  });
});
