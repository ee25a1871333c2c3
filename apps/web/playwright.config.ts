import { defineConfig } from '@playwright/test';
import { isCI, sharedTestOptions, sharedUse, systemChromium } from './playwright.shared';

/**
 * Browser tests against the whole local stack (API on embedded DynamoDB and S3, web app on Vite), started
 * fresh by webServer on ports of its own so it never collides with a developer's running stack.
 */
const WEB_URL = 'http://localhost:5273';

export default defineConfig({
  testDir: './e2e',
  ...sharedTestOptions,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: sharedUse(WEB_URL),
  projects: [systemChromium('chromium')],
  webServer: {
    command:
      'pnpm --filter @scout/local start -- --reset --data-dir .data/e2e --api-port 3101 --web-port 5273 --dynamodb-port 4667 --s3-port 4668 --quiet',
    cwd: '../..',
    url: WEB_URL,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
