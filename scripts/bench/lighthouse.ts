/**
 * Benchmark: Lighthouse against the production build of the web app, served by the local stack as
 * CloudFront serves it (--web-dist: compressed, cached, with the site's security headers) on top of the
 * real API, DynamoDB and S3 emulators with the demo data. The build is the one a deploy ships (no quick
 * login: the benchmark signs in through the sign-in form). Audits four pages: '/' (the sign-in page, signed
 * out), then, signed in as the demo coach (storage kept between runs), '/dashboard', the demo report with
 * 71 cards and that report's analytics (play concepts). Lighthouse's mobile preset (simulated slow 4G, 4× CPU
 * slowdown) by default, its desktop preset on request; prints the median of each figure over the runs
 * against the targets (performance and accessibility ≥ 95, total blocking time ≤ 150 ms), and the audits
 * that cost points.
 * Run: ./scripts/bench/lighthouse [--runs 3] [--preset mobile|desktop|both] [--page /dashboard …]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../../packages/shared/src/domain';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const WORK = join(ROOT, '.data/bench/lighthouse');
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Lighthouse is a dev dependency of apps/web (pnpm does not hoist it to the root).
const requireFromWeb = createRequire(join(ROOT, 'apps/web/package.json'));
const importFromWeb = async <T>(specifier: string): Promise<T> =>
  (await import(pathToFileURL(requireFromWeb.resolve(specifier)).href)) as T;

/** The seed's report with the most cards (71, offense) in the demo coach's organisation. */
const DEMO_REPORT_ID = 'rpt-eagles-lakeside';
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: `/reports/${DEMO_REPORT_ID}`, signedIn: true },
  { path: `/reports/${DEMO_REPORT_ID}/analytics/play-concepts`, signedIn: true },
];
const TARGETS = { performance: 95, accessibility: 95, tbtMs: 150 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'mobile' },
    page: { type: 'string', multiple: true },
  },
});
const SELECTED = args.page ? PAGES.filter((page) => args.page?.includes(page.path)) : PAGES;
if (SELECTED.length === 0) throw new Error(`--page must be one of ${PAGES.map((page) => page.path).join(', ')}`);
const RUNS = Number(args.runs);
const PRESETS = args.preset === 'both' ? (['mobile', 'desktop'] as const) : ([args.preset] as ('mobile' | 'desktop')[]);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');
if (PRESETS.some((preset) => preset !== 'mobile' && preset !== 'desktop')) throw new Error('--preset must be mobile, desktop or both');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function build(apiUrl: string, outDir: string): void {
  console.log(`Building the web app (VITE_API_URL=${apiUrl}) into ${outDir}`);
  const result = spawnSync(
    'pnpm',
    [
      '--filter',
      '@scout/web',
      'exec',
      'vite',
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, env: { ...process.env, VITE_API_URL: apiUrl }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}

async function startStack(ports: Record<'api' | 'ws' | 'web' | 'dynamodb' | 's3', number>, dist: string): Promise<ChildProcess> {
  const child = spawn(
    join(ROOT, 'apps/local/node_modules/.bin/tsx'),
    [
      'src/main.ts',
      '--reset',
      '--quiet',
      ...['--data-dir', join(WORK, 'data'), '--web-dist', dist],
      ...[
        '--api-port',
        String(ports.api),
        '--ws-port',
        String(ports.ws),
        '--web-port',
        String(ports.web),
        '--dynamodb-port',
        String(ports.dynamodb),
        '--s3-port',
        String(ports.s3),
      ],
    ],
    {
      cwd: join(ROOT, 'apps/local'),
      env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolveReady, reject) => {
    const timer = setInterval(() => {
      if (!output.includes('[scout] ready')) return;
      clearInterval(timer);
      resolveReady();
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`The local stack exited with ${code}:\n${output}`));
    });
  });
  return child;
}

interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    environment: { hostUserAgent: string };
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<
      string,
      {
        score: number | null;
        numericValue?: number;
        title: string;
        displayValue?: string;
        scoreDisplayMode: string;
        details?: { items?: unknown[] };
      }
    >;
    runtimeError?: { code: string; message: string };
  };
}
/** The parts of chrome-launcher and puppeteer-core (Lighthouse's own dependencies) used here. */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}
interface BenchPage {
  goto(url: string, options: { waitUntil: 'networkidle0' }): Promise<unknown>;
  locator(selector: string): { fill(value: string): Promise<void>; click(): Promise<void> };
  waitForFunction(predicate: () => boolean, options?: { timeout: number }): Promise<unknown>;
}
interface Puppeteer {
  connect(options: { browserURL: string }): Promise<{ pages(): Promise<BenchPage[]>; disconnect(): Promise<void> }>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>, config?: unknown, page?: unknown) => Promise<LighthouseResult | undefined>;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function figuresOf(result: LighthouseResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Audits that cost points in a category (score below 1, weight above 0), for the notes below the table. */
function lostPoints(result: LighthouseResult): string[] {
  const lost: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') continue;
      lost.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return lost;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const ports = { api: await freePort(), ws: await freePort(), web: await freePort(), dynamodb: await freePort(), s3: await freePort() };
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const webUrl = `http://localhost:${ports.web}`;
  const dist = join(WORK, 'dist');
  await mkdir(join(WORK, 'reports'), { recursive: true });
  build(apiUrl, dist);
  const stack = await startStack(ports, dist);

  const { default: lighthouse } = await importFromWeb<{ default: Lighthouse }>('lighthouse');
  const requireFromLighthouse = createRequire(requireFromWeb.resolve('lighthouse'));
  const chromeLauncher = (await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
  const puppeteer = (await import(pathToFileURL(requireFromLighthouse.resolve('puppeteer-core')).href)) as Puppeteer;
  const { default: desktopConfig } = (await import(
    pathToFileURL(join(requireFromWeb.resolve('lighthouse'), '../../core/config/desktop-config.js')).href
  )) as {
    default: unknown;
  };

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: { page: string; preset: string; figures: Figures[]; lost: Set<string> }[] = [];
  let lighthouseVersion = '';
  let userAgent = '';

  try {
    const audit = async (path: string, preset: 'mobile' | 'desktop', signedIn: boolean) => {
      const row = { page: path, preset, figures: [] as Figures[], lost: new Set<string>() };
      for (let run = 1; run <= RUNS; run++) {
        const page = signedIn ? (await browser.pages())[0] : undefined;
        const result = await lighthouse(
          `${webUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: signedIn },
          preset === 'desktop' ? desktopConfig : undefined,
          page,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
        // A page that failed to render (an error boundary, a chunk that ran out of order) scores well and
        // means nothing: any console error stops the benchmark.
        const consoleErrors = result.lhr.audits['errors-in-console']?.details?.items ?? [];
        if (consoleErrors.length > 0)
          throw new Error(
            `${path} logged errors in the console, so its figures are not of a working page:\n${JSON.stringify(consoleErrors, null, 2)}`,
          );
        lighthouseVersion = result.lhr.lighthouseVersion;
        userAgent = result.lhr.environment.hostUserAgent;
        const figures = figuresOf(result);
        row.figures.push(figures);
        for (const line of lostPoints(result)) row.lost.add(line);
        await writeFile(join(WORK, 'reports', `${path.replace(/\W+/g, '') || 'root'}-${preset}-${run}.json`), JSON.stringify(result.lhr));
        console.log(
          `  ${path} ${preset} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}`,
        );
      }
      rows.push(row);
    };

    console.log(`Lighthouse, ${RUNS} run(s) per page and preset, against ${webUrl}`);
    for (const { path } of SELECTED.filter((page) => !page.signedIn)) for (const preset of PRESETS) await audit(path, preset, false);

    // Sign in as a coach would, in the browser Lighthouse drives; the session stays in localStorage.
    const [page] = await browser.pages();
    if (!page) throw new Error('Chromium has no page');
    await page.goto(`${webUrl}/`, { waitUntil: 'networkidle0' });
    await page.locator('#login-username').fill(DEMO_ACCOUNTS.coach.username);
    await page.locator('#login-password').fill(DEMO_ACCOUNTS.coach.password);
    await Promise.all([
      // A loaded machine can take a while (the password hash, the dashboard's chunks): 2 minutes.
      page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 120_000 }),
      page.locator('form[aria-label="Sign in"] button[type="submit"]').click(),
    ]);
    for (const { path } of SELECTED.filter((page) => page.signedIn)) for (const preset of PRESETS) await audit(path, preset, true);
  } finally {
    await browser.disconnect();
    chrome.kill();
    stack.kill('SIGINT');
  }

  const cpu = cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(
    `Lighthouse ${lighthouseVersion}, ${userAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? userAgent}; medians of ${RUNS} run(s)\n`,
  );
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, TBT ≤ ${TARGETS.tbtMs} ms (✗ marks a median that misses one)\n`,
  );
  console.log('| page | preset | performance | accessibility | TBT | LCP | best practices | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m = (pick: (f: Figures) => number) => median(row.figures.map(pick));
    const mark = (missed: boolean) => (missed ? ' ✗' : '');
    console.log(
      `| ${row.page} | ${row.preset} | ${m((f) => f.performance)}${mark(m((f) => f.performance) < TARGETS.performance)} | ` +
        `${m((f) => f.accessibility)}${mark(m((f) => f.accessibility) < TARGETS.accessibility)} | ` +
        `${Math.round(m((f) => f.tbtMs))} ms${mark(m((f) => f.tbtMs) > TARGETS.tbtMs)} | ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s | ` +
        `${m((f) => f.bestPractices)} | ${m((f) => f.cls).toFixed(3)} |`,
    );
  }
  for (const row of rows) {
    if (row.lost.size > 0) console.log(`\n${row.page} (${row.preset}) lost points on:\n  ${[...row.lost].join('\n  ')}`);
  }
  console.log(`\nFull reports: ${join(WORK, 'reports')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
