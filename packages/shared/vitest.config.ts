import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Pure modules: the files share one module registry per worker (no re-import per file), on every core.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false, maxWorkers: availableParallelism() } });
