// One schema per route (issue #27 Part 1): the route's schema parses its input, the handler reads the
// parsed value, and nothing states an input a second time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { chosenSchema, documentedSchemaOf, storeHttpOf } from './route-input.ts';

const domainsDir = path.resolve(import.meta.dirname, '../domains');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

async function appWith(register: (http: ReturnType<typeof storeHttpOf>) => void) {
  const app = Fastify();
  registerErrorHandler(app);
  register(storeHttpOf(app));
  await app.ready();
  return app;
}

describe('route input', () => {
  it('parses the query and the body with the route schema: defaults applied, values typed, a missing body read as empty', async () => {
    const app = await appWith((http) => {
      http.post('/echo', { schema: { querystring: z.object({ page: z.coerce.number().default(1) }), body: z.object({ note: z.string().trim().default('none') }) } }, async (request) => ({
        page: request.query.page,
        note: request.body.note,
      }));
    });
    expect((await app.inject({ method: 'POST', url: '/echo?page=3', payload: { note: '  hi ' } })).json()).toEqual({ page: 3, note: 'hi' });
    expect((await app.inject({ method: 'POST', url: '/echo' })).json()).toEqual({ page: 1, note: 'none' });
  });

  it("answers the store's 422 naming each bad field, before the handler runs", async () => {
    let ran = false;
    const app = await appWith((http) => {
      http.post('/items/:id', { schema: { params: z.object({ id: z.string().regex(/^\d+$/, 'Pick an item.') }), body: z.object({ qty: z.number('Give a quantity.') }) } }, async () => {
        ran = true;
        return {};
      });
    });
    const badId = await app.inject({ method: 'POST', url: '/items/x', payload: { qty: 1 } });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual({ message: 'Pick an item.', errors: { id: 'Pick an item.' } });
    const badBody = await app.inject({ method: 'POST', url: '/items/2', payload: { qty: 'two' } });
    expect(badBody.json()).toMatchObject({ errors: { qty: 'Give a quantity.' } });
    expect(ran).toBe(false);
  });

  it('parses a body of two shapes by the one it is, with that shape’s errors, documented as both', async () => {
    const add = z.object({ id: z.number(), qty: z.number() });
    const update = z.object({ key: z.string(), qty: z.number().max(10, 'At most 10.') });
    const documented = z.union([add, update]);
    const body = chosenSchema(documented, (input) => (typeof input === 'object' && input !== null && 'key' in input ? update : add));
    expect(body.parse({ id: 1, qty: 50 })).toEqual({ id: 1, qty: 50 });
    const refused = body.safeParse({ key: 'k', qty: 50 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['qty', 'At most 10.']]);
    expect(documentedSchemaOf(body)).toBe(documented);
  });

  it('leaves no route parsing its request a second time (parseInput of request.params, query or body)', () => {
    const twice = routeFiles(domainsDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/parseInput\([^)]*request\.(params|query|body)/.test(line) ? [`${path.relative(domainsDir, file)}:${index + 1}`] : [])),
    );
    expect(twice).toEqual([]);
  });
});
