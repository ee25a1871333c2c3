import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
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
