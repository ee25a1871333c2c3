import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`: each runs in a fresh module registry of its own. The rest
 * share one registry per worker (no isolation), which spares re-importing React, MUI and the contract for
 * every file (the unit step's time was mostly that).
 */
const MOCKING = [
  'src/features/cards/api/update-card-status.test.ts',
  'src/features/uploads/api/get-upload-url.test.ts',
  'src/features/uploads/zip-upload.test.ts',
  'src/entities/media/media-url.test.ts',
  'src/entities/cards/list-report-cards.test.ts',
];

export default defineConfig({
  define: { __SCOUT_QUICK_LOGIN__: 'true' },
  test: {
    environment: 'node',
    // Every core: the default leaves one for the main process, which is idle here (one worker on two cores).
    maxWorkers: availableParallelism(),
    // The logger writes to the console; show that only for tests that fail.
    silent: 'passed-only',
    // Modules that import config/env.ts need a valid environment, as a real build would.
    env: { VITE_API_URL: 'http://api.test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-registry',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'build-plugins/**/*.test.ts'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING } },
    ],
  },
});
