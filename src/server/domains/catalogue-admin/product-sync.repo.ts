// The ERP's writes of products (issue #19 Part 3; issue #27 Part 1: only the catalogue writes its
// tables, so the integration domain's batch calls these on its transaction). Each batch is a few
// statements over arrays (unnest), and a row is written only when something in it changes.
import { sql } from 'drizzle-orm';
import { arrayParam as param } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';

/** The fields of a product the ERP sets. */
export type ProductState = { sku: string; price: number; base_price: number; on_sale: boolean; active: boolean; stock_on_hand: number | null };
export type ProductChange = { id: number; before: ProductState; after: ProductState };

export function createProductSyncRepo() {
  return {
    /** The ERP's fields of the products with these SKUs (those that exist), locked until the batch commits. */
    async lockProducts(tx: DbExecutor, skus: readonly string[]): Promise<Map<string, ProductState>> {
      const { rows } = await tx.execute<ProductState>(sql`
        SELECT sku, price_cents AS price, base_price_cents AS base_price, is_on_sale AS on_sale, is_active AS active, stock_on_hand
        FROM products WHERE sku = ANY(${param(skus)}::text[]) ORDER BY id FOR UPDATE`);
      return new Map(rows.map((row) => [row.sku, row]));
    },

    /** Sets each product's ERP fields where any differs; the products changed, before and after. */
    async updateProducts(tx: DbExecutor, products: readonly ProductState[]): Promise<ProductChange[]> {
      const { rows } = await tx.execute<{
        id: number; sku: string; old_price: number; old_base: number; old_sale: boolean; old_active: boolean; old_stock: number | null;
        price: number; base: number; sale: boolean; active: boolean; stock: number | null;
      }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${param(products.map((p) => p.sku))}::text[], ${param(products.map((p) => p.price))}::int[],
            ${param(products.map((p) => p.base_price))}::int[], ${param(products.map((p) => p.on_sale))}::boolean[],
            ${param(products.map((p) => p.active))}::boolean[], ${param(products.map((p) => p.stock_on_hand))}::int[])
            AS v(sku, price, base, sale, active, stock)
        ), old AS (
          SELECT p.id, p.price_cents, p.base_price_cents, p.is_on_sale, p.is_active, p.stock_on_hand
          FROM products p JOIN v ON v.sku = p.sku
          WHERE (p.price_cents, p.base_price_cents, p.is_on_sale, p.is_active, p.stock_on_hand) IS DISTINCT FROM (v.price, v.base, v.sale, v.active, v.stock)
          ORDER BY p.id
          FOR UPDATE OF p
        )
        UPDATE products p SET price_cents = v.price, base_price_cents = v.base, is_on_sale = v.sale, is_active = v.active, stock_on_hand = v.stock
        FROM v, old
        WHERE p.sku = v.sku AND p.id = old.id
        RETURNING p.id, p.sku, old.price_cents AS old_price, old.base_price_cents AS old_base, old.is_on_sale AS old_sale,
          old.is_active AS old_active, old.stock_on_hand AS old_stock,
          p.price_cents AS price, p.base_price_cents AS base, p.is_on_sale AS sale, p.is_active AS active, p.stock_on_hand AS stock`);
      return rows.map((row) => ({
        id: row.id,
        before: { sku: row.sku, price: row.old_price, base_price: row.old_base, on_sale: row.old_sale, active: row.old_active, stock_on_hand: row.old_stock },
        after: { sku: row.sku, price: row.price, base_price: row.base, on_sale: row.sale, active: row.active, stock_on_hand: row.stock },
      }));
    },
  };
}
export type ProductSyncRepo = ReturnType<typeof createProductSyncRepo>;
