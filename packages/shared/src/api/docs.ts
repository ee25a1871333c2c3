import { z } from 'zod';
import { ROUTE_IDS, contract } from './contract';
import { routeKey } from './route';

/** JSON Schema of one side of a schema; preprocessing and transforms are shown by what they accept/give. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const AUTH_LABEL = { public: 'no sign-in', user: 'signed-in user (Bearer token)', admin: 'internal staff (Bearer token)' } as const;

/** The API documentation page (the Dev Tools 'API Documentation' entry), generated from the contract. */
export function renderApiDocsHtml(): string {
  const sections = ROUTE_IDS.map((id) => {
    const route = contract[id];
    const block = (title: string, value: unknown) =>
      `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
    return `<section id="${id}">
  <h2><span class="method ${route.method.toLowerCase()}">${route.method}</span> <code>${escapeHtml(route.path)}</code></h2>
  <p>${escapeHtml(route.summary)}</p>
  <p class="meta">Route <code>${id}</code> · Lambda <code>${route.domain}</code> · ${AUTH_LABEL[route.auth]}</p>
  ${block('Path parameters', jsonSchema(route.params, 'input'))}
  ${block('Query', jsonSchema(route.query, 'input'))}
  ${route.method === 'GET' ? '' : block('Body', jsonSchema(route.body, 'input'))}
  ${block('Response 200', jsonSchema(route.response, 'output'))}
</section>`;
  }).join('\n');
  const index = ROUTE_IDS.map((id) => `<li><a href="#${id}">${escapeHtml(routeKey(contract[id]))}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scout API</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#0f1f3d}
h1{margin-bottom:.25rem}section{border-top:1px solid #dde3ee;padding:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85rem;padding:.1rem .4rem}
.get{background:#1b7f4b}.post{background:#1d4ed8}.put{background:#b45309}.delete{background:#b91c1c}.patch{background:#6d28d9}
.meta{color:#55617a;font-size:.9rem}pre{background:#f4f6fa;padding:.75rem;overflow:auto;font-size:.8rem}
</style></head>
<body><h1>Scout API</h1>
<p>Generated from <code>packages/shared/src/api/contract.ts</code>. Errors answer <code>{ statusCode, error, message }</code>.</p>
<ul>${index}</ul>
${sections}
</body></html>`;
}
