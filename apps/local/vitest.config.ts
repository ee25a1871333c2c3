import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Every core: the default leaves one for the main process (one worker on two cores).
  test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 60_000, maxWorkers: availableParallelism() },
});
