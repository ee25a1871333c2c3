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
  /** Log each API request. */
  verbose: boolean;
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
    verbose: !values.quiet,
  };
}
