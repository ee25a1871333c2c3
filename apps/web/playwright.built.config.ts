import { defineConfig } from '@playwright/test';
import { isCI, sharedTestOptions, sharedUse, systemChromium } from './playwright.shared';
import { BUILT_SITE } from './e2e-built/built-site-ports';

/**
 * The production bundle in Chromium: `vite build` with VITE_API_URL pointing at a local stack, served by
 * that stack as CloudFront serves it (--web-dist: static files, SPA fallback, the site's security
 * headers), so a Content-Security-Policy that breaks the app, or a build that differs from the dev server,
 * fails here before it is deployed. Ports of its own, apart from the dev-server browser tests'.
 */

const WEB_URL = `http://localhost:${BUILT_SITE.webPort}`;
const API_URL = `http://127.0.0.1:${BUILT_SITE.apiPort}`;

export default defineConfig({
  testDir: './e2e-built',
  ...sharedTestOptions,
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/built' }]] : 'list',
  outputDir: 'test-results/built',
  use: sharedUse(WEB_URL),
  projects: [systemChromium('chromium-built')],
  webServer: {
    command: [
      `VITE_API_URL=${API_URL} VITE_WS_URL=ws://127.0.0.1:${BUILT_SITE.wsPort} pnpm --filter @scout/web exec vite build --configLoader runner --outDir ../../${BUILT_SITE.dist} --emptyOutDir --logLevel warn`,
      `pnpm --filter @scout/local start -- --reset --data-dir .data/e2e-built/data --web-dist ${BUILT_SITE.dist}` +
        ` --api-port ${BUILT_SITE.apiPort} --ws-port ${BUILT_SITE.wsPort} --web-port ${BUILT_SITE.webPort} --dynamodb-port ${BUILT_SITE.dynamodbPort} --s3-port ${BUILT_SITE.s3Port} --quiet`,
    ].join(' && '),
    cwd: '../..',
    url: WEB_URL,
    // Always a fresh build: an old bundle (another VITE_API_URL, older code) would test the wrong thing.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
