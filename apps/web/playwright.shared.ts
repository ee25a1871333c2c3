import { devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

/** What both browser suites (dev server and built site) share: CI behaviour, timeouts and the browser. */

export const isCI = Boolean(process.env.CI);

/** Test options common to both suites; each adds its own folders, reporter output and web server. */
export const sharedTestOptions = {
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // The longest flows (a card broken down in the grid, then in its form) take ~25 s on this 2-core machine.
  timeout: 60_000,
  // A page's first load when both passes' stacks and three browsers start at once (scripts/run-browser-tests.ts)
  // took over 10 s on this machine once; 15 s still finds a page that never comes.
  expect: { timeout: 15_000 },
} satisfies PlaywrightTestConfig;

/**
 * A trace is recorded only when a failed test runs again (CI retries once), and a screenshot of every failure.
 * Recording a trace of every test to keep only the failures' cost a third of each test's time on 2 cores (the
 * report specs: 99 s of test time with it, 66 s without); `--trace on` records one for a local run.
 * The browser asks for less motion, as a person may (theme/motion.ts): dialogs and menus open in one frame and
 * no spinner or ripple draws frames while a test waits. The production-configured site's checks
 * (playwright.config.ts, 'chromium-built') keep the default motion.
 */
export function sharedUse(baseURL: string): PlaywrightTestConfig['use'] {
  return { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure', reducedMotion: 'reduce' };
}

/**
 * Host names the browser tests open the web app under, besides localhost: a dev host (behind the access-code
 * gate, update check on) and a production-like host. The test stack accepts them (--web-host in
 * playwright.config.ts) and Chromium resolves them to this machine (--host-resolver-rules below), so no
 * /etc/hosts entry is needed.
 */
export const TEST_HOSTS = { dev: 'scout-dev.test', production: 'scout.example.org' } as const;

/** Chromium's flag mapping the test host names to 127.0.0.1. */
export const HOST_RESOLVER_RULES = `--host-resolver-rules=${Object.values(TEST_HOSTS)
  .map((host) => `MAP ${host} 127.0.0.1`)
  .join(', ')}`;

/** Desktop Chromium at 1400×900: the system Chromium (Debian's package), never a downloaded browser. */
export function systemChromium(name: string): Project {
  return {
    name,
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1400, height: 900 },
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          // Only the test host names: every other name resolves as usual.
          HOST_RESOLVER_RULES,
          // V8 without its optimising compilers (TurboFan, Maglev): a test's page lives for seconds, and compiling
          // its hot functions for speed cost more than it gave back. Whole-machine CPU of a page load in a fresh
          // context (dashboard, report, analytics, card page; 20 loads), 2.5 → 2.3 s; the browser step, 512 → 463 s.
          '--js-flags=--no-opt --no-maglev',
        ],
      },
    },
  };
}
