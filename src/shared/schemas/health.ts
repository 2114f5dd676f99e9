// GET /healthz (the store's own check, for a load balancer or a monitor).
import { z } from 'zod';

/** The 200; a 503 says { status: 'unavailable', message } instead. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']).describe('embedded: PGlite in this process (DATABASE_URL unset); postgres: a PostgreSQL server.'),
  search_index: z
    .number()
    .int()
    .nullable()
    .describe("Products in this process's search index; null while it builds or when PostgreSQL search is used."),
});
