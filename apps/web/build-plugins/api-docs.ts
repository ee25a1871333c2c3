import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPENAPI_JSON_PATH, buildOpenApiDocument } from '@scout/shared/api-docs';
import type { Plugin } from 'vite';

/**
 * The Dev Tools 'API Documentation' page (/api-docs.html): the OpenAPI 3.1 document generated from the
 * contract, served as /openapi.json for tools, and rendered by Swagger UI (swagger-ui-dist's prebuilt files,
 * copied under /api-docs/). The dev server serves all of it; a build emits it beside the app. None of it is
 * in the app's bundle.
 */

const ASSET_DIR = 'api-docs';
/** swagger-ui-dist's files the page loads (the bundle carries its own styles' companion CSS). */
const VIEWER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'] as const;

/** Starts the viewer on the document. A file of its own: the site's CSP allows no inline script. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    filter: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scout API</title>
<link rel="icon" type="image/png" href="/${ASSET_DIR}/favicon-32x32.png">
<link rel="stylesheet" href="/${ASSET_DIR}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<noscript>The API documentation needs JavaScript. The document itself is at <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>.</noscript>
<script src="/${ASSET_DIR}/swagger-ui-bundle.js"></script>
<script src="/${ASSET_DIR}/init.js"></script>
</body>
</html>
`;

function viewerDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

function contentType(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
}

export interface ApiDocsOptions {
  /** The build's commit, the document's version. */
  version: string;
  /** The API's URL, the document's server (what Swagger UI's 'Try it out' calls). */
  apiUrl?: string;
}

/** Every file of the page, by its path under the site root. */
function apiDocsFiles(options: ApiDocsOptions): Map<string, string | Buffer> {
  const document = buildOpenApiDocument(undefined, { version: options.version, serverUrl: options.apiUrl });
  const dir = viewerDir();
  const files = new Map<string, string | Buffer>([
    ['api-docs.html', PAGE],
    [OPENAPI_JSON_PATH.slice(1), `${JSON.stringify(document)}\n`],
    [`${ASSET_DIR}/init.js`, INIT_SCRIPT],
  ]);
  for (const name of VIEWER_FILES) files.set(`${ASSET_DIR}/${name}`, readFileSync(join(dir, name)));
  return files;
}

export function apiDocs(options: ApiDocsOptions): Plugin {
  return {
    name: 'scout-api-docs',
    configureServer(server) {
      // Built on the first request, after the server is up (generating the document takes a moment).
      let files: Map<string, string | Buffer> | undefined;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (path !== 'api-docs.html' && path !== OPENAPI_JSON_PATH.slice(1) && !path.startsWith(`${ASSET_DIR}/`)) return next();
        files ??= apiDocsFiles(options);
        const body = files.get(path);
        if (body === undefined) return next();
        res.setHeader('Content-Type', contentType(path));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [fileName, source] of apiDocsFiles(options)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
