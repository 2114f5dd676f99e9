// Issue #19 Part 4: the OpenAPI 3.1 document, generated from the routes' own zod schemas (route-docs.ts)
// with zod's JSON Schema output (draft 2020-12, which OpenAPI 3.1 uses). Nothing in it is written by hand
// but the words around the schemas.
import { z, type ZodType } from 'zod';
import type { RegisteredRoute } from './route-registry.ts';
import type { DocumentedRoute } from './route-docs.ts';
import { documentedSchemaOf } from '../route-input.ts';
import { namingRegistry, sharedSchemaNames } from './schema-names.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

const TAGS = {
  storefront: 'The storefront: what the store’s own pages call (spec §7 and the fields beyond it). A customer signs in with POST /api/login; the session is the `sid` cookie, and every request that changes something sends the XSRF-TOKEN cookie’s value back in the X-XSRF-TOKEN header.',
  'back office': 'The merchant’s back office under /admin/api: a staff session (`admin_sid` cookie, two-step sign-in) and its own X-XSRF-TOKEN; each route needs a permission of the member’s role.',
  integration:
    'The integration API for the merchant’s ERP or accounting system: an API key made by an owner in the back office, sent as `Authorization: Bearer …`, with the scope the route names. The other way, the store POSTs webhook events to the URLs an owner registers (`order.placed`, `order.status_changed`, `address_request.applied` when staff apply a customer’s change to an address the ERP owns, so the ERP can make it too before its next sync, and `invoice.issued`, `credit_note.issued` and `payment.recorded` with the document as its feed gives it), as JSON `{id, event, created_at, data}` signed in `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook’s secret>`; a retry or resend keeps `X-Webhook-Id`.',
} as const;
type Tag = keyof typeof TAGS;

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words for a person.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per field (or record path, e.g. "products.3.price"), what is wrong with it.' },
    moved_to: {
      type: 'object',
      properties: { id: { type: 'integer' }, path: { type: 'string' }, url: { type: 'string' } },
      required: ['id', 'path', 'url'],
      description: 'Only in a 404 of GET /api/category for a path a category has left: where it is now.',
    },
  },
  required: ['message'],
};

const USUAL_ERRORS: Record<number, string> = {
  401: 'Not signed in (or no valid key).',
  403: 'A bad CSRF token, or the role, permission or scope does not allow it.',
  404: 'No such record, or it belongs to another account.',
  422: 'The input is not valid: `errors` says, per field, why.',
};

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function tagOf(route: RegisteredRoute): Tag {
  if (route.access === 'staff' || route.url.startsWith('/admin/')) return 'back office';
  if (route.access === 'integration' || route.url.startsWith('/api/integration/')) return 'integration';
  return 'storefront';
}

/** `/api/products/:id` → `/api/products/{id}`; a wildcard tail becomes `{path}`. */
export function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        const name = segment.slice(1);
        names.push(name);
        return `{${name}}`;
      }
      if (segment === '*') {
        names.push('path');
        return '{path}';
      }
      return segment;
    })
    .join('/');
  return { path, names };
}

/**
 * The schema's JSON Schema; definitions it carries move to the document's components. A shared wire schema
 * (`named`: bodies and answers) is written once as a component under its name and pointed at (`$ref`); the
 * same schema read as input gets `…Input` when it reads differently there (defaults, unknown keys).
 * Definitions of a recursive schema that has no name go under `prefix`.
 */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>, prefix: string, named = false): JsonSchema {
  const json = z.toJSONSchema(documentedSchemaOf(schema), {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: ({ jsonSchema }) => leaveOutNoise(jsonSchema as JsonSchema),
    ...(named ? { metadata: namingRegistry() } : {}),
  }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  const names = new Set(sharedSchemaNames().values());
  const rename = (name: string) => {
    if (names.has(name)) return io === 'input' ? `${name}${INPUT_SUFFIX}` : name;
    return `${prefix}_${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
  };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`]
            : [key, rewrite(inner)],
        ),
      );
    }
    return value;
  };
  for (const [name, definition] of Object.entries(defs)) components[rename(name)] = rewrite(definition) as JsonSchema;
  return rewrite(json) as JsonSchema;
}

const INPUT_SUFFIX = 'Input';

/**
 * What says nothing a reader needs: the bounds zod puts on every integer (JavaScript's safe range), and the
 * regular expression beside a date or date-time format, which the format already names.
 */
function leaveOutNoise(json: JsonSchema): void {
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if ((json.format === 'date-time' || json.format === 'date') && typeof json.pattern === 'string') delete json.pattern;
}

/**
 * A schema read only as input keeps its plain name, and so does one that reads the same both ways; `…Input`
 * stays only beside an output twin that differs. Pointers follow the renames.
 */
function nameInputs<T>(document: T, components: Record<string, JsonSchema>): T {
  const renames = new Map<string, string>();
  for (const [name, schema] of Object.entries(components)) {
    if (!name.endsWith(INPUT_SUFFIX) || name.startsWith('#')) continue;
    const plain = name.slice(0, -INPUT_SUFFIX.length);
    const twin = components[plain];
    if (twin && JSON.stringify(twin) !== JSON.stringify(schema)) continue;
    renames.set(`#/components/schemas/${name}`, `#/components/schemas/${plain}`);
    delete components[name];
    components[plain] = schema;
  }
  if (renames.size === 0) return document;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? (renames.get(inner) ?? inner) : rewrite(inner)]));
    }
    return value;
  };
  for (const [name, schema] of Object.entries(components)) components[name] = rewrite(schema) as JsonSchema;
  return rewrite(document) as T;
}

