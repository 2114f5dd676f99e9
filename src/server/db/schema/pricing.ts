// Contract prices (issue #27 Part 2): customer groups, price lists with their entries (by SKU, with
// quantity breaks) and category rules, and who each list is for. Only the pricing domain writes these.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { categories } from './catalogue.ts';

/** A care group (a chain of rest homes) whose facilities share contract prices. */
export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account belongs to at most one group. */
export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('customer_group_members_group_idx').on(t.groupId)],
);

/** A price list: valid from and to New Zealand days, both included (null: open), while active. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Each change of the list, its entries, rules or assignments adds one (a save of an older one is a 409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('price_lists_dates_check', sql`${t.validTo} IS NULL OR ${t.validFrom} IS NULL OR ${t.validTo} >= ${t.validFrom}`)],
);

/**
 * A contract price for a SKU (a product's, or one of its variant cells') from `min_qty` units up. Kept by
 * SKU, the ERP's key: a matrix saved again keeps its cells' SKUs, not their ids.
 */
export const priceListEntries = pgTable(
  'price_list_entries',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    minQty: integer('min_qty').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.sku, t.minQty] }),
    index('price_list_entries_sku_idx').on(t.sku, t.listId),
    check('price_list_entries_min_qty_check', sql`${t.minQty} >= 1`),
    check('price_list_entries_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A percentage off the list price for a category and everything below it, in basis points (1,000 = 10%). */
export const priceListCategoryRules = pgTable(
  'price_list_category_rules',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    percentOffBasisPoints: integer('percent_off_basis_points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.categoryId] }),
    check('price_list_category_rules_percent_check', sql`${t.percentOffBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/** The accounts a list is assigned to. */
export const priceListAccounts = pgTable(
  'price_list_accounts',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.accountId] }), index('price_list_accounts_account_idx').on(t.accountId)],
);

/** The groups a list is assigned to (every account of the group). */
export const priceListGroups = pgTable(
  'price_list_groups',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.groupId] }), index('price_list_groups_group_idx').on(t.groupId)],
);
