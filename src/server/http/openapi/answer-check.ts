// Issue #19 Part 4, in tests only: every JSON success answer of a route that documents its response is
// checked against that schema, so the OpenAPI document cannot drift from what the server sends. A field
// the schema does not name counts as a mismatch too (zod drops unknown keys; whatever it dropped was
// undocumented). A mismatch turns the answer into a 500 that says what differs.
import type { FastifyInstance } from 'fastify';
import type { RouteDocs } from './route-docs.ts';

export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const docs = request.routeOptions.config.docs as RouteDocs | false | undefined;
    if (!docs || !docs.response || reply.statusCode !== (docs.status ?? 200)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null || text === '') return payload;
    const body: unknown = JSON.parse(text);
    const parsed = docs.response.safeParse(body);
    const problems = parsed.success
      ? undocumentedFields(body, parsed.data, '').map((path) => [path, 'is sent but not documented'] as const)
      : parsed.error.issues.map((issue) => [issue.path.join('.') || '(body)', issue.message] as const);
    if (problems.length === 0) return payload;
    reply.code(500);
    return JSON.stringify({
      message: `The answer of ${request.method} ${request.routeOptions.url} does not match its documented response schema`,
      errors: Object.fromEntries(problems.slice(0, 20)),
    });
  });
}

/** Paths present in what was sent and missing from what the schema kept of it. */
export function undocumentedFields(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    // One item's worth is enough to name a field.
    for (let index = 0; index < sent.length; index++) {
      const found = undocumentedFields(sent[index], kept[index], `${path}[${index}]`);
      if (found.length > 0) return found;
    }
    return [];
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) => {
    const at = path === '' ? key : `${path}.${key}`;
    return key in kept ? undocumentedFields(sent[key], kept[key], at) : [at];
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
