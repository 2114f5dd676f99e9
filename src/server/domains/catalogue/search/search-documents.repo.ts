// What the in-process index holds of each active product, read from PostgreSQL.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import type { SearchDocument } from './memory-index.ts';

type DocumentRow = Omit<SearchDocument, 'createdAtMs'> & { createdAtMs: number };

const DOCUMENT_COLUMNS = sql`p.id, p.sku, p.title, p.description, p.category_id AS "categoryId", p.price_cents AS "priceCents",
  p.is_on_sale AS "isOnSale", (extract(epoch FROM p.created_at) * 1000)::float8 AS "createdAtMs"`;

export function createSearchDocumentsRepo(db: DbExecutor) {
  return {
    /** Active products after `afterId`, in id order: the index is built a page at a time. */
    async findDocumentsAfter(afterId: number, limit: number): Promise<SearchDocument[]> {
      const result = await db.execute<DocumentRow>(sql`
        SELECT ${DOCUMENT_COLUMNS} FROM products p
        WHERE p.is_active AND p.id > ${afterId}
        ORDER BY p.id LIMIT ${limit}`);
      return result.rows;
    },

    /** The products of `ids` that are active; the others are no longer searchable. */
    async findDocuments(ids: readonly number[]): Promise<SearchDocument[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<DocumentRow>(sql`
        SELECT ${DOCUMENT_COLUMNS} FROM products p
        WHERE p.is_active AND p.id = ANY(${sql.param(ids)}::int[])`);
      return result.rows;
    },
  };
}

export type SearchDocumentsRepo = ReturnType<typeof createSearchDocumentsRepo>;
