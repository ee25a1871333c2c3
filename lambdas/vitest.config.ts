import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The integration files in two projects of about equal time, each on a database of its own, which the suite
 * (scripts/test) runs side by side: 'integration-media', the files that run ffmpeg, and 'integration', the rest
 * (new files included). `pnpm test:integration` runs both.
 */
const MEDIA_FILES = [
  'test/processing*.test.ts',
  'test/card-media.test.ts',
  'test/demo-clips.test.ts',
  'test/film-for-existing-report.test.ts',
  'test/import-summary.test.ts',
  'test/uploads.test.ts',
  'test/ffmpeg-hardening.test.ts',
  'test/mp4-probe.test.ts',
];
const INTEGRATION_PROJECTS = [
  { name: 'integration-media', include: MEDIA_FILES, exclude: [] },
  { name: 'integration', include: ['test/**/*.test.ts'], exclude: MEDIA_FILES },
];

export default defineConfig({
  test: {
    // Every core: the default leaves one for the main process (one worker on two cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Quiet unless asked (TEST_LOG_LEVEL=debug), like the integration tests' environment.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
          // No vi.mock here: the files share one module registry per worker (no re-import per file), on every core.
          isolate: false,
        },
      },
      ...INTEGRATION_PROJECTS.map(({ name, include, exclude }) => ({
        extends: true as const,
        test: {
          name,
          include,
          exclude,
          // Real dynalite and s3rver, started once for the project; its files run one after another on that
          // database, so counts read in one test stay stable.
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/environment.ts'],
          fileParallelism: false,
          // The files share one module registry (no re-import of the handlers and the AWS SDK per file: 122 s of
          // the 'integration' half's 333 s before). A file that configures the handlers through the environment,
          // as a Lambda is configured at cold start, or mocks a module, loads them afresh (vi.resetModules) and
          // leaves them reset for the next file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
