import { defineConfig } from '@playwright/test';
import { isCI, sharedTestOptions, sharedUse, systemChromium } from './playwright.shared';
import { STACK_COMMAND, STACK_ENV, STACK_STARTED_OUTSIDE, STACK_URLS } from './playwright.stack';

/**
 * Browser tests against the whole local stack (playwright.stack.ts: API on embedded DynamoDB and S3, the
 * live-events server), started fresh on ports of its own so it never collides with a developer's running stack.
 * The web app is the production bundle (`vite build`, a few seconds), served by the stack as CloudFront serves it
 * (--web-dist): what ships is what is tested, and a page loads in a few requests instead of the dev server's
 * hundreds of modules, which halved the suite's time on a 2-core machine. It is the local stack's build: quick
 * login and the demo accounts are built in (VITE_QUICK_LOGIN) and the dev test host counts as a dev host
 * (VITE_DEV_HOSTS). The dev server is covered by apps/local's tests and by `./scripts/dev`.
 */
/** The pass of scripts/run-browser-tests.ts (its own results and report folders), if any. */
const PASS = process.env.SCOUT_E2E_PASS;

/**
 * Specs that read or change what the whole stack shares run one at a time (project 'chromium-serial'): sign-in's
 * attempt limits, package prices and the access code, people, the pipeline and the functions' counters,
 * organisation totals, the dev tools' views of the table. Every other spec makes and reads only its own
 * reports (project 'chromium'; their stack is shared, their data is not), two at a time. Their browsers are in
 * one organisation, so each also receives the other spec's live events and reads its lists again: a spec must
 * not count on a list or a log standing still (and the forms must not take a refetched version). The whole suite
 * (`pnpm test:browser`, scripts/run-browser-tests.ts) runs the two projects at once, each on a stack of its own
 * started afresh, so a serial spec never meets a parallel one's reports.
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
  ...sharedTestOptions,
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: PASS ? `playwright-report/${PASS}` : 'playwright-report' }]] : 'list',
  outputDir: PASS ? `test-results/${PASS}` : 'test-results',
  use: sharedUse(STACK_URLS.web),
  // A project's workers cap its own concurrency within the global two.
  workers: 2,
  projects: [
    { ...systemChromium('chromium'), testDir: './e2e', testIgnore: SERIAL_SPECS, workers: 2 },
    { ...systemChromium('chromium-serial'), testDir: './e2e', testMatch: SERIAL_SPECS, workers: 1 },
    // The production-configured bundle (no quick login), served beside the test bundle by the same stack. The
    // suite runs it with the parallel specs, on the stack where no serial spec sets the access code (which gates
    // this site too while it is set): scripts/run-browser-tests.ts.
    {
      ...systemChromium('chromium-built'),
      testDir: './e2e-built',
      workers: 1,
      use: { ...systemChromium('chromium-built').use, baseURL: STACK_URLS.builtWeb, reducedMotion: 'no-preference' },
    },
  ],
  webServer: STACK_STARTED_OUTSIDE
    ? undefined
    : {
        command: STACK_COMMAND,
        cwd: '../..',
        url: STACK_URLS.builtWeb,
        reuseExistingServer: !isCI,
        timeout: 180_000,
        env: STACK_ENV,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