/** An object schema's properties as parameters `in` the path or query. */
function parametersOf(schema: JsonSchema, where: 'path' | 'query'): Record<string, unknown>[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function securityOf(route: RegisteredRoute, method: string): Record<string, string[]>[] | undefined {
  const isUnsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (route.access === 'customer') return [isUnsafe ? { storefrontSession: [], csrfToken: [] } : { storefrontSession: [] }];
  if (route.access === 'staff') return [isUnsafe ? { backOfficeSession: [], backOfficeCsrfToken: [] } : { backOfficeSession: [] }];
  if (route.access === 'integration') return [{ apiKey: route.needs ? [route.needs] : [] }];
  return undefined;
}

function accessWords(route: RegisteredRoute): string {
  if (route.access === 'customer') return `Needs a signed-in customer${route.needs ? ` with the role ${route.needs} or above` : ''}.`;
  if (route.access === 'staff') return route.needs && route.needs !== 'any' ? `Needs the back-office permission \`${route.needs}\`.` : 'Needs a signed-in staff member.';
  if (route.access === 'integration') return `Needs an API key with the scope \`${route.needs ?? ''}\`.`;
  return 'Open to anyone; a guest never receives a price.';
}

function operationOf(route: RegisteredRoute, docs: DocumentedRoute, components: Record<string, JsonSchema>): Operation {
  const { path, names } = openApiPath(route.url);
  const id = operationId(route.method, path);
  const parameters: Record<string, unknown>[] = [];
  if (docs.params) parameters.push(...parametersOf(jsonSchemaOf(docs.params, 'input', components, id), 'path'));
  for (const name of names) {
    if (!parameters.some((parameter) => parameter.name === name && parameter.in === 'path')) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  // Only what is in the path: a params schema may name more than the URL has.
  const pathParameters = parameters.filter((parameter) => names.includes(parameter.name as string));
  const queryParameters = docs.query ? parametersOf(jsonSchemaOf(docs.query, 'input', components, id), 'query') : [];

  const operation: Operation = {
    operationId: id,
    summary: docs.summary,
    description: [docs.description, accessWords(route)].filter(Boolean).join('\n\n'),
    tags: [tagOf(route)],
  };
  if (pathParameters.length + queryParameters.length > 0) operation.parameters = [...pathParameters, ...queryParameters];
  if (docs.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(docs.body, 'input', components, id, true) } } };
  } else if (docs.upload) {
    const properties = Object.fromEntries(
      Object.entries(docs.upload).map(([name, field]) => [
        name,
        field.file ? { type: 'string', contentMediaType: 'application/octet-stream', description: field.description } : { type: 'string', description: field.description },
      ]),
    );
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: Object.keys(properties).filter((name) => docs.upload?.[name]?.file) } } },
    };
  }
  const security = securityOf(route, route.method);
  if (security) operation.security = security;

  const success = docs.status ?? 200;
  const responses: Record<string, unknown> = {};
  if (success === 204) {
    responses['204'] = { description: 'Done; no content.' };
  } else if (docs.produces) {
    responses[String(success)] = { description: 'Success.', content: { [docs.produces]: { schema: { type: 'string' } } } };
  } else {
    const schema = docs.response ? jsonSchemaOf(docs.response, 'output', components, `${id}_response`, true) : {};
    responses[String(success)] = { description: 'Success.', content: { 'application/json': { schema } } };
  }
  const errorCodes = new Set<number>();
  if (route.access === 'customer' || route.access === 'staff' || route.access === 'integration') errorCodes.add(401).add(403);
  else if (!['GET', 'HEAD'].includes(route.method)) errorCodes.add(403);
  if (names.length > 0) errorCodes.add(404);
  if (docs.params || docs.query || docs.body || docs.upload) errorCodes.add(422);
  const errorWords: Record<number, string> = { ...USUAL_ERRORS, ...docs.errors };
  for (const code of Object.keys(docs.errors ?? {}).map(Number)) errorCodes.add(code);
  for (const code of [...errorCodes].sort((a, b) => a - b)) {
    responses[String(code)] = docs.errors?.[code] === undefined && USUAL_ERRORS[code] ? { $ref: `#/components/responses/${code}` } : errorAnswer(errorWords[code] ?? 'An error.');
  }
  operation.responses = responses;
  return operation;
}

/** The document for every documented route (a route with `docs: false`, or a static file, is not the API). */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], options: { version: string; publicUrl: string }): OpenApiDocument {
  const components: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (!route.docs || route.isStatic) continue;
    const { path } = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route, route.docs, components);
  }
  const sortedPaths = nameInputs(Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))), components);
  const sortedComponents = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Care Supply Storefront API',
      version: options.version,
      description:
        'The storefront’s HTTP API (spec §7 and the fields beyond it), the back office’s, and the integration API for the merchant’s ERP. Errors are JSON `{ "message": "…", "errors": { "field": "…" } }`. Money is integer cents.',
    },
    servers: [{ url: options.publicUrl }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: sortedPaths,
    components: {
      schemas: sortedComponents,
      responses: Object.fromEntries(Object.entries(USUAL_ERRORS).map(([code, description]) => [code, errorAnswer(description)])),
      securitySchemes: {
        storefrontSession: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The storefront session, set by POST /api/login.' },
        csrfToken: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The XSRF-TOKEN cookie’s value, on every request that changes something.' },
        backOfficeSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid', description: 'The back office’s session, after both sign-in steps.' },
        backOfficeCsrfToken: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The back office’s own token, on every request that changes something.' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made by an owner in the back office (Integrations).' },
      },
    },
  };
}

/** Routes that answer and are neither described nor marked `docs: false`: a test lists them. */
export function undocumentedRoutes(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter((route) => route.docs === undefined && !route.isStatic).map((route) => `${route.method} ${route.url}`);
}
