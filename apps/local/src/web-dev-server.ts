import { resolve } from 'node:path';
import { siteSecurityHeaders } from '@scout/shared/web';
import { REPO_ROOT } from './options';

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The web app on Vite's dev server, from apps/web/vite.config.ts as `pnpm --filter @scout/web dev` runs it.
 * The config reads VITE_API_URL and VITE_WS_URL from the environment; port 0 picks a free port.
 */
export async function startWebDevServer(options: {
  port: number;
  apiUrl: string;
  storage: string[];
  websocket: string;
  /** Host names besides localhost the page may be opened under (--web-host); Vite refuses others. */
  allowedHosts?: string[];
}): Promise<WebServer> {
  process.env.VITE_API_URL = options.apiUrl;
  process.env.VITE_WS_URL = options.websocket;
  // The names it may be opened under are dev hosts too (config/host.ts: quick login, the timer controls).
  process.env.VITE_DEV_HOSTS = (options.allowedHosts ?? []).join(',');
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: resolve(REPO_ROOT, 'apps/web'),
    configFile: resolve(REPO_ROOT, 'apps/web/vite.config.ts'),
    // The config imports @scout/shared's TypeScript source: the module runner loads it wherever this runs.
    configLoader: 'runner',
    server: {
      port: options.port,
      strictPort: true,
      host: 'localhost',
      // A copy: Vite adds its own entries to the array it is given.
      allowedHosts: [...(options.allowedHosts ?? [])],
      // The site's headers (as CloudFront sends them), except that scripts may also be inline: the React
      // Refresh preamble is. HMR's WebSocket goes back to the page's own origin, which 'self' allows. So a
      // page that needs another origin, a frame or an external font breaks here as it would deployed.
      headers: siteSecurityHeaders(
        { api: options.apiUrl, storage: options.storage, websocket: options.websocket },
        { allowInlineScripts: true },
      ),
    },
    clearScreen: false,
    logLevel: 'warn',
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://localhost:${port}`, close: () => vite.close() };
}
