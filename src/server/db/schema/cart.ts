import { date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import { accounts, users } from './accounts.ts';
import { products } from './catalogue.ts';

/** One cart per user within an account (spec: the cart survives sign-out and sign-in). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>(),
    billingInfo: jsonb('billing_info').$type<BillingInfo>(),
    /** Issue #29: the delivery day the buyer chose at checkout (null: the first open one when placing). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_account_user_idx').on(t.accountId, t.userId)],
);

/** A cart line: a product, or one cell of its variant matrix (variant_id 0 = the product itself). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The spec's cart item key (DELETE /api/cart/{key}); random, so it reveals nothing. */
    key: text('key').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull().default(0),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_cart_product_variant_idx').on(t.cartId, t.productId, t.variantId)],
);
