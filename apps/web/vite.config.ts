// This config imports the workspace's TypeScript sources (@scout/shared), which plain Node cannot load:
// every entry point loads it with Vite's module runner (package.json scripts pass `--configLoader runner`,
// the local stack and the tests pass `configLoader: 'runner'`).
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { apiDocs } from './build-plugins/api-docs';
import { readVersionInfo, type VersionInfo } from './build-plugins/version-info';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the dev server may read from disk: the app, the shared package it imports as source, and the
 * installed packages (pnpm keeps them under the repository's node_modules). Nothing else: the local
 * stack's data folder (.data: the JWT signing secret, DynamoDB files with password hashes, S3 objects)
 * sits in the repository and Vite's default allows the whole workspace through /@fs/.
 */
const devServerFs = {
  strict: true,
  allow: [webRoot, resolve(repoRoot, 'packages/shared'), resolve(repoRoot, 'node_modules')],
  // Refused even inside the allowed folders (a --data-dir under apps/web, a stray key file).
  deny: [
    '.env',
    '.env.*',
    '*.{crt,pem,key,p12,pfx}',
    '*.secret',
    '*secret*.json',
    'jwt-secret*',
    '**/.data/**',
    '**/.git/**',
    '**/cdk.out/**',
  ],
};

/**
 * The version file the layout's update check reads, /commit-info.json: the commit's
 * hash, subject, author, date, branch and changed files and lines, read from git once when the config loads
 * (build-plugins/version-info.ts). The dev server serves it; a build emits it. The bundle's own commit
 * (import.meta.env.VITE_COMMIT, see `define` below) is the same hash, so a deployed file naming another commit
 * means a newer build.
 */
function commitInfo(version: VersionInfo): Plugin {
  const body = () => JSON.stringify(version, null, 2);
  return {
    name: 'scout-commit-info',
    configureServer(server) {
      server.middlewares.use('/commit-info.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'commit-info.json', source: body() });
    },
  };
}

/** A route's `summary: '…'` (one string, or strings joined with +), in the contract's route files. */
const ROUTE_SUMMARY = /summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(?:\s*\+\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"))*/g;

/**
 * The routes' summaries are API documentation (api-docs.html is generated from them at build time); the app
 * never shows them, and every page loads the contract. The build leaves them out of the bundle: about 1.5 KB
 * of the first page, gzipped.
 */
function stripRouteSummaries(): Plugin {
  return {
    name: 'scout-strip-route-summaries',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/]routes[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: code.replace(ROUTE_SUMMARY, "summary: ''"), map: null };
    },
  };
}

/** zod's JSON Schema converter: the two modules every zod schema class imports it from. */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * zod 4 attaches its JSON Schema converter to every schema class (`toJSONSchema()`, `~standard.jsonSchema`), so
 * tree-shaking cannot drop it, though the web app never converts a schema (api-docs.html is generated at build
 * time, in Node). The build replaces the converter's two modules by stand-ins with the same exports that throw
 * when called (a `create…Method` export returns such a method, as `~standard` builds them eagerly): about 6 KB of
 * the first page, gzipped. Vitest and the dev server keep the real modules.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'scout-zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const declared = [...code.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]!);
      const renamed = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
        match[1]!.split(',').map(
          (part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        ),
      );
      const names = [...new Set([...declared, ...renamed].filter(Boolean))];
      const stub = [
        "const unavailable = () => { throw new Error('JSON Schema conversion is not part of the web app build'); };",
        ...names.map((name) => `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`),
      ];
      return { code: stub.join('\n'), map: null };
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // .env files of apps/web, overridden by the process environment (the local stack sets VITE_API_URL).
  const env = { ...loadEnv(mode, webRoot, 'VITE_'), ...process.env };
  if (command === 'build' && !env.VITE_API_URL) {
    throw new Error('VITE_API_URL must be set to build the web app (e.g. VITE_API_URL=https://api.example.com).');
  }
  // VITE_COMMIT / VITE_BRANCH when the build is told (CI), else git's HEAD; 'dev' without either.
  const version = readVersionInfo({ cwd: webRoot, commit: env.VITE_COMMIT, branch: env.VITE_BRANCH });
  // Quick login and the demo accounts are decided here, at build time: the dev server has them, a build only
  // with VITE_QUICK_LOGIN=true (the local stack's and the browser tests' builds). Elsewhere the constant is
  // false, the buttons are dead code and the demo passwords are not in the bundle (check:bundle greps for them).
  const quickLogin = command === 'serve' || env.VITE_QUICK_LOGIN === 'true';
  return {
    // The running bundle's commit and the version file's hash come from one reading.
    // __SCOUT_BUILD__ is the whole reading, for the layout's version chip (features/updates/build-info.ts).
    define: {
      'import.meta.env.VITE_COMMIT': JSON.stringify(version.hash),
      __SCOUT_BUILD__: JSON.stringify(version),
      __SCOUT_QUICK_LOGIN__: JSON.stringify(quickLogin),
    },
    plugins: [
      react(),
      commitInfo(version),
      apiDocs({ version: version.hash, apiUrl: env.VITE_API_URL }),
      stripRouteSummaries(),
      zodWithoutJsonSchema(),
    ],
    server: {
      fs: devServerFs,
      // Pages load lazily: the dev server transforms each route's modules when it starts, not on a first visit
      // (which took seconds per route on a busy 2-core machine, and browser tests waited on it).
      warmup: { clientFiles: ['./src/main.tsx', './src/app/layouts/*.tsx', './src/app/routes/**/*.tsx'] },
    },
    optimizeDeps: {
      // Pages load lazily: scan every module up front, so the dev server pre-bundles the libraries a page
      // uses before it is first opened. Otherwise opening it re-bundles them and the page's import fails
      // with 504 'Outdated Optimize Dep'.
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.ts', '!src/testing/**'],
    },
    build: {
      // The bundle budget check (scripts/check-bundle-budget.ts) reads the chunk graph from the manifest.
      manifest: true,
      // The first page's chunks are preloaded from index.html as usual. A lazy route's chunks are not: Vite's
      // preload helper added a <link rel="modulepreload"> per chunk on every route load (about 50 for the
      // signed-in dashboard), which cost more main-thread time on a phone than it saved in network time.
      // The browser still fetches a route's chunks in parallel, from the imports of the chunk it loads.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          // React and the router change least often and every page needs them: one chunk of their own stays
          // cached across deploys. Everything else (MUI included) is split where the pages use it, so a
          // library only one lazy page needs is not in the first load.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              // zod with the module that turns its eval probe off (src/config/zod-without-eval.ts): in one
              // chunk, the setting runs right after zod loads and before any schema of another chunk is
              // made. (Rolldown does not keep source order across chunks; strictExecutionOrder would, for
              // 8 KB gzipped more.) The built-site browser test fails on the CSP violation otherwise.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]config[\\/]zod-without-eval\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
