import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the default leaves one for the main process (one worker on two cores).
    maxWorkers: availableParallelism(),
    // Synthesising the stateless stack bundles every handler with esbuild.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/**/*.integration.test.ts'] },
      },
      {
        // The shipped bundles against the embedded DynamoDB and S3 (started by the test file itself).
        extends: true,
        test: { name: 'integration', include: ['test/**/*.integration.test.ts'] },
      },
    ],
  },
});
