import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, contract } from './contract';
import { renderApiDocsHtml } from './docs';
import { defineRoute } from './route';

describe('the API documentation page', () => {
  it('documents every contract route with its method, path and schemas', () => {
    const html = renderApiDocsHtml();

    for (const id of ROUTE_IDS) {
      expect(html).toContain(`<section id="${id}">`);
      expect(html).toContain(`<code>${contract[id].path}</code>`);
    }
    expect(html).toContain('&quot;username&quot;');
    expect(html).toContain('organizationName');
  });

  it('documents a webhook route as one: no Bearer token, a signed raw body', () => {
    // Prepare: a route that exists only in this test (Scout has no webhook route yet).
    const routes = {
      ...contract,
      testWebhook: defineRoute({
        method: 'POST',
        path: '/webhooks/test-provider',
        auth: 'webhook',
        domain: 'system',
        summary: 'A test provider tells Scout about an event.',
        params: z.object({}),
        query: z.object({}),
        body: z.object({ eventId: z.string() }),
        response: z.object({ received: z.literal(true) }),
      }),
    };

    // Act
    const html = renderApiDocsHtml(routes);

    // Assess
    const section = html.slice(html.indexOf('<section id="testWebhook">'));
    expect(section).toContain('webhook (no Bearer token; the sender&#39;s signature over the raw body is verified)');
    expect(section).toContain('not by a browser');
    expect(section).toContain('Body (signed payload)');
    expect(section).toContain('&quot;eventId&quot;');
    expect(html).toContain('POST /webhooks/test-provider</a> (webhook)');
    const login = html.slice(html.indexOf('<section id="login">'), html.indexOf('<section id="logout">'));
    expect(login).toContain('no sign-in');
    expect(login).not.toContain('webhook');
  });
});
