/**
 * `pnpm --filter @scout/web test:browser [playwright args]`: the browser suite in two passes, each on a fresh
 * local stack: first the specs that use only their own data, two at a time (project 'chromium'), then those on
 * state the whole stack shares, one at a time (project 'chromium-serial'; playwright.config.ts says which).
 * The second pass runs whatever the first's result; the exit code fails if either failed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const PASSES = ['chromium', 'chromium-serial'] as const;

let failed = false;
for (const project of PASSES) {
  console.log(`\n== Browser tests: project ${project}\n`);
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test', `--project=${project}`, ...process.argv.slice(2)], {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, SCOUT_E2E_PASS: project },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
