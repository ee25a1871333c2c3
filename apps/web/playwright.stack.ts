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

export const STACK_PORTS = {
  api: 3101 + OFFSET,
  ws: 3102 + OFFSET,
  web: 5273 + OFFSET,
  builtWeb: 5283 + OFFSET,
  dynamodb: 4667 + OFFSET,
  s3: 4668 + OFFSET,
} as const;

export const STACK_URLS = {
  api: `http://127.0.0.1:${STACK_PORTS.api}`,
  ws: `ws://127.0.0.1:${STACK_PORTS.ws}`,
  web: `http://localhost:${STACK_PORTS.web}`,
  builtWeb: `http://localhost:${STACK_PORTS.builtWeb}`,
  s3: `http://127.0.0.1:${STACK_PORTS.s3}`,
} as const;

/** The bundles under test (not apps/web/dist: that is the deployable one), relative to the repository root. */
const DIST = { test: '.data/e2e/dist', built: '.data/e2e/dist-built' } as const;

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
export const BUILD_COMMAND = [
  vite(DIST.test, `VITE_QUICK_LOGIN=true VITE_DEV_HOSTS=${TEST_HOSTS.dev} VITE_API_URL=${STACK_URLS.api} VITE_WS_URL=${STACK_URLS.ws}`),
  vite(DIST.built, `VITE_API_URL=${STACK_URLS.api} VITE_WS_URL=${STACK_URLS.ws}`),
].join(' && ');

/**
 * Starts the stack on fresh data (--reset: an empty table and bucket, then the seed) serving both bundles. The
 * suite starts it once per pass, so the serial specs begin on the seed alone, never on what the parallel
 * specs made.
 */
export const SERVE_COMMAND =
  `pnpm --filter @scout/local start -- --reset --data-dir .data/e2e/data --web-dist ${DIST.test} --extra-web-dist ${DIST.built}` +
  ` --api-port ${STACK_PORTS.api} --ws-port ${STACK_PORTS.ws} --web-port ${STACK_PORTS.web} --extra-web-port ${STACK_PORTS.builtWeb}` +
  ` --dynamodb-port ${STACK_PORTS.dynamodb} --s3-port ${STACK_PORTS.s3} --web-host ${Object.values(TEST_HOSTS).join(',')} --quiet`;

/**
 * Builds both bundles, then starts the stack (a single Playwright run). Always fresh builds: an old bundle (other
 * ports, older code) would test the wrong thing.
 */
export const STACK_COMMAND = `${BUILD_COMMAND} && ${SERVE_COMMAND}`;

/** Set by scripts/run-browser-tests.ts while it runs the stack itself: the config then starts none. */
export const STACK_STARTED_OUTSIDE = process.env.SCOUT_E2E_STACK === 'running';
