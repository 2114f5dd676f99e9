// Issue #19 Part 4: GET /api/openapi.json and its readable page, GET /api/docs. The document is made once,
// on first asking, when every route has been registered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { renderDocsPage } from './docs-page.ts';
import type { RegisteredRoute } from './route-registry.ts';

const packageVersion = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string }).version;

export function registerOpenApiRoutes(app: FastifyInstance, deps: { routes: readonly RegisteredRoute[]; publicUrl: string }): void {
  let made: { document: OpenApiDocument; json: string; page: string } | null = null;
  const document = () => {
    if (!made) {
      const built = buildOpenApiDocument(deps.routes, { version: packageVersion, publicUrl: deps.publicUrl });
      made = { document: built, json: JSON.stringify(built), page: renderDocsPage(built) };
    }
    return made;
  };

  app.get(
    '/api/openapi.json',
    { config: { access: 'public', docs: { summary: 'This API described: the OpenAPI 3.1 document', description: 'Generated from the zod schemas the server validates with. The answer is this OpenAPI 3.1 document itself (https://spec.openapis.org/oas/v3.1.0), so its shape is not repeated here as a schema.' } } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document().json),
  );

  app.get(
    '/api/docs',
    { config: { access: 'public', docs: { summary: 'This API described, as a page to read', produces: 'text/html' } } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(document().page),
  );
}
