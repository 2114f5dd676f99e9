import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { QUANTITY_MAX } from '../../../shared/limits.ts';
import { executeNamed } from '../../db/named-query.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { parseTimestamp } from '../../db/pg-timestamp.ts';

/** Whose cart: one per user within an account. */
export type CartOwner = { accountId: number; userId: number };

export type StoredCart = {
  id: number;
  shippingInfo: ShippingInfo | null;
  billingInfo: BillingInfo | null;
  /** Issue #29: the delivery day chosen at checkout (YYYY-MM-DD); null until one is. */
  deliveryDate: string | null;
  /** updated_at in microseconds since the epoch, as text: exact, for the checkout fingerprint. */
  updatedAtMicros: string;
  /**
   * The row version (its xmin, the id of the transaction that last wrote it): every cart write updates
   * the carts row, so two reads with the same version saw the same cart. updated_at cannot tell two
   * writes in one clock tick apart (the embedded database's clock ticks in milliseconds).
   */
  version: string;
};

export type StoredLine = {
  key: string;
  productId: number;
  variantId: number;
  qty: number;
  createdAt: Date;
  /** After an add: the line's quantity before it (null for a new line); absent elsewhere. */
  priorQty?: number | null;
};

export type NewLine = { productId: number; variantId: number; qty: number };

/** The spec's cart item key (DELETE /api/cart/{key}): random, so it reveals nothing and cannot be guessed. */
function newLineKey(): string {
  return randomBytes(16).toString('base64url');
}

type CartRow = {
  id: number;
  shipping_info: ShippingInfo | null;
  billing_info: BillingInfo | null;
  delivery_date: string | null;
  updated_at_micros: string;
  version: string;
  key: string | null;
  product_id: number;
  variant_id: number;
  qty: number;
  created_at: string;
  prior_qty?: number | null;
};

export type CartWithLines = { cart: StoredCart; lines: StoredLine[] };

/** Rows of one cart (one per line, or one with null line columns) → the cart; null for no rows. */
function toCartWithLines(rows: readonly CartRow[]): CartWithLines | null {
  const first = rows[0];
  if (!first) return null;
  return {
    cart: { id: first.id, shippingInfo: first.shipping_info, billingInfo: first.billing_info, deliveryDate: first.delivery_date, updatedAtMicros: first.updated_at_micros, version: first.version },
    lines: rows.flatMap((row) =>
      row.key === null
        ? []
        : [
            {
              key: row.key,
              productId: row.product_id,
              variantId: row.variant_id,
              qty: row.qty,
              createdAt: parseTimestamp(row.created_at),
              ...(row.prior_qty === undefined ? {} : { priorQty: row.prior_qty }),
            },
          ],
    ),
  };
}

/**
 * The final SELECT of a write: the cart (CTE `cart`, with updated_at) and its lines as they are after
 * the write. A statement does not see its own changes, so the lines the write touched come from the
 * `changed` CTE (their RETURNING) and the others from the table; `removed` lists line ids taken out.
 * `guard` answers no rows (so the repository answers null) when the write found nothing to change.
 */
function cartAfterWrite(guard: SQL = sql``): SQL {
  return sql`
  SELECT cart.id, cart.shipping_info, cart.billing_info, cart.delivery_date::text AS delivery_date,
    (extract(epoch FROM cart.updated_at) * 1000000)::bigint::text AS updated_at_micros, cart.xmin::text AS version,
    l.key, l.product_id, l.variant_id, l.qty, l.created_at, l.prior_qty
  FROM cart LEFT JOIN LATERAL (
    SELECT changed.id, changed.key, changed.product_id, changed.variant_id, changed.qty, changed.created_at, changed.prior_qty FROM changed
    UNION ALL
    SELECT o.id, o.key, o.product_id, o.variant_id, o.qty, o.created_at, NULL::int FROM cart_lines o
    WHERE o.cart_id = cart.id AND o.id NOT IN (SELECT id FROM changed) AND o.id NOT IN (SELECT id FROM removed)
  ) l ON true
  ${guard}
  ORDER BY l.created_at, l.id`;
}

