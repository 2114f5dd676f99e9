import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/** A saved, reusable product list (spec §2 Fast orders): the account's, shared by all its users. */
export const fastOrderLists = pgTable(
  'fast_order_lists',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who made it; the list stays the account's when that user leaves (set null). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    referenceAddress: text('reference_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fast_order_lists_account_idx').on(t.accountId, t.id)],
);

/**
 * One line of a list: a product, or one cell of its variant matrix (variant_id 0 = the product itself),
 * with its usual quantity. product_id has no foreign key, like an order line: an item whose product is
 * deleted stays in the list (shown unavailable, with the title and SKU kept here when it was added).
 */
export const fastOrderItems = pgTable(
  'fast_order_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => fastOrderLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    qty: integer('qty').notNull().default(1),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fast_order_items_list_product_variant_idx').on(t.listId, t.productId, t.variantId)],
);
