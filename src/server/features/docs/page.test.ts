import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, openApiPath } from './openapi';
import { renderReferencePage } from './page';

describe('openApiPath', () => {
  it('writes path parameters the OpenAPI way', () => {
    expect(openApiPath('/api/reviews/item/:itemId/stats')).toBe('/api/reviews/item/{itemId}/stats');
  });
});

describe('renderReferencePage', () => {
  it('escapes everything taken from the document', () => {
    const document = buildOpenApiDocument([
      {
        method: 'GET',
        url: '/api/<script>',
        auth: 'public',
        needsDisclaimer: false,
        schema: { response: { 200: z.object({ note: z.literal('</pre><script>x</script>') }) } },
      },
    ]);
    const page = renderReferencePage(document);
    expect(page).not.toContain('<script');
    expect(page).toContain('/api/&lt;script&gt;');
  });
});
