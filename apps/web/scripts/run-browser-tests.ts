/**
 * `pnpm --filter @scout/web test:browser [playwright args]`: the browser suite in two passes at once, each on a
 * stack of its own (playwright.stack.ts; the second at port offset 5, with bundles built for its ports), so
 * that the serial specs never meet the parallel specs' data:
 * - the specs that use only their own data, two at a time (project 'chromium'), with the production-configured
 *   bundle's checks (project 'chromium-built');
 * - the specs on state the whole stack shares, one at a time (project 'chromium-serial'; playwright.config.ts
 *   says which).
 * The two ran one after the other until 2026-11-28; side by side they fill the time the serial specs spend
 * waiting (timers, countdowns, polling) with the parallel specs' work. The exit code fails if either failed;
 * each pass's time is printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildCommand, serveCommand, STACK_ENV, stackUrls } from '../playwright.stack';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const BASE_OFFSET = Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0);
const PASSES = [
  // The built site's checks go with the parallel specs, whose stack never has an access code set (a serial spec
  // sets one for a while, and it gates the built site too); the serial pass is the longer of the two.
  { name: 'chromium', projects: ['chromium', 'chromium-built'], workers: 2, offset: BASE_OFFSET },
  { name: 'chromium-serial', projects: ['chromium-serial'], workers: 1, offset: BASE_OFFSET + 5 },
] as const;
type Pass = (typeof PASSES)[number];
const STACK_TIMEOUT_MS = 240_000;

/** Arguments for Playwright (e.g. a spec's path): a filter may leave one pass with nothing to run, which is fine. */
const args = process.argv.slice(2);
const passArgs = args.length > 0 ? ['--pass-with-no-tests', ...args] : [];

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Starts the stack in its own process group (stopped as a whole at the end of its pass). */
function startStack(offset: number): ChildProcess {
  return spawn('sh', ['-c', serveCommand(offset)], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...STACK_ENV },
  });
}

/** Resolves once the last thing the stack starts (the production-configured site) answers. */
async function stackReady(stack: ChildProcess, offset: number): Promise<void> {
  const { builtWeb } = stackUrls(offset);
  const deadline = Date.now() + STACK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the test stack exited (${stack.exitCode}) before it was ready`);
    try {
      const response = await fetch(builtWeb, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`the test stack did not answer at ${builtWeb} within ${STACK_TIMEOUT_MS / 1000} s`);
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

/** Runs a command to its end (output inherited): its exit code. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.once('error', () => resolveRun(1));
    child.once('exit', (code) => resolveRun(code ?? 1));
  });
}

const stacks = new Set<ChildProcess>();

/**
 * A stack at `offset`, ready; started a second time if the first start fails (two stacks seeding at once on two
 * busy cores once lost a connection to the embedded S3 while seeding).
 */
async function readyStack(offset: number): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const stack = startStack(offset);
    stacks.add(stack);
    try {
      await stackReady(stack, offset);
      return stack;
    } catch (error) {
      await stopStack(stack);
      stacks.delete(stack);
      if (attempt === 2) throw error;
      console.log(
        `\n== Browser tests: the stack at port offset ${offset} did not start (${(error as Error).message}); starting it again\n`,
      );
    }
  }
}

/** One pass: its stack, then Playwright's projects against it; whether it passed. */
async function runPass(pass: Pass): Promise<boolean> {
  const started = Date.now();
  const label = pass.projects.join(' + ');
  let stack: ChildProcess | undefined;
  try {
    stack = await readyStack(pass.offset);
    console.log(`\n== Browser tests: stack ready in ${seconds(started)}; ${label}\n`);
    const status = await run(
      'pnpm',
      ['exec', 'playwright', 'test', `--workers=${pass.workers}`, ...pass.projects.map((project) => `--project=${project}`), ...passArgs],
      {
        cwd: webRoot,
        env: { ...process.env, SCOUT_E2E_PASS: pass.name, SCOUT_E2E_STACK: 'running', SCOUT_E2E_PORT_OFFSET: String(pass.offset) },
      },
    );
    console.log(`\n== Browser tests: ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
    return status === 0;
  } catch (error) {
    console.error(`\n== Browser tests: ${label}: ${(error as Error).message}`);
    return false;
  } finally {
    if (stack) {
      await stopStack(stack);
      stacks.delete(stack);
    }
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  console.log('\n== Browser tests: building the bundles of both stacks\n');
  const builds = await Promise.all(
    PASSES.map((pass) => run('sh', ['-c', buildCommand(pass.offset)], { cwd: repoRoot, env: { ...process.env, ...STACK_ENV } })),
  );
  if (builds.some((status) => status !== 0)) {
    console.error('\n== Browser tests: the bundles did not build');
    return 1;
  }
  console.log(`\n== Browser tests: bundles built in ${seconds(started)}`);
  const stopOnSignal = () => void Promise.all([...stacks].map(stopStack)).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const results = await Promise.all(PASSES.map(runPass));
  const failed = results.includes(false);
  console.log(`\n== Browser tests: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} (builds and stacks included)`);
  return failed ? 1 : 0;
}

process.exit(await main());
