import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, openApiPath, undocumentedRoutes } from './openapi-document.ts';
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

describe('openApiPath', () => {
  it('writes parameters and a wildcard tail the OpenAPI way', () => {
    expect(openApiPath('/api/products/:idOrSlug')).toEqual({ path: '/api/products/{idOrSlug}', names: ['idOrSlug'] });
    expect(openApiPath('/images/categories/*')).toEqual({ path: '/images/categories/{path}', names: ['path'] });
  });
});
