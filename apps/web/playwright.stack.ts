import { TEST_HOSTS } from './playwright.shared';

/**
 * The one local stack every browser test runs against (playwright.config.ts starts it for a single run;
 * scripts/run-browser-tests.ts starts it once for all the passes of the suite): the API on embedded DynamoDB and
 * S3, the live-events server, and two builds of the web app served as CloudFront serves them:
 * - the test bundle (port `web`): the local stack's build, quick login and the demo accounts built in
 *   (VITE_QUICK_LOGIN) and the dev test host counted as a dev host (VITE_DEV_HOSTS);
 * - the production-configured bundle (port `builtWeb`): only VITE_API_URL and VITE_WS_URL set, as a deploying
 *   team builds it, for the built-site checks (e2e-built: no CSP violation, no console error).
 * SCOUT_E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run the browser tests at once.
 */
const OFFSET = Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0);

/** The stack's ports at a port offset (the suite runs its two passes at once, on two stacks: offsets 0 and 5). */
export function stackPorts(offset: number) {
  return {
    api: 3101 + offset,
    ws: 3102 + offset,
    web: 5273 + offset,
    builtWeb: 5283 + offset,
    dynamodb: 4667 + offset,
    s3: 4668 + offset,
  } as const;
}

export function stackUrls(offset: number) {
  const ports = stackPorts(offset);
  return {
    api: `http://127.0.0.1:${ports.api}`,
    ws: `ws://127.0.0.1:${ports.ws}`,
    web: `http://localhost:${ports.web}`,
    builtWeb: `http://localhost:${ports.builtWeb}`,
    s3: `http://127.0.0.1:${ports.s3}`,
  } as const;
}

export const STACK_PORTS = stackPorts(OFFSET);
export const STACK_URLS = stackUrls(OFFSET);

/**
 * The bundles under test (not apps/web/dist: that is the deployable one) and the stack's data, relative to the
 * repository root; a stack at another offset has folders of its own (its bundles name its ports).
 */
function stackFolders(offset: number) {
  const root = offset === 0 ? '.data/e2e' : `.data/e2e-${offset}`;
  return { test: `${root}/dist`, built: `${root}/dist-built`, data: `${root}/data` } as const;
}

/** This run's folders (SCOUT_E2E_PORT_OFFSET), relative to the repository root. */
export const STACK_FOLDERS = stackFolders(OFFSET);

/**
 * What the stack runs with. The pipeline's local stages (e2e/system-tools.spec.ts runs one): a fast but real command set. The default,
 * lint + types + unit tests of the whole repository, takes minutes of both cores and would starve the browser
 * tests running beside it on a 2-core CI machine.
 */
export const STACK_ENV = {
  // Passwords hashed at scrypt 2^14 rather than the deployed 2^17: the same checks, an eighth of the work for each
  // of the suite's sign-ins (the local stage only; lambdas/src/config/env.ts).
  PASSWORD_HASH_COST_LOG2: '14',
  PIPELINE_LOCAL_STAGES: JSON.stringify([
    { name: 'Format check', command: 'pnpm exec prettier --check packages/shared/src/api/routes/system.ts' },
    { name: 'Unit tests (permissions)', command: 'pnpm --filter @scout/shared exec vitest run src/permissions' },
  ]),
};

const vite = (outDir: string, env: string) =>
  `${env} pnpm --filter @scout/web exec vite build --configLoader runner --outDir ../../${outDir} --emptyOutDir --logLevel warn`;

/** Builds both bundles (shell command, run from the repository root): once per run of the suite. */
export function buildCommand(offset: number): string {
  const urls = stackUrls(offset);
  const folders = stackFolders(offset);
  return [
    vite(folders.test, `VITE_QUICK_LOGIN=true VITE_DEV_HOSTS=${TEST_HOSTS.dev} VITE_API_URL=${urls.api} VITE_WS_URL=${urls.ws}`),
    vite(folders.built, `VITE_API_URL=${urls.api} VITE_WS_URL=${urls.ws}`),
  ].join(' && ');
}

/**
 * Starts the stack on fresh data (--reset: an empty table and bucket, then the seed) serving both bundles. The
 * suite starts one per pass, so the serial specs begin on the seed alone, never on what the parallel specs made.
 */
export function serveCommand(offset: number): string {
  const ports = stackPorts(offset);
  const folders = stackFolders(offset);
  return (
    `pnpm --filter @scout/local start -- --reset --data-dir ${folders.data} --web-dist ${folders.test} --extra-web-dist ${folders.built}` +
    ` --api-port ${ports.api} --ws-port ${ports.ws} --web-port ${ports.web} --extra-web-port ${ports.builtWeb}` +
    ` --dynamodb-port ${ports.dynamodb} --s3-port ${ports.s3} --web-host ${Object.values(TEST_HOSTS).join(',')} --quiet`
  );
}

/**
 * Builds both bundles, then starts the stack (a single Playwright run). Always fresh builds: an old bundle (other
 * ports, older code) would test the wrong thing.
 */
export const STACK_COMMAND = `${buildCommand(OFFSET)} && ${serveCommand(OFFSET)}`;

/** Set by scripts/run-browser-tests.ts while it runs the stack itself: the config then starts none. */
export const STACK_STARTED_OUTSIDE = process.env.SCOUT_E2E_STACK === 'running';
