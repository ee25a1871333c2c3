import { defineConfig } from '@playwright/test';
import { isCI, sharedTestOptions, sharedUse, systemChromium, TEST_HOSTS } from './playwright.shared';

/**
 * Browser tests against the whole local stack (API on embedded DynamoDB and S3, the live-events server), started
 * fresh by webServer on ports of its own so it never collides with a developer's running stack. The web app is
 * the production bundle (`vite build`, a few seconds), served by the stack as CloudFront serves it (--web-dist):
 * what ships is what is tested, and a page loads in a few requests instead of the dev server's hundreds of
 * modules, which halved the suite's time on a 2-core machine. It is the local stack's build: quick login and the
 * demo accounts are built in (VITE_QUICK_LOGIN) and the dev test host counts as a dev host (VITE_DEV_HOSTS). The dev server is covered by apps/local's tests
 * and by `./scripts/dev`.
 */
// SCOUT_E2E_PORT_OFFSET moves every port of the test stack, so two checkouts on one machine can run the
// browser tests at the same time.
const OFFSET = Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + OFFSET);
const WEB_URL = `http://localhost:${port(5273)}`;
/** The bundle under test, built against the test stack's API and live-events ports (not apps/web/dist: that is the deployable one). */
const DIST = '.data/e2e/dist';
/** The pass of scripts/run-browser-tests.ts (its own results and report folders), if any. */
const PASS = process.env.SCOUT_E2E_PASS;

/**
 * Specs that read or change what the whole stack shares run one at a time (project 'chromium-serial'): sign-in's
 * attempt limits, package prices and the access code, people, the pipeline and the functions' counters,
 * organisation totals, the dev tools' views of the table. Every other spec makes and reads only its own
 * reports (project 'chromium'; their stack is shared, their data is not), two at a time. Their browsers are in
 * one organisation, so each also receives the other spec's live events and reads its lists again: a spec must
 * not count on a list or a log standing still (and the forms must not take a refetched version). The whole suite
 * (`pnpm test:browser`, scripts/run-browser-tests.ts) runs the two projects one after the other, each on a
 * fresh stack, so a serial spec never meets a parallel one's reports being made.
 */
const SERIAL_SPECS = [
  'sign-in',
  'people',
  'staff-work',
  'system-tools',
  'commerce',
  'dev-tools',
  'dashboard',
  'storage',
  'live-events',
  // The concepts library is the whole organisation's: a card screen open in another spec lists it and tags from it.
  'concepts',
  // The access code is the whole stack's; the dev host's gate shows to every spec opened there while it is set.
  'access-gate',
  'updates',
  'production-host',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  ...sharedTestOptions,
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: PASS ? `playwright-report/${PASS}` : 'playwright-report' }]] : 'list',
  outputDir: PASS ? `test-results/${PASS}` : 'test-results',
  use: sharedUse(WEB_URL),
  // A project's workers cap its own concurrency within the global two.
  workers: 2,
  projects: [
    { ...systemChromium('chromium'), testIgnore: SERIAL_SPECS, workers: 2 },
    { ...systemChromium('chromium-serial'), testMatch: SERIAL_SPECS, workers: 1 },
  ],
  webServer: {
    command: [
      `VITE_QUICK_LOGIN=true VITE_DEV_HOSTS=${TEST_HOSTS.dev} VITE_API_URL=http://127.0.0.1:${port(3101)} VITE_WS_URL=ws://127.0.0.1:${port(3102)} pnpm --filter @scout/web exec vite build --configLoader runner --outDir ../../${DIST} --emptyOutDir --logLevel warn`,
      `pnpm --filter @scout/local start -- --reset --data-dir .data/e2e/data --web-dist ${DIST} --api-port ${port(3101)} --ws-port ${port(3102)} --web-port ${port(5273)} --dynamodb-port ${port(4667)} --s3-port ${port(4668)} --web-host ${Object.values(TEST_HOSTS).join(',')} --quiet`,
    ].join(' && '),
    cwd: '../..',
    url: WEB_URL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    // The pipeline's local stages (e2e/system-tools.spec.ts runs one): a fast but real command set. The default,
    // lint + types + unit tests of the whole repository, takes minutes of both cores and would starve the
    // browser tests running beside it on a 2-core CI machine.
    env: {
      PIPELINE_LOCAL_STAGES: JSON.stringify([
        { name: 'Format check', command: 'pnpm exec prettier --check packages/shared/src/api/routes/system.ts' },
        { name: 'Unit tests (permissions)', command: 'pnpm --filter @scout/shared exec vitest run src/permissions' },
      ]),
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
