import { z } from 'zod';
import { contract } from './contract';
import { routeKey, type AuthRequirement, type RouteDefinition } from './route';

/** JSON Schema of one side of a schema; preprocessing and transforms are shown by what they accept/give. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const AUTH_LABEL = {
  public: 'no sign-in',
  user: 'signed-in user (Bearer token)',
  admin: 'internal staff (Bearer token)',
  webhook: "webhook (no Bearer token; the sender's signature over the raw body is verified)",
} as const satisfies Record<AuthRequirement, string>;

/** What a webhook route's page says about its body, which the implementation reads only once the signature holds. */
const WEBHOOK_BODY_NOTE =
  "Called by another system's server, not by a browser. The body is read as the raw bytes received, with the headers, " +
  'and is parsed only after the signature they carry has been verified.';

/** The API documentation page (the Dev Tools 'API Documentation' entry), generated from the contract. */
export function renderApiDocsHtml(routes: Readonly<Record<string, RouteDefinition>> = contract): string {
  const ids = Object.keys(routes);
  const sections = ids
    .map((id) => {
      const route = routes[id] as RouteDefinition;
      const webhook = route.auth === 'webhook';
      const block = (title: string, value: unknown) =>
        `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
      return `<section id="${id}">
  <h2><span class="method ${route.method.toLowerCase()}">${route.method}</span> <code>${escapeHtml(route.path)}</code></h2>
  <p>${escapeHtml(route.summary)}</p>
  <p class="meta">Route <code>${id}</code> · Lambda <code>${route.domain}</code> · <span class="auth ${route.auth}">${escapeHtml(AUTH_LABEL[route.auth])}</span></p>
  ${webhook ? `<p class="webhook">${escapeHtml(WEBHOOK_BODY_NOTE)}</p>` : ''}
  ${block('Path parameters', jsonSchema(route.params, 'input'))}
  ${block('Query', jsonSchema(route.query, 'input'))}
  ${route.method === 'GET' ? '' : block(webhook ? 'Body (signed payload)' : 'Body', jsonSchema(route.body, 'input'))}
  ${block('Response 200', jsonSchema(route.response, 'output'))}
</section>`;
    })
    .join('\n');
  const index = ids
    .map((id) => {
      const route = routes[id] as RouteDefinition;
      const kind = route.auth === 'webhook' ? ' (webhook)' : '';
      return `<li><a href="#${id}">${escapeHtml(routeKey(route))}</a>${kind}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scout API</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#0f1f3d}
h1{margin-bottom:.25rem}section{border-top:1px solid #dde3ee;padding:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:.1rem .4rem}
.get{background:#1b7f4b}.post{background:#1d4ed8}.put{background:#b45309}.delete{background:#b91c1c}.patch{background:#6d28d9}
.meta{color:#55617a;font-size:.9rem}.webhook{border-left:3px solid #6d28d9;padding-left:.5rem}pre{background:#f4f6fa;padding:.75rem;overflow:auto;font-size:.8rem}
</style></head>
<body><h1>Scout API</h1>
<p>Generated from the contract (<code>packages/shared/src/api/routes/</code>, one module per domain). Errors answer <code>{ statusCode, error, message }</code>.</p>
<ul>${index}</ul>
${sections}
</body></html>`;
}
