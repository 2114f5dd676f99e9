// What the in-process index holds of each active product, read from PostgreSQL: the product as a listing
// shows it (so a search answered from memory needs no query) and its description's words.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { hasVariants, productFields, toProduct } from '../catalogue/catalogue.service.ts';
import type { ProductRow } from '../catalogue/catalogue.types.ts';
import type { SearchDocument } from './memory-index.ts';

type DocumentRow = ProductRow & { description: string };

const toDocument = (row: DocumentRow): SearchDocument => ({ product: toProduct(row), description: row.description });

export function createSearchDocumentsRepo(db: DbExecutor) {
  return {
    /** Active products after `afterId`, in id order: the index is built a page at a time. */
    async findDocumentsAfter(afterId: number, limit: number): Promise<SearchDocument[]> {
      const result = await db.execute<DocumentRow>(sql`
        SELECT ${productFields('p')}, ${hasVariants('p')}, p.description FROM products p
        WHERE p.is_active AND p.id > ${afterId}
        ORDER BY p.id LIMIT ${limit}`);
      return result.rows.map(toDocument);
    },

    /** The products of `ids` that are active; the others are no longer searchable. */
    async findDocuments(ids: readonly number[]): Promise<SearchDocument[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<DocumentRow>(sql`
        SELECT ${productFields('p')}, ${hasVariants('p')}, p.description FROM products p
        WHERE p.is_active AND p.id = ANY(${sql.param([...ids])}::int[])`);
      return result.rows.map(toDocument);
    },
  };
}

export type SearchDocumentsRepo = ReturnType<typeof createSearchDocumentsRepo>;
