// The ERP's writes of products (issue #19 Part 3; issue #27 Part 1: only the catalogue writes its
// tables, so the integration domain's batch calls these on its transaction). Each batch is a few
// statements over arrays (unnest), and a row is written only when something in it changes.
import { sql } from 'drizzle-orm';
import { arrayParam as param } from '../../db/array-param.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { StockPolicy } from '../../../shared/stock-level.ts';

/** The fields of a product the ERP sets (issue #27: its order-quantity rules too). */
export type ProductState = {
  sku: string;
  price: number;
  base_price: number;
  on_sale: boolean;
  active: boolean;
  stock_on_hand: number | null;
  /** Issue #30 Part 3. */
  stock_policy: StockPolicy;
  low_stock_threshold: number | null;
  /** YYYY-MM-DD. */
  back_in_stock_on: string | null;
  min_order_qty: number | null;
  order_multiple: number | null;
  max_order_qty: number | null;
};
export type ProductChange = { id: number; before: ProductState; after: ProductState };

/** The columns as ProductState names them, on `alias`. */
const STATE_COLUMNS = (alias: string) =>
  sql.raw(
    `${alias}.sku, ${alias}.price_cents AS price, ${alias}.base_price_cents AS base_price, ${alias}.is_on_sale AS on_sale, ${alias}.is_active AS active, ` +
      `${alias}.stock_on_hand, ${alias}.stock_policy, ${alias}.low_stock_threshold, ${alias}.back_in_stock_on::text AS back_in_stock_on, ` +
      `${alias}.min_order_qty, ${alias}.order_multiple, ${alias}.max_order_qty`,
  );

export function createProductSyncRepo() {
  return {
    /** The ERP's fields of the products with these SKUs (those that exist), locked until the batch commits. */
    async lockProducts(tx: DbExecutor, skus: readonly string[]): Promise<Map<string, ProductState>> {
      const { rows } = await tx.execute<ProductState>(sql`
        SELECT ${STATE_COLUMNS('products')} FROM products WHERE sku = ANY(${param(skus)}::text[]) ORDER BY id FOR UPDATE`);
      return new Map(rows.map((row) => [row.sku, row]));
    },

    /** Sets each product's ERP fields where any differs; the products changed, before and after. */
    async updateProducts(tx: DbExecutor, products: readonly ProductState[]): Promise<ProductChange[]> {
      const { rows } = await tx.execute<{ id: number; before: ProductState; after: ProductState }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${param(products.map((p) => p.sku))}::text[], ${param(products.map((p) => p.price))}::int[],
            ${param(products.map((p) => p.base_price))}::int[], ${param(products.map((p) => p.on_sale))}::boolean[],
            ${param(products.map((p) => p.active))}::boolean[], ${param(products.map((p) => p.stock_on_hand))}::int[],
            ${param(products.map((p) => p.min_order_qty))}::int[], ${param(products.map((p) => p.order_multiple))}::int[],
            ${param(products.map((p) => p.max_order_qty))}::int[], ${param(products.map((p) => p.stock_policy))}::text[],
            ${param(products.map((p) => p.low_stock_threshold))}::int[], ${param(products.map((p) => p.back_in_stock_on))}::date[])
            AS v(sku, price, base, sale, active, stock, min_qty, multiple, max_qty, policy, threshold, back_on)
        ), old AS (
          SELECT p.id, ${STATE_COLUMNS('p')}
          FROM products p JOIN v ON v.sku = p.sku
          WHERE (p.price_cents, p.base_price_cents, p.is_on_sale, p.is_active, p.stock_on_hand, p.min_order_qty, p.order_multiple, p.max_order_qty,
              p.stock_policy, p.low_stock_threshold, p.back_in_stock_on)
            IS DISTINCT FROM (v.price, v.base, v.sale, v.active, v.stock, v.min_qty, v.multiple, v.max_qty, v.policy, v.threshold, v.back_on)
          ORDER BY p.id
          FOR UPDATE OF p
        )
        UPDATE products p SET price_cents = v.price, base_price_cents = v.base, is_on_sale = v.sale, is_active = v.active, stock_on_hand = v.stock,
          min_order_qty = v.min_qty, order_multiple = v.multiple, max_order_qty = v.max_qty,
          stock_policy = v.policy, low_stock_threshold = v.threshold, back_in_stock_on = v.back_on
        FROM v, old
        WHERE p.sku = v.sku AND p.id = old.id
        RETURNING p.id,
          json_build_object('sku', old.sku, 'price', old.price, 'base_price', old.base_price, 'on_sale', old.on_sale, 'active', old.active,
            'stock_on_hand', old.stock_on_hand, 'stock_policy', old.stock_policy, 'low_stock_threshold', old.low_stock_threshold,
            'back_in_stock_on', old.back_in_stock_on, 'min_order_qty', old.min_order_qty, 'order_multiple', old.order_multiple, 'max_order_qty', old.max_order_qty) AS before,
          json_build_object('sku', p.sku, 'price', p.price_cents, 'base_price', p.base_price_cents, 'on_sale', p.is_on_sale, 'active', p.is_active,
            'stock_on_hand', p.stock_on_hand, 'stock_policy', p.stock_policy, 'low_stock_threshold', p.low_stock_threshold,
            'back_in_stock_on', p.back_in_stock_on::text, 'min_order_qty', p.min_order_qty, 'order_multiple', p.order_multiple, 'max_order_qty', p.max_order_qty) AS after`);
      return rows;
    },
  };
}
export type ProductSyncRepo = ReturnType<typeof createProductSyncRepo>;
