import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, contract } from './contract';
import { renderApiDocsHtml } from './docs';

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
});
