import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface LocalStackOptions {
  dataDir: string;
  reset: boolean;
  apiPort: number;
  /** The live-events WebSocket server (the local twin of API Gateway's WebSocket API). */
  wsPort: number;
  webPort: number;
  dynamodbPort: number;
  s3Port: number;
  web: boolean;
  /** Serve this build of apps/web (with the site's security headers) instead of the Vite dev server. */
  webDist: string | null;
  /**
   * A second build served beside the first on its own port (--extra-web-dist, --extra-web-port), with the same
   * headers and the same API: the browser tests' production-configured bundle (no quick login) next to their
   * test bundle, on one stack.
   */
  extraWeb: { dist: string; port: number } | null;
  /** Log each API request. */
  verbose: boolean;
  /**
   * Other host names the web app may be opened under (a test host mapped to this machine, e.g. scout-dev.test):
   * the dev server accepts them and the API's and S3's CORS allow http://<name>:<web-port>.
   */
  webHosts: string[];
}

const USAGE = `Usage: scripts/dev [options]

  --reset               delete the local data (DynamoDB, S3, JWT secret) and seed the demo data again
  --data-dir <path>     where data lives (default .data/local)
  --api-port <n>        API port (default 3001)
  --ws-port <n>         live-events WebSocket port (default 3002)
  --web-port <n>        web app port (default 5173)
  --dynamodb-port <n>   embedded DynamoDB port (default 4567)
  --s3-port <n>         embedded S3 port (default 4568)
  --no-web              start the API and the embedded services only
  --web-dist <path>     serve this build of the web app (e.g. apps/web/dist) instead of the Vite dev
                        server, with the headers CloudFront sends; build it with VITE_API_URL set to
                        this stack's API (http://127.0.0.1:<api-port>)
  --extra-web-dist <path>
                        also serve this build (as --web-dist does) on --extra-web-port, against the same API
  --extra-web-port <n>  the port of --extra-web-dist (default 5183)
  --web-host <name>     also open the web app as http://<name>:<web-port> (a name that resolves to this
                        machine, e.g. scout-dev.test in /etc/hosts): the dev server accepts it and the
                        API's and S3's CORS allow it; repeat it or give a comma-separated list
  --quiet               do not log each API request
  --help                this text`;

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`--${name} must be a port number`);
  return parsed;
}

export function parseOptions(argv: string[]): LocalStackOptions | 'help' {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      reset: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'api-port': { type: 'string' },
      'ws-port': { type: 'string' },
      'web-port': { type: 'string' },
      'dynamodb-port': { type: 'string' },
      's3-port': { type: 'string' },
      'no-web': { type: 'boolean', default: false },
      'web-dist': { type: 'string' },
      'web-host': { type: 'string', multiple: true },
      'extra-web-dist': { type: 'string' },
      'extra-web-port': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 'help';
  }
  return {
    dataDir: resolve(REPO_ROOT, values['data-dir'] ?? '.data/local'),
    reset: values.reset,
    apiPort: port(values['api-port'], 3001, 'api-port'),
    wsPort: port(values['ws-port'], 3002, 'ws-port'),
    webPort: port(values['web-port'], 5173, 'web-port'),
    dynamodbPort: port(values['dynamodb-port'], 4567, 'dynamodb-port'),
    s3Port: port(values['s3-port'], 4568, 's3-port'),
    web: !values['no-web'],
    webDist: values['web-dist'] === undefined ? null : resolve(REPO_ROOT, values['web-dist']),
    extraWeb:
      values['extra-web-dist'] === undefined
        ? null
        : { dist: resolve(REPO_ROOT, values['extra-web-dist']), port: port(values['extra-web-port'], 5183, 'extra-web-port') },
    verbose: !values.quiet,
    webHosts: webHosts(values['web-host'] ?? []),
  };
}

/** A DNS name (letters, digits, hyphens, dots); no scheme, port or path. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function webHosts(values: string[]): string[] {
  const names = values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!HOST_NAME.test(name)) throw new Error(`--web-host ${name} is not a host name (give the name only, e.g. scout-dev.test)`);
  }
  return [...new Set(names)];
}
