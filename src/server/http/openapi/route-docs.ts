// Issue #19 Part 4: each route describes itself for the OpenAPI document beside its access rule; its
// input is its `schema`, the zod schemas that parse the request (http/route-input.ts), read from there:
//   app.get('/admin/api/products', { schema: { querystring: adminProductsQuerySchema },
//     config: { access: 'staff', permission: 'catalogue',
//       docs: { summary: 'Products, a page at a time', response: adminProductPageSchema } } }, handler)
// Every route but static files carries docs, or `docs: false` for a page; a route without fails a test (openapi.test.ts).
import type { ZodType } from 'zod';

/** A route's docs with its input schemas, as the OpenAPI document reads them. */
export type DocumentedRoute = RouteDocs & { params?: ZodType; query?: ZodType; body?: ZodType };

export type RouteDocs = {
  summary: string;
  description?: string;
  /** A multipart upload: its fields, each a file or a text value. */
  upload?: Record<string, { file: boolean; description: string }>;
  /** The answer on success (200 unless `status` says); omitted: documented as JSON of no fixed shape. */
  response?: ZodType;
  status?: number;
  /** An answer that is not JSON: its media type (e.g. 'text/csv', 'image/svg+xml', 'text/html'). */
  produces?: string;
  /** Other answers worth naming beyond the usual 401/403/404/422, with what they mean. */
  errors?: Record<number, string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not part of the API (a page, a payment provider's sandbox screen); said explicitly. */
    docs?: RouteDocs | false;
  }
}
