import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Quiet unless asked (TEST_LOG_LEVEL=debug), like the integration tests' environment.
        test: { name: 'unit', include: ['src/**/*.test.ts'], env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // Real dynalite and s3rver, started once for the run.
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/environment.ts'],
          // One shared database: files run one after another so counts read in one test stay stable.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
