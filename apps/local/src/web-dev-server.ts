import { resolve } from 'node:path';
import { contentSecurityPolicy, siteSecurityHeaders, type SiteOrigins } from '@scout/shared/web';
import { REPO_ROOT } from './options';

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The security headers of the Vite dev server: the site's (as CloudFront sends them), except that scripts
 * may also be inline. @vitejs/plugin-react puts the React Refresh preamble inline in index.html, and
 * Vite's HMR connects back over a WebSocket to the page's own origin, which 'self' already allows. So a
 * page that needs another origin, a frame or an external font breaks in development as it would deployed;
 * only an inline script of the app itself would go unnoticed here (the built-site browser test catches it).
 */
export function devServerSecurityHeaders(site: SiteOrigins): Record<string, string> {
  const production = contentSecurityPolicy(site);
  const csp = production.replace(/(^|; )script-src 'self'(?=;|$)/, "$1script-src 'self' 'unsafe-inline'");
  if (csp === production) throw new Error(`The site's CSP has no "script-src 'self'" to relax for development: ${production}`);
  return { ...siteSecurityHeaders(site), 'content-security-policy': csp };
}

/**
 * The web app on Vite's dev server, from apps/web/vite.config.ts as `pnpm --filter @scout/web dev` runs it.
 * The config reads VITE_API_URL from the environment; port 0 picks a free port.
 */
export async function startWebDevServer(options: { port: number; apiUrl: string; storage: string[] }): Promise<WebServer> {
  process.env.VITE_API_URL = options.apiUrl;
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
      headers: devServerSecurityHeaders({ api: options.apiUrl, storage: options.storage }),
    },
    clearScreen: false,
    logLevel: 'warn',
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://localhost:${port}`, close: () => vite.close() };
}