/** Sums lines of the same product and cell: one UPDATE may not change a row twice. */
function mergeByCell(lines: readonly NewLine[]): NewLine[] {
  const merged = new Map<string, NewLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, qty: existing.qty + line.qty } : { ...line });
  }
  return [...merged.values()];
}

export function createCartRepo(db: DbExecutor) {
  async function cartAfter(name: string, statement: SQL): Promise<CartWithLines | null> {
    return toCartWithLines((await executeNamed<CartRow>(db, name, statement)).rows);
  }

  return {
    /** The owner's cart and its lines, oldest first (one query); null when there has never been one. */
    async findCart(owner: CartOwner): Promise<CartWithLines | null> {
      const result = await executeNamed<CartRow>(db, 'cart_find', sql`
        SELECT c.id, c.shipping_info, c.billing_info, c.delivery_date::text AS delivery_date,
          (extract(epoch FROM c.updated_at) * 1000000)::bigint::text AS updated_at_micros, c.xmin::text AS version,
          l.key, l.product_id, l.variant_id, l.qty, l.created_at
        FROM carts c LEFT JOIN cart_lines l ON l.cart_id = c.id
        WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
        ORDER BY l.created_at, l.id`);
      return toCartWithLines(result.rows);
    },

    /** Issue #29: the post code of the saved delivery details (null: none saved, or no cart). */
    async findShippingPostCode(owner: CartOwner): Promise<string | null> {
      const result = await executeNamed<{ post_code: string | null }>(db, 'cart_shipping_post_code', sql`
        SELECT shipping_info->>'post_code' AS post_code FROM carts WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}`);
      return result.rows[0]?.post_code ?? null;
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
          RETURNING id, shipping_info, billing_info, delivery_date, updated_at, xmin
        ), changed AS (
          INSERT INTO cart_lines (cart_id, key, product_id, variant_id, qty)
          SELECT cart.id, l.key, l.product_id, l.variant_id, l.qty
          FROM cart, unnest(${sql.param(lines.map(newLineKey))}::text[], ${sql.param(lines.map((line) => line.productId))}::int[],
                            ${sql.param(lines.map((line) => line.variantId))}::int[], ${sql.param(lines.map((line) => line.qty))}::int[])
            AS l(key, product_id, variant_id, qty)
          ON CONFLICT (cart_id, product_id, variant_id) DO UPDATE SET qty = ${qty}
          -- The statement's snapshot still holds the line as it was: its quantity before this add.
          RETURNING id, key, product_id, variant_id, qty, created_at, (SELECT o.qty FROM cart_lines o WHERE o.id = cart_lines.id) AS prior_qty
        ), removed AS (SELECT NULL::int AS id WHERE false)
        ${cartAfterWrite()}`);
      if (!after) throw new Error('the cart upsert answered no cart');
      return after;
    },

    /**
     * Sets the quantity of line `key` (for product `productId`) in the owner's cart and answers the cart
     * after; null when there is no such line. Bumps updated_at. Like every cart write, it locks the cart
     * row before its lines, so it queues behind an order being placed instead of deadlocking with it.
     */
    async updateLineQty(owner: CartOwner, line: { key: string; productId: number }, qty: number): Promise<CartWithLines | null> {
      return cartAfter('cart_update_line', sql`
        WITH cart AS (
          UPDATE carts c SET updated_at = now()
          WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
            AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id AND l.key = ${line.key} AND l.product_id = ${line.productId})
          RETURNING id, shipping_info, billing_info, delivery_date, updated_at, xmin
        ), changed AS (
          UPDATE cart_lines l SET qty = ${qty}
          FROM cart
          WHERE l.cart_id = cart.id AND l.key = ${line.key} AND l.product_id = ${line.productId}
          RETURNING l.id, l.key, l.product_id, l.variant_id, l.qty, l.created_at, NULL::int AS prior_qty
        ), removed AS (SELECT NULL::int AS id WHERE false)
        ${cartAfterWrite(sql`WHERE EXISTS (SELECT 1 FROM changed)`)}`);
    },

    /** Removes line `key` from the owner's cart and answers the cart after; null when there is no such line. */
    async deleteLine(owner: CartOwner, key: string): Promise<CartWithLines | null> {
      return cartAfter('cart_delete_line', sql`
        WITH cart AS (
          UPDATE carts c SET updated_at = now()
          WHERE c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId}
            AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id AND l.key = ${key})
          RETURNING id, shipping_info, billing_info, delivery_date, updated_at, xmin
        ), removed AS (
          DELETE FROM cart_lines l USING cart WHERE l.cart_id = cart.id AND l.key = ${key}
          RETURNING l.id
        ), changed AS (
          SELECT NULL::int AS id, ''::text AS key, 0 AS product_id, 0 AS variant_id, 0 AS qty, now() AS created_at, NULL::int AS prior_qty WHERE false
        )
        ${cartAfterWrite(sql`WHERE EXISTS (SELECT 1 FROM removed)`)}`);
    },

    /** Saves shipping info with its delivery day (null: none chosen), or billing info, on an existing cart. Bumps updated_at. */
    async saveCheckoutInfo(
      owner: CartOwner,
      info: { kind: 'shipping'; value: ShippingInfo; deliveryDate: string | null } | { kind: 'billing'; value: BillingInfo },
    ): Promise<void> {
      const json = JSON.stringify(info.value);
      const assignment =
        info.kind === 'shipping' ? sql`shipping_info = ${json}::jsonb, delivery_date = ${info.deliveryDate}::date` : sql`billing_info = ${json}::jsonb`;
      await db.execute(sql`
        UPDATE carts SET ${assignment}, updated_at = now()
        WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}`);
    },

    /**
     * Locks the owner's cart row until the transaction `db` is in ends: every cart write locks it first,
     * so what an order takes out of the cart cannot interleave with a change to it. Answers the cart id
     * and its version as it is once locked (the newest committed one).
     */
    async lockCart(owner: CartOwner): Promise<{ id: number; version: string } | null> {
      const result = await db.execute<{ id: number; version: string }>(sql`
        SELECT id, xmin::text AS version FROM carts WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId} FOR UPDATE`);
      return result.rows[0] ?? null;
    },

    /**
     * Takes ordered lines out of the owner's cart at the quantities ordered: a line the buyer added to
     * meanwhile keeps the difference, lines not ordered stay, and the saved shipping and billing info
     * (which described that order) is forgotten. Two statements, so run it in the order's transaction.
     */
    async subtractLines(owner: CartOwner, lines: readonly NewLine[]): Promise<void> {
      const merged = mergeByCell(lines);
      // One UPDATE re-reads a line changed meanwhile (READ COMMITTED re-checks the newest version), so
      // the subtraction applies to what is there at commit, never to a stale copy.
      await db.execute(sql`
        WITH cart AS (
          UPDATE carts SET shipping_info = NULL, billing_info = NULL, delivery_date = NULL, updated_at = now()
          WHERE account_id = ${owner.accountId} AND user_id = ${owner.userId}
          RETURNING id
        )
        UPDATE cart_lines l SET qty = l.qty - o.qty
        FROM cart, unnest(${sql.param(merged.map((line) => line.productId))}::int[], ${sql.param(merged.map((line) => line.variantId))}::int[],
                          ${sql.param(merged.map((line) => line.qty))}::int[]) AS o(product_id, variant_id, qty)
        WHERE l.cart_id = cart.id AND l.product_id = o.product_id AND l.variant_id = o.variant_id`);
      await db.execute(sql`
        DELETE FROM cart_lines l USING carts c
        WHERE c.id = l.cart_id AND c.account_id = ${owner.accountId} AND c.user_id = ${owner.userId} AND l.qty <= 0`);
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
