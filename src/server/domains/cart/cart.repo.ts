import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/cart.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { executeNamed } from '../../db/named-query.ts';
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

type CartRow = {
  id: number;
  shipping_info: ShippingInfo | null;
  billing_info: BillingInfo | null;
  updated_at_micros: string;
  key: string | null;
  product_id: number;
  variant_id: number;
  qty: number;
  created_at: string;
};

export type CartWithLines = { cart: StoredCart; lines: StoredLine[] };

/** Rows of one cart (one per line, or one with null line columns) → the cart; null for no rows. */
function toCartWithLines(rows: readonly CartRow[]): CartWithLines | null {
  const first = rows[0];
  if (!first) return null;
  return {
    cart: { id: first.id, shippingInfo: first.shipping_info, billingInfo: first.billing_info, updatedAtMicros: first.updated_at_micros },
    lines: rows.flatMap((row) =>
      row.key === null
        ? []
        : [{ key: row.key, productId: row.product_id, variantId: row.variant_id, qty: row.qty, createdAt: parseTimestamp(row.created_at) }],
    ),
  };
}

/**
 * The final SELECT of a write: the cart (CTE `cart`, with updated_at) and its lines as they are after
 * the write. A statement does not see its own changes, so the lines the write touched come from the
 * `changed` CTE (their RETURNING) and the others from the table; `removed` lists line ids taken out.
 */
const CART_AFTER_WRITE = sql`
  SELECT cart.id, cart.shipping_info, cart.billing_info,
    (extract(epoch FROM cart.updated_at) * 1000000)::bigint::text AS updated_at_micros,
    l.key, l.product_id, l.variant_id, l.qty, l.created_at
  FROM cart LEFT JOIN LATERAL (
    SELECT changed.id, changed.key, changed.product_id, changed.variant_id, changed.qty, changed.created_at FROM changed
    UNION ALL
    SELECT o.id, o.key, o.product_id, o.variant_id, o.qty, o.created_at FROM cart_lines o
    WHERE o.cart_id = cart.id AND o.id NOT IN (SELECT id FROM changed) AND o.id NOT IN (SELECT id FROM removed)
  ) l ON true
  ORDER BY l.created_at, l.id`;

export function createCartRepo(db: DbExecutor) {
  async function cartAfter(name: string, statement: SQL): Promise<CartWithLines | null> {
    return toCartWithLines((await executeNamed<CartRow>(db, name, statement)).rows);
  }

  return {
    /** The owner's cart and its lines, oldest first (one query); null when there has never been one. */
    async findCart(owner: CartOwner): Promise<CartWithLines | null> {
      const result = await executeNamed<CartRow>(db, 'cart_find', sql`
        SELECT c.id, c.shipping_info, c.billing_info,
          (extract(epoch FROM c.updated_at) * 1000000)::bigint::text AS updated_at_micros,
          l.key, l.product_id, l.variant_id, l.qty, l.created_at
        FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
        ORDER BY l.created_at, l.id`);
      return toCartWithLines(result.rows);
    },

    /**
     * Creates the cart on first use and adds the lines, in one statement that answers the cart after.
     * A product or cell already in the cart gets the quantity added (capped at 9999), or set when `mode`
     * is 'set'. Bumps updated_at. The caller merges duplicates first (a statement cannot touch a row twice).
     */
    async upsertLines(owner: CartOwner, lines: readonly NewLine[], mode: 'add' | 'set' = 'add'): Promise<CartWithLines> {
      const qty = mode === 'add' ? sql`LEAST(cart_lines.qty + EXCLUDED.qty, ${QUANTITY_MAX})` : sql`EXCLUDED.qty`;
      const after = await cartAfter(`cart_upsert_lines_${mode}`, sql`
        WITH cart AS (
          INSERT INTO carts (account_id, user_id) VALUES (${owner.accountId}, ${owner.userId})
          ON CONFLICT (account_id, user_id) DO UPDATE SET updated_at = now()
          RETURNING id, shipping_info, billing_info, updated_at
        ), changed AS (
          INSERT INTO cart_lines (cart_id, key, product_id, variant_id, qty)
          SELECT cart.id, l.key, l.product_id, l.variant_id, l.qty
          FROM cart, unnest(${sql.param(lines.map(newLineKey))}::text[], ${sql.param(lines.map((line) => line.productId))}::int[],
                            ${sql.param(lines.map((line) => line.variantId))}::int[], ${sql.param(lines.map((line) => line.qty))}::int[])
            AS l(key, product_id, variant_id, qty)
          ON CONFLICT (cart_id, product_id, variant_id) DO UPDATE SET qty = ${qty}
          RETURNING id, key, product_id, variant_id, qty, created_at
        ), removed AS (SELECT NULL::int AS id WHERE false)
        ${CART_AFTER_WRITE}`);
      if (!after) throw new Error('the cart upsert answered no cart');
      return after;
    },

    /**
     * Sets the quantity of line `key` (for product `productId`) in the owner's cart and answers the cart
     * after; null when there is no such line. Bumps updated_at.
     */
    async updateLineQty(owner: CartOwner, line: { key: string; productId: number }, qty: number): Promise<CartWithLines | null> {
      return cartAfter('cart_update_line', sql`
        WITH changed AS (
          UPDATE cart_lines l SET qty = ${qty}
          FROM carts c
          WHERE l.key = ${line.key} AND l.product_id = ${line.productId}
            AND c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
          RETURNING l.id, l.key, l.product_id, l.variant_id, l.qty, l.created_at, l.cart_id
        ), cart AS (
          UPDATE carts SET updated_at = now() WHERE id IN (SELECT cart_id FROM changed)
          RETURNING id, shipping_info, billing_info, updated_at
        ), removed AS (SELECT NULL::int AS id WHERE false)
        ${CART_AFTER_WRITE}`);
    },

    /** Removes line `key` from the owner's cart and answers the cart after; null when there is no such line. */
    async deleteLine(owner: CartOwner, key: string): Promise<CartWithLines | null> {
      return cartAfter('cart_delete_line', sql`
        WITH removed AS (
          DELETE FROM cart_lines l
          USING carts c
          WHERE l.key = ${key} AND c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
          RETURNING l.id, l.cart_id
        ), cart AS (
          UPDATE carts SET updated_at = now() WHERE id IN (SELECT cart_id FROM removed)
          RETURNING id, shipping_info, billing_info, updated_at
        ), changed AS (
          SELECT NULL::int AS id, ''::text AS key, 0 AS product_id, 0 AS variant_id, 0 AS qty, now() AS created_at WHERE false
        )
        ${CART_AFTER_WRITE}`);
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
