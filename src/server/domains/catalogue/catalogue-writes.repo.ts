// Catalogue writes for the demo seed, the CSV import and the benchmark generator.
// The shop itself never writes the catalogue.
import { sql } from 'drizzle-orm';
import {
  categories,
  products,
  variantBlocks,
  variantCells,
  variantMatrices,
  type ProductImage,
} from '../../db/schema/catalogue.ts';
import type { DbExecutor } from './catalogue.repo.ts';
import type { CategoryRecord } from './category-tree.ts';

export type NewCategory = Omit<CategoryRecord, 'id'>;

export type NewProduct = {
  sku: string;
  slug: string;
  title: string;
  description: string;
  categoryId: number;
  images: ProductImage[];
  priceCents: number;
  basePriceCents: number;
  priceRangeFromCents: number | null;
  priceRangeToCents: number | null;
  isOnSale: boolean;
  specialText: string | null;
  createdAt?: Date;
  isActive?: boolean;
};

export type NewVariantMatrix = {
  blockType: string;
  sizes: string[];
  blocks: { key: string; label: string; swatch: string }[];
  cells: { blockKey: string; size: string; sku: string; isRestricted: boolean }[];
};

// Arbitrary key for pg_advisory_xact_lock: two processes seeding the same database wait in turn.
const CATALOGUE_WRITE_LOCK_KEY = 7_310_222;

export function createCatalogueWriter(db: DbExecutor) {
  return {
    /** Serialises catalogue writers until the end of the current transaction. */
    async lockCatalogue(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_WRITE_LOCK_KEY})`);
    },

    async hasCategories(): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM categories) AS found`);
      return result.rows[0]?.found ?? false;
    },

    async insertCategories(rows: NewCategory[]): Promise<{ id: number; path: string }[]> {
      if (rows.length === 0) return [];
      return db.insert(categories).values(rows).returning({ id: categories.id, path: categories.path });
    },

    async insertProducts(rows: NewProduct[]): Promise<{ id: number; sku: string }[]> {
      if (rows.length === 0) return [];
      return db.insert(products).values(rows).returning({ id: products.id, sku: products.sku });
    },

    /** Inserts what is new and skips SKUs that exist; answers how many were inserted. */
    async insertProductsSkippingExisting(rows: NewProduct[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(products)
        .values(rows)
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      return inserted.length;
    },

    /** Inserts or updates by SKU; `isNew` tells which happened (xmax is 0 for a freshly inserted row). */
    async upsertProductsBySku(rows: NewProduct[]): Promise<{ sku: string; isNew: boolean }[]> {
      if (rows.length === 0) return [];
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      return db
        .insert(products)
        .values(rows)
        .onConflictDoUpdate({
          target: products.sku,
          set: {
            slug: excluded('slug'),
            title: excluded('title'),
            description: excluded('description'),
            categoryId: excluded('category_id'),
            images: excluded('images'),
            priceCents: excluded('price_cents'),
            basePriceCents: excluded('base_price_cents'),
            priceRangeFromCents: excluded('price_range_from_cents'),
            priceRangeToCents: excluded('price_range_to_cents'),
            isOnSale: excluded('is_on_sale'),
            specialText: excluded('special_text'),
            createdAt: excluded('created_at'),
            isActive: sql`TRUE`,
          },
        })
        .returning({ sku: products.sku, isNew: sql<boolean>`(xmax = 0)` });
    },

    async insertVariantMatrix(productId: number, matrix: NewVariantMatrix): Promise<void> {
      await db.insert(variantMatrices).values({ productId, blockType: matrix.blockType, sizes: matrix.sizes });
      await db.insert(variantBlocks).values(matrix.blocks.map((block, position) => ({ productId, position, ...block })));
      await db.insert(variantCells).values(matrix.cells.map((cell) => ({ productId, ...cell })));
    },

    /** The spelling-correction vocabulary: every distinct word (3+ letters) of active product titles. */
    async rebuildSearchWords(): Promise<void> {
      await db.execute(sql`DELETE FROM search_words`);
      await db.execute(sql`
        INSERT INTO search_words (word)
        SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', translate(title, ''-/'', ''  '')) FROM products WHERE is_active')
        WHERE word ~ '^[[:alpha:]]{3,40}$'
        ON CONFLICT DO NOTHING`);
    },

    /**
     * After a bulk write, outside any transaction: fresh planner statistics, and a visibility map
     * that lets counts be index-only scans (the embedded database has no autovacuum).
     */
    async vacuumAnalyze(): Promise<void> {
      await db.execute(sql`VACUUM (ANALYZE) products`);
      await db.execute(sql`VACUUM (ANALYZE) search_words`);
    },
  };
}
export type CatalogueWriter = ReturnType<typeof createCatalogueWriter>;
