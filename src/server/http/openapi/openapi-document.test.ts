import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartAddBodySchema, cartJsonSchema, cartSummaryJsonSchema } from '../../../shared/schemas/cart.ts';
import { loginBodySchema } from '../../../shared/schemas/session.ts';
import { buildOpenApiDocument, openApiPath, undocumentedRoutes } from './openapi-document.ts';
import { componentName, sharedSchemaNames } from './schema-names.ts';
import type { RegisteredRoute } from './route-registry.ts';

type Node = { title: string; children: Node[] };
const nodeSchema: z.ZodType<Node> = z.lazy(() => z.object({ title: z.string(), children: z.array(nodeSchema) }));

const route = (partial: Partial<RegisteredRoute> & Pick<RegisteredRoute, 'method' | 'url'>): RegisteredRoute => ({
  access: 'public',
  needs: undefined,
  docs: { summary: `${partial.method} ${partial.url}` },
  isStatic: false,
  ...partial,
});

const ROUTES: RegisteredRoute[] = [
  route({
    method: 'GET',
    url: '/api/things',
    docs: { summary: 'Things', query: z.object({ page: z.coerce.number().int().min(1).default(1), q: z.string().max(100).optional() }), response: z.object({ data: z.array(nodeSchema) }) },
  }),
  route({ method: 'PATCH', url: '/admin/api/things/:id', access: 'staff', needs: 'catalogue', docs: { summary: 'Change a thing', params: z.object({ id: z.coerce.number().int() }), body: z.object({ title: z.string(), version: z.number().int() }), errors: { 409: 'Changed since it was read' } } }),
  route({ method: 'POST', url: '/admin/api/things/:id/images', access: 'staff', needs: 'catalogue', docs: { summary: 'Upload a picture', upload: { file: { file: true, description: 'JPEG, PNG or WebP' } }, status: 201 } }),
  route({ method: 'GET', url: '/admin/api/things.csv', access: 'staff', needs: 'catalogue', docs: { summary: 'Export', produces: 'text/csv' } }),
  route({ method: 'PUT', url: '/api/integration/things', access: 'integration', needs: 'catalogue', docs: { summary: 'Upsert', body: z.object({ things: z.array(z.object({ sku: z.string() })).max(1000) }) } }),
  route({ method: 'GET', url: '/images/categories/*', docs: { summary: 'A picture', produces: 'image/svg+xml' } }),
  route({ method: 'GET', url: '/admin/*', docs: false }),
  route({ method: 'GET', url: '/assets/app.js', docs: undefined, isStatic: true }),
];

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(ROUTES, { version: '1.2.3', publicUrl: 'https://store.example' });

  it('is valid OpenAPI 3.1, recursive schemas included', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    const answer = JSON.stringify(document.paths['/api/things']?.get);
    // A recursive schema's definitions move to the components, and its references follow them there.
    expect(answer).not.toContain('#/$defs/');
    expect(answer).toContain('#/components/schemas/');
  });

  it('turns the zod schemas into parameters, bodies and answers, with what each route needs', () => {
    const list = document.paths['/api/things']?.get as { parameters: { name: string; required: boolean; schema: { type: string } }[] };
    expect(list.parameters.map((parameter) => [parameter.name, parameter.required, parameter.schema.type])).toEqual([
      ['page', false, 'integer'],
      ['q', false, 'string'],
    ]);
    const change = document.paths['/admin/api/things/{id}']?.patch as { security: unknown; responses: Record<string, unknown>; requestBody: unknown; description: string };
    expect(change.security).toEqual([{ backOfficeSession: [], backOfficeCsrfToken: [] }]);
    expect(Object.keys(change.responses)).toEqual(['200', '401', '403', '404', '409', '422']);
    expect(change.description).toContain('`catalogue`');
    expect(JSON.stringify(change.requestBody)).toContain('"version"');
    const upload = document.paths['/admin/api/things/{id}/images']?.post as { requestBody: { content: Record<string, unknown> }; responses: Record<string, unknown> };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toContain('201');
    expect(JSON.stringify(document.paths['/admin/api/things.csv'])).toContain('text/csv');
    expect((document.paths['/api/integration/things']?.put as { security: unknown }).security).toEqual([{ apiKey: ['catalogue'] }]);
  });

  it('leaves out pages and static files, and says which routes have no docs', () => {
    expect(Object.keys(document.paths)).toEqual(['/admin/api/things.csv', '/admin/api/things/{id}', '/admin/api/things/{id}/images', '/api/integration/things', '/api/things', '/images/categories/{path}']);
    expect(undocumentedRoutes([...ROUTES, route({ method: 'GET', url: '/api/forgotten', docs: undefined })])).toEqual(['GET /api/forgotten']);
  });
});

