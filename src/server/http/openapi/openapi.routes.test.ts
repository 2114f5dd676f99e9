// Issue #19 Part 4: the whole API is described, from the routes' own zod schemas, and the description is
// a valid OpenAPI 3.1 document.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/suite.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { undocumentedRoutes } from './openapi-document.ts';
import { registeredRoutes } from './route-registry.ts';

describe('the OpenAPI document', () => {
  const testApp = useTestApp();

  const openApi = async (): Promise<OpenApiDocument> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return response.json<OpenApiDocument>();
  };

  it('describes every route: none is left without docs (or marked a page with docs: false)', () => {
    expect(undocumentedRoutes(registeredRoutes(testApp.app))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("takes spec §7's paths and the parameters the server validates, from its zod schemas", async () => {
    const document = await openApi();
    const listing = document.paths['/api/products']?.get as { parameters: { name: string; in: string }[]; security?: unknown } | undefined;
    expect(listing).toBeDefined();
    const names = listing!.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['keyword', 'page', 'per_page', 'sort_field', 'sort_order']));
    expect(listing!.security).toBeUndefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/products/{idOrSlug}', '/api/cart', '/admin/api/orders']));
  });

  it('names what each route needs: a customer session and CSRF token, a staff permission', async () => {
    const document = await openApi();
    const addToCart = document.paths['/api/cart']?.post as { security: Record<string, string[]>[]; responses: Record<string, unknown> } | undefined;
    expect(addToCart?.security).toEqual([{ storefrontSession: [], csrfToken: [] }]);
    expect(Object.keys(addToCart?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    const staffOrders = document.paths['/admin/api/orders']?.get as { security: unknown; description: string } | undefined;
    expect(staffOrders?.security).toEqual([{ backOfficeSession: [] }]);
    expect(staffOrders?.description).toContain('orders.read');
  });

  it('names each shared schema once as a component, every one of them in use (issue #26: the document had inlined all, 408 KB)', async () => {
    const document = await openApi();
    const text = JSON.stringify(document);
    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['CartJson', 'ProductJson', 'OrderDetailJson', 'AdminProductJson', 'FeedOrderJson']));
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
    // The document grows with each endpoint; inlined it was 408 KB at 102 operations, about 4 KB each.
    const operations = Object.values(document.paths).reduce((sum, path) => sum + Object.keys(path as object).length, 0);
    expect(text.length / operations).toBeLessThan(2_500);
  });

  it('reads as a page at /api/docs, with no script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<code>/api/products</code>');
    expect(response.body).toContain('href="/api/openapi.json"');
    expect(response.body).not.toContain('<script');
    // A named schema is shown once, under Schemas, and linked from where it is used.
    expect(response.body).toContain('<section class="schema" id="schema-CartJson"');
    expect(response.body).toContain('<a href="#schema-CartJson">CartJson</a>');
  });
});
