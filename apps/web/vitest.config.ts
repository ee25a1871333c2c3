import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __SCOUT_QUICK_LOGIN__: 'true' },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'build-plugins/**/*.test.ts'],
    environment: 'node',
    // The logger writes to the console; show that only for tests that fail.
    silent: 'passed-only',
    // Modules that import config/env.ts need a valid environment, as a real build would.
    env: { VITE_API_URL: 'http://api.test' },
  },
});
