// The back office's checked CSV files (catalogue_imports), and the catalogue read back as the import's rows.
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { catalogueImports, categories, products } from '../../../db/schema/catalogue.ts';
import type { CurrentProduct } from './import-merge.ts';

export type StoredImport = typeof catalogueImports.$inferSelect;
export type ExportedProduct = {
  id: number;
  sku: string;
  title: string;
  categoryPath: string;
  priceCents: number;
  basePriceCents: number;
  priceRangeFromCents: number | null;
  priceRangeToCents: number | null;
  isOnSale: boolean;
  description: string;
  images: { url: string }[];
  createdAt: Date;
};

export function createCatalogueImportRepo(db: DbExecutor) {
  return {
    async insertImport(row: typeof catalogueImports.$inferInsert): Promise<void> {
      await db.insert(catalogueImports).values(row);
    },

    /** Checked files never applied and older than `before`; applied ones stay as the record of what an import wrote. */
    async deleteUnappliedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(catalogueImports)
        .where(and(isNull(catalogueImports.appliedAt), lt(catalogueImports.createdAt, before)))
        .returning({ token: catalogueImports.token });
      return deleted.length;
    },

    /** The import, locked until `tx` ends: a second apply waits here, then sees it applied. */
    async lockImport(tx: DbExecutor, token: string): Promise<StoredImport | undefined> {
      const [row] = await tx.select().from(catalogueImports).where(eq(catalogueImports.token, token)).for('update');
      return row;
    },

    async markApplied(tx: DbExecutor, token: string, at: Date): Promise<void> {
      await tx.update(catalogueImports).set({ appliedAt: at }).where(eq(catalogueImports.token, token));
    },

    /**
     * The products a file's SKUs name, by SKU, in one query; `lock`: held (FOR UPDATE) until `executor`'s
     * transaction ends, so nothing changes them between this read and the import's write.
     */
    async findCurrentProducts(executor: DbExecutor, skus: string[], lock: boolean): Promise<Map<string, CurrentProduct>> {
      if (skus.length === 0) return new Map();
      const query = executor
        .select({
          sku: products.sku,
          slug: products.slug,
          title: products.title,
          description: products.description,
          categoryId: products.categoryId,
          images: products.images,
          priceCents: products.priceCents,
          basePriceCents: products.basePriceCents,
          priceRangeFromCents: products.priceRangeFromCents,
          priceRangeToCents: products.priceRangeToCents,
          isOnSale: products.isOnSale,
          specialText: products.specialText,
          createdAt: products.createdAt,
          hasMatrix: sql<boolean>`EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = ${products.id})`,
        })
        .from(products)
        .where(sql`${products.sku} = ANY(${sql.param(skus)}::text[])`)
        .orderBy(asc(products.id)); // with `lock`, the row locks are taken in one known order
      const found = lock ? await query.for('update') : await query;
      return new Map(found.map((product) => [product.sku, product]));
    },

    async countCategories(tx: DbExecutor, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories).where(inArray(categories.id, ids));
      return Number(row?.n ?? 0);
    },

    /** Active products after `afterId`, by id, with their category's path. */
    async findExportPage(afterId: number, limit: number): Promise<ExportedProduct[]> {
      return db
        .select({
          id: products.id,
          sku: products.sku,
          title: products.title,
          categoryPath: categories.path,
          priceCents: products.priceCents,
          basePriceCents: products.basePriceCents,
          priceRangeFromCents: products.priceRangeFromCents,
          priceRangeToCents: products.priceRangeToCents,
          isOnSale: products.isOnSale,
          description: products.description,
          images: products.images,
          createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.isActive, true), gt(products.id, afterId)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}
export type CatalogueImportRepo = ReturnType<typeof createCatalogueImportRepo>;
