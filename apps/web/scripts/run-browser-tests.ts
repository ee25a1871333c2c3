/**
 * `pnpm --filter @scout/web test:browser [playwright args]`: the browser suite, both bundles built once
 * (playwright.stack.ts), in two passes, each on the stack started afresh (seconds: the seed alone): first the specs that use only their own data,
 * two at a time (project 'chromium'), then, once none of those is running, the specs on state the whole stack
 * shares, one at a time (project 'chromium-serial'; playwright.config.ts says which), with the production-configured
 * bundle's checks (project 'chromium-built'). The second pass runs whatever the first's result; the exit code fails
 * if either failed. Each phase's time is printed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_COMMAND, SERVE_COMMAND, STACK_ENV, STACK_URLS } from '../playwright.stack';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const PASSES = [
  { name: 'chromium', projects: ['chromium'], workers: 2 },
  // One test at a time across both projects: a serial spec may set the access code, which gates the built site too.
  { name: 'chromium-serial', projects: ['chromium-serial', 'chromium-built'], workers: 1 },
] as const;
const STACK_TIMEOUT_MS = 240_000;

/** Arguments for Playwright (e.g. a spec's path): a filter may leave one pass with nothing to run, which is fine. */
const args = process.argv.slice(2);
const passArgs = args.length > 0 ? ['--pass-with-no-tests', ...args] : [];

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Starts the stack in its own process group (stopped as a whole at the end of its pass). */
function startStack(): ChildProcess {
  return spawn('sh', ['-c', SERVE_COMMAND], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...STACK_ENV },
  });
}

/** Resolves once the last thing the stack starts (the production-configured site) answers. */
async function stackReady(stack: ChildProcess): Promise<void> {
  const deadline = Date.now() + STACK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the test stack exited (${stack.exitCode}) before it was ready`);
    try {
      const response = await fetch(STACK_URLS.builtWeb, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`the test stack did not answer at ${STACK_URLS.builtWeb} within ${STACK_TIMEOUT_MS / 1000} s`);
}

async function stopStack(stack: ChildProcess): Promise<void> {
  if (stack.pid === undefined || stack.exitCode !== null) return;
  const exited = new Promise((resolveExit) => stack.once('exit', resolveExit));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(stack.pid as number), signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const killed = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

async function main(): Promise<number> {
  const started = Date.now();
  console.log('\n== Browser tests: building both bundles\n');
  const build = spawnSync('sh', ['-c', BUILD_COMMAND], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...STACK_ENV } });
  if (build.status !== 0) {
    console.error('\n== Browser tests: the bundles did not build');
    return 1;
  }
  console.log(`\n== Browser tests: bundles built in ${seconds(started)}`);
  let stack: ChildProcess | undefined;
  const stopOnSignal = () => void (stack ? stopStack(stack) : Promise.resolve()).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let failed = false;
  for (const pass of PASSES) {
    const passStarted = Date.now();
    try {
      stack = startStack();
      await stackReady(stack);
      console.log(`\n== Browser tests: stack ready in ${seconds(passStarted)}; ${pass.projects.join(' + ')}\n`);
      const run = spawnSync(
        'pnpm',
        ['exec', 'playwright', 'test', `--workers=${pass.workers}`, ...pass.projects.map((project) => `--project=${project}`), ...passArgs],
        { cwd: webRoot, stdio: 'inherit', env: { ...process.env, SCOUT_E2E_PASS: pass.name, SCOUT_E2E_STACK: 'running' } },
      );
      console.log(`\n== Browser tests: ${pass.projects.join(' + ')} ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds(passStarted)}`);
      if (run.status !== 0) failed = true;
    } catch (error) {
      console.error(`\n== Browser tests: ${(error as Error).message}`);
      failed = true;
    } finally {
      if (stack) await stopStack(stack);
      stack = undefined;
    }
  }
  console.log(`\n== Browser tests: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} (builds and stacks included)`);
  return failed ? 1 : 0;
}

process.exit(await main());
