// Orders for the reports' tests (issue #30 Part 5): written straight to the tables with the goods,
// freight and GST a checkout charges, at a given time, in a given state; and the products they sell.
import { insertPlacedOrder } from './fulfilment.fixtures.ts';
import type { TestAccount } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type ReportProduct = { productId: number; sku: string; title: string };
export type ReportLine = ReportProduct & { qty: number; cents: number };
export type ReportOrder = {
  at: string;
  lines: ReportLine[];
  freightCents?: number;
  isTaxInclusive?: boolean;
  fulfilment?: string;
  status?: string;
  /** GST rate in basis points; 1500 (15%) unless given. */
  rate?: number;
};

/** Writes a placed order of `account` as given: goods (the lines' sum), freight and GST at its rate, charged as a checkout charges them. */
export async function writeReportOrder(testApp: TestApp, account: TestAccount, order: ReportOrder): Promise<number> {
  const { id } = await insertPlacedOrder(testApp, account);
  const { pool } = testApp.database;
  await pool.query('DELETE FROM order_lines WHERE order_id = $1', [id]);
  const values = order.lines.map((_, index) => `($1, $${index * 5 + 2}, $${index * 5 + 3}, $${index * 5 + 4}, 1, $${index * 5 + 5}, $${index * 5 + 6})`);
  await pool.query(
    `INSERT INTO order_lines (order_id, product_id, sku, title, unit_price_cents, qty, line_total_cents) VALUES ${values.join(', ')}`,
    [id, ...order.lines.flatMap((line) => [line.productId, line.sku, line.title, line.qty, line.cents])],
  );
  const rate = order.rate ?? 1500;
  const goods = order.lines.reduce((sum, line) => sum + line.cents, 0);
  const freight = order.freightCents ?? 0;
  const gst = Math.round(((goods + freight) * rate) / 10_000);
  const shipping = order.isTaxInclusive ? freight + Math.round((freight * rate) / 10_000) : freight;
  await pool.query(
    `UPDATE orders SET created_at = $2, sub_total_cents = $3, tax_total_cents = $4, shipping_cents = $5, is_tax_inclusive = $6, total_cents = $7,
       fulfilment_status = $8, status = $9, tax_rate_basis_points = $10 WHERE id = $1`,
    [id, order.at, order.isTaxInclusive ? goods + freight + gst - shipping : goods, gst, shipping, order.isTaxInclusive ?? false, goods + freight + gst, order.fulfilment ?? 'new', order.status ?? 'placed_on_account', rate],
  );
  return id;
}

/** A category (its path is its slug). */
export async function insertReportCategory(testApp: TestApp, path: string, title: string): Promise<number> {
  return (await testApp.database.pool.query<{ id: number }>('INSERT INTO categories (slug, path, title) VALUES ($1, $1, $2) RETURNING id', [path, title])).rows[0]!.id;
}

/** A product in `categoryId`. */
export async function insertReportProduct(testApp: TestApp, sku: string, title: string, categoryId: number): Promise<ReportProduct> {
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    'INSERT INTO products (sku, slug, title, category_id, price_cents, base_price_cents) VALUES ($1, lower($1), $2, $3, 100, 100) RETURNING id',
    [sku, title, categoryId],
  );
  return { productId: rows[0]!.id, sku, title };
}
