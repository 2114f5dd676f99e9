import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite instance loads: the store's and the test kit's template builder. */
export const pgliteExtensions = { pg_trgm, btree_gin };
