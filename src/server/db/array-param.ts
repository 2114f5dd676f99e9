import { sql } from 'drizzle-orm';

/** A JavaScript array as one SQL parameter (cast it in the query: `${arrayParam(ids)}::int[]`), for unnest and ANY. */
export const arrayParam = (values: readonly unknown[]) => sql.param([...values]);