describe('named schemas (issue #26)', () => {
  const document = buildOpenApiDocument(
    [
      route({ method: 'POST', url: '/api/cart', docs: { summary: 'Add', body: cartAddBodySchema, response: z.object({ data: cartJsonSchema }) } }),
      route({ method: 'GET', url: '/cart', docs: { summary: 'The cart', response: cartJsonSchema } }),
      route({ method: 'POST', url: '/api/login', docs: { summary: 'Sign in', body: loginBodySchema } }),
      route({ method: 'GET', url: '/api/login-echo', docs: { summary: 'What signing in was sent', response: loginBodySchema } }),
      route({ method: 'GET', url: '/api/count', docs: { summary: 'A count', query: z.object({ n: z.coerce.number().int() }), response: z.object({ at: z.iso.datetime() }) } }),
    ],
    { version: '1', publicUrl: 'https://store.example' },
  );
  const text = JSON.stringify(document);

  it('writes a shared schema once, as a component, and points at it wherever it is used, nested ones included', async () => {
    expect((document.paths['/cart']?.get as { responses: Record<string, { content: Record<string, { schema: unknown }> }> }).responses['200']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CartJson',
    });
    expect(text).toContain('"data":{"$ref":"#/components/schemas/CartJson"}');
    expect(JSON.stringify(document.components.schemas.CartJson)).toContain('#/components/schemas/CartSummaryJson');
    expect(text.split('"sub_total":{').length - 1).toBe(1);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
  });

  it('names a schema read only as input plainly, and one that reads differently as input `…Input`', () => {
    expect(document.components.schemas).toHaveProperty('CartAddBody');
    // remember_me has a default: optional in a request, always there once parsed.
    expect(Object.keys(document.components.schemas).filter((name) => name.startsWith('Login'))).toEqual(['LoginBody', 'LoginBodyInput']);
    expect((document.components.schemas.LoginBodyInput as { required: string[] }).required).not.toContain('remember_me');
    expect((document.components.schemas.LoginBody as { required: string[] }).required).toContain('remember_me');
    expect(JSON.stringify(document.paths['/api/login'])).toContain('#/components/schemas/LoginBodyInput');
  });

  it('leaves out the bounds of every integer and the pattern beside a date-time format, and refers to the usual errors', () => {
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(JSON.stringify(document.paths['/api/count'])).toContain('"at":{"type":"string","format":"date-time"}');
    expect((document.paths['/api/cart']?.post as { responses: Record<string, unknown> }).responses['403']).toEqual({ $ref: '#/components/responses/403' });
    expect(document.components.responses['422']).toMatchObject({ description: expect.stringContaining('not valid') });
  });

  it('names every exported object schema of the shared modules, each name once', () => {
    expect(componentName('cartSummaryJsonSchema')).toBe('CartSummaryJson');
    const names = [...sharedSchemaNames().values()];
    expect(new Set(names).size).toBe(names.length);
    expect(sharedSchemaNames().get(cartSummaryJsonSchema)).toBe('CartSummaryJson');
  });
});

describe('openApiPath', () => {
  it('writes parameters and a wildcard tail the OpenAPI way', () => {
    expect(openApiPath('/api/products/:idOrSlug')).toEqual({ path: '/api/products/{idOrSlug}', names: ['idOrSlug'] });
    expect(openApiPath('/images/categories/*')).toEqual({ path: '/images/categories/{path}', names: ['path'] });
  });
});
