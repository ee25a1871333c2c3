import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the whole local stack (API on embedded DynamoDB and S3, web app on Vite), started
 * fresh by webServer on ports of its own so it never collides with a developer's running stack.
 */
const WEB_URL = 'http://localhost:5273';
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          // The system Chromium (Debian's package), never a downloaded browser.
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
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
