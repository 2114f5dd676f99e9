// Catalogue writes for the demo seed, the CSV imports and the benchmark generator (the back office and
// the ERP write through their own repositories).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { categories, products, variantBlocks, variantCells, variantMatrices } from '../../db/schema/catalogue.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { packSizeOfTitle } from '../catalogue/catalogue.service.ts';
import type { CategoryRecord, StoredProduct } from '../catalogue/catalogue.types.ts';
import { rebuildSearchWords } from '../search/search-words.service.ts';

export type NewCategory = Omit<CategoryRecord, 'id'>;

/**
 * A product to write: what the catalogue reads of it, less what the database decides and what the writer
 * derives (the pack size, from the title), plus its description.
 */
export type NewProduct = Omit<StoredProduct, 'id' | 'createdAt' | 'packSize' | 'minOrderQty' | 'orderMultiple' | 'maxOrderQty'> & {
  description: string;
  createdAt?: Date;
  isActive?: boolean;
};

export type NewVariantMatrix = {
  blockType: string;
  sizes: string[];
  blocks: { key: string; label: string; swatch: string }[];
  /** priceCents: the cell's own price; left out or null, the product's. */
  cells: { blockKey: string; size: string; sku: string; isRestricted: boolean; priceCents?: number | null }[];
};

/** Columns an upsert never writes: the key, the SKU, the generated search vector, and what others keep (issue #19; the order-quantity rules, issue #27, set by the ERP and the product screen). */
const KEPT_ON_UPSERT = new Set(['id', 'sku', 'searchVector', 'isActive', 'images', 'version', 'stockOnHand', 'updatedAt', 'minOrderQty', 'orderMultiple', 'maxOrderQty']);

/**
 * An upsert by SKU replaces the product's columns (the import gives an existing product its stored value
 * for each column its file leaves out: import-merge.ts). It leaves alone whether the product is active
 * (a price list does not bring back a product taken off sale), the version and updated_at (moved on by
 * the products_version trigger when something changed, so a back-office page read before the import gets
 * its 409), the ERP's stock on hand, and the pictures when the row names none of its own (the generated
 * one) or the product's first picture as it is (an exported row): uploaded pictures survive a price list.
 */
const UPSERT_SET: Record<string, SQL> = Object.fromEntries([
  ...Object.entries(getTableColumns(products))
    .filter(([key]) => !KEPT_ON_UPSERT.has(key))
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  [
    'images',
    sql.raw(`CASE WHEN jsonb_array_length(products.images) > 0
      AND excluded.images->0->>'url' IN (products.images->0->>'url', '/images/products/' || excluded.sku || '.svg')
      THEN products.images ELSE excluded.images END`),
  ],
]);

/** Every written product's pack size comes from its title here: seed, import and generate all write through this. */
function withPackSize(rows: NewProduct[]): (NewProduct & { packSize: number | null })[] {
  return rows.map((row) => ({ ...row, packSize: packSizeOfTitle(row.title) }));
}

// Arbitrary key for pg_advisory_xact_lock: two processes seeding the same database wait in turn.
const CATALOGUE_WRITE_LOCK_KEY = 7_310_222;

export function createCatalogueWriter(db: DbExecutor) {
  return {
    /** Serialises catalogue writers until the end of the current transaction. */
    async lockCatalogue(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_WRITE_LOCK_KEY})`);
    },

    /** Category ids by full path, to place written products (what a writer needs of the tree). */
    async findCategoryIdsByPath(): Promise<Map<string, number>> {
      const rows = await db.select({ id: categories.id, path: categories.path }).from(categories);
      return new Map(rows.map((row) => [row.path, row.id]));
    },

    async hasCategories(): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM categories) AS found`);
      return result.rows[0]?.found ?? false;
    },

    async countProducts(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products);
      return row?.total ?? 0;
    },

    async insertCategories(rows: NewCategory[]): Promise<{ id: number; path: string }[]> {
      if (rows.length === 0) return [];
      return db.insert(categories).values(rows).returning({ id: categories.id, path: categories.path });
    },

    async insertProducts(rows: NewProduct[]): Promise<{ id: number; sku: string }[]> {
      if (rows.length === 0) return [];
      return db.insert(products).values(withPackSize(rows)).returning({ id: products.id, sku: products.sku });
    },

    /** Inserts what is new and skips SKUs that exist; answers how many were inserted. */
    async insertProductsSkippingExisting(rows: NewProduct[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(products)
        .values(withPackSize(rows))
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      return inserted.length;
    },

    /**
     * Inserts or updates by SKU; `isNew` tells which happened (xmax is 0 for a freshly inserted row).
     * `importedAt`: the time rows without a date of their own were given; an existing product keeps its
     * created_at then (a price list does not make it a new arrival).
     */
    async upsertProductsBySku(rows: NewProduct[], importedAt?: Date): Promise<{ sku: string; isNew: boolean }[]> {
      if (rows.length === 0) return [];
      const set = importedAt
        ? { ...UPSERT_SET, createdAt: sql`CASE WHEN excluded.created_at = ${importedAt.toISOString()}::timestamptz THEN products.created_at ELSE excluded.created_at END` }
        : UPSERT_SET;
      return db
        .insert(products)
        .values(withPackSize(rows))
        .onConflictDoUpdate({ target: products.sku, set })
        .returning({ sku: products.sku, isNew: sql<boolean>`(xmax = 0)` });
    },

    async insertVariantMatrix(productId: number, matrix: NewVariantMatrix): Promise<void> {
      await db.insert(variantMatrices).values({ productId, blockType: matrix.blockType, sizes: matrix.sizes });
      await db.insert(variantBlocks).values(matrix.blocks.map((block, position) => ({ productId, position, ...block })));
      await db.insert(variantCells).values(matrix.cells.map((cell) => ({ productId, ...cell })));
    },

    /** The spelling-correction vocabulary: every distinct word (3+ letters) of active product titles. */
    rebuildSearchWords: () => rebuildSearchWords(db),

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
