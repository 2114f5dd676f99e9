// Issue #30 Part 3: the products at or below their low-stock threshold (active and tracked), as the daily
// e-mail lists them, and the New Zealand days whose e-mail is already queued.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { StockPolicy } from '../../../shared/stock-level.ts';
import { lowStock } from './admin-products.repo.ts';

export type LowStockProduct = { sku: string; title: string; stockOnHand: number; lowStockThreshold: number | null; stockPolicy: StockPolicy };

export function createLowStockRepo(db: DbExecutor) {
  return {
    async countLow(defaultThreshold: number): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products p WHERE p.is_active AND ${lowStock(defaultThreshold)}`);
      return rows[0]?.total ?? 0;
    },

    /** The lowest first (least on hand, then by SKU), at most `limit`. */
    async findLow(defaultThreshold: number, limit: number): Promise<LowStockProduct[]> {
      const { rows } = await db.execute<LowStockProduct>(sql`
        SELECT p.sku, p.title, p.stock_on_hand AS "stockOnHand", p.low_stock_threshold AS "lowStockThreshold", p.stock_policy AS "stockPolicy"
        FROM products p WHERE p.is_active AND ${lowStock(defaultThreshold)}
        ORDER BY p.stock_on_hand, p.sku LIMIT ${limit}`);
      return rows;
    },

    /** Records the day (with how many were low); false when it was recorded already (by another run, or this one before a retry). */
    async claimDay(day: string, productCount: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        INSERT INTO low_stock_mail_days (store_day, product_count) VALUES (${day}::date, ${productCount}) ON CONFLICT (store_day) DO NOTHING RETURNING store_day`);
      return rows.length > 0;
    },
  };
}
