import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/cart.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import type { DbExecutor } from '../catalogue/catalogue.repo.ts';
import { parseTimestamp } from '../catalogue/pg-timestamp.ts';

/** Whose cart: one per user within an account. */
export type CartOwner = { accountId: number; userId: number };

export type StoredCart = {
  id: number;
  shippingInfo: ShippingInfo | null;
  billingInfo: BillingInfo | null;
  /** updated_at in microseconds since the epoch, as text: exact, for the checkout fingerprint. */
  updatedAtMicros: string;
};

export type StoredLine = { key: string; productId: number; variantId: number; qty: number; createdAt: Date };

export type NewLine = { productId: number; variantId: number; qty: number };

/** The spec's cart item key (DELETE /api/cart/{key}): random, so it reveals nothing and cannot be guessed. */
function newLineKey(): string {
  return randomBytes(16).toString('base64url');
}

export function createCartRepo(db: DbExecutor) {
  return {
    /** The owner's cart and its lines, oldest first (one query); null when there has never been one. */
    async findCart(owner: CartOwner): Promise<{ cart: StoredCart; lines: StoredLine[] } | null> {
      const result = await db.execute<{
        id: number;
        shipping_info: ShippingInfo | null;
        billing_info: BillingInfo | null;
        updated_at_micros: string;
        key: string | null;
        product_id: number;
        variant_id: number;
        qty: number;
        created_at: string;
      }>(sql`
        SELECT c.id, c.shipping_info, c.billing_info,
          (extract(epoch FROM c.updated_at) * 1000000)::bigint::text AS updated_at_micros,
          l.key, l.product_id, l.variant_id, l.qty, l.created_at
        FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
        ORDER BY l.created_at, l.id`);
      const first = result.rows[0];
      if (!first) return null;
      return {
        cart: { id: first.id, shippingInfo: first.shipping_info, billingInfo: first.billing_info, updatedAtMicros: first.updated_at_micros },
        lines: result.rows.flatMap((row) =>
          row.key === null
            ? []
            : [{ key: row.key, productId: row.product_id, variantId: row.variant_id, qty: row.qty, createdAt: parseTimestamp(row.created_at) }],
        ),
      };
    },

    async findLine(owner: CartOwner, key: string): Promise<Omit<StoredLine, 'createdAt'> | null> {
      const result = await db.execute<{ key: string; product_id: number; variant_id: number; qty: number }>(sql`
        SELECT l.key, l.product_id, l.variant_id, l.qty
        FROM cart_lines l JOIN carts c ON c.id = l.cart_id
        WHERE l.key = ${key} AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}`);
      const row = result.rows[0];
      return row ? { key: row.key, productId: row.product_id, variantId: row.variant_id, qty: row.qty } : null;
    },

    /**
     * Creates the cart on first use and adds the lines in one statement. A product or cell already in the
     * cart gets the quantity added (capped at 9999), or set when `mode` is 'set'. Bumps updated_at.
     * The caller merges duplicates first (one statement cannot touch a row twice).
     */
    async upsertLines(owner: CartOwner, lines: readonly NewLine[], mode: 'add' | 'set' = 'add'): Promise<void> {
      if (lines.length === 0) return;
      const qty = mode === 'add' ? sql`LEAST(cart_lines.qty + EXCLUDED.qty, ${QUANTITY_MAX})` : sql`EXCLUDED.qty`;
      await db.execute(sql`
        WITH cart AS (
          INSERT INTO carts (account_id, user_id) VALUES (${owner.accountId}, ${owner.userId})
          ON CONFLICT (account_id, user_id) DO UPDATE SET updated_at = now()
          RETURNING id
        )
        INSERT INTO cart_lines (cart_id, key, product_id, variant_id, qty)
        SELECT cart.id, l.key, l.product_id, l.variant_id, l.qty
        FROM cart, unnest(${sql.param(lines.map(newLineKey))}::text[], ${sql.param(lines.map((line) => line.productId))}::int[],
                          ${sql.param(lines.map((line) => line.variantId))}::int[], ${sql.param(lines.map((line) => line.qty))}::int[])
          AS l(key, product_id, variant_id, qty)
        ON CONFLICT (cart_id, product_id, variant_id) DO UPDATE SET qty = ${qty}`);
    },

    /** Sets a line's quantity; false when the key is not a line of this owner's cart. Bumps updated_at. */
    async updateLineQty(owner: CartOwner, key: string, qty: number): Promise<boolean> {
      const result = await db.execute<{ id: number }>(sql`
        WITH line AS (
          UPDATE cart_lines l SET qty = ${qty}
          FROM carts c
          WHERE l.key = ${key} AND c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
          RETURNING l.cart_id
        )
        UPDATE carts SET updated_at = now() WHERE id IN (SELECT cart_id FROM line) RETURNING id`);
      return result.rows.length > 0;
    },

    /** Removes a line; false when the key is not a line of this owner's cart. Bumps updated_at. */
    async deleteLine(owner: CartOwner, key: string): Promise<boolean> {
      const result = await db.execute<{ id: number }>(sql`
        WITH line AS (
          DELETE FROM cart_lines l
          USING carts c
          WHERE l.key = ${key} AND c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
          RETURNING l.cart_id
        )
        UPDATE carts SET updated_at = now() WHERE id IN (SELECT cart_id FROM line) RETURNING id`);
      return result.rows.length > 0;
    },

    /** Saves shipping or billing info on an existing cart. Bumps updated_at. */
    async saveCheckoutInfo(
      owner: CartOwner,
      info: { kind: 'shipping'; value: ShippingInfo } | { kind: 'billing'; value: BillingInfo },
    ): Promise<void> {
      const json = JSON.stringify(info.value);
      const assignment = info.kind === 'shipping' ? sql`shipping_info = ${json}::jsonb` : sql`billing_info = ${json}::jsonb`;
      await db.execute(sql`
        UPDATE carts SET ${assignment}, updated_at = now()
        WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}`);
    },

    /** Empties the cart and forgets its shipping and billing info. Bumps updated_at. */
    async clearCart(owner: CartOwner): Promise<void> {
      await db.execute(sql`
        WITH cart AS (
          UPDATE carts SET shipping_info = NULL, billing_info = NULL, updated_at = now()
          WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}
          RETURNING id
        )
        DELETE FROM cart_lines WHERE cart_id IN (SELECT id FROM cart)`);
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
