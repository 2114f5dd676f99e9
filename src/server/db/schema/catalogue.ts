import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });


export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    /** Full slug path from the top level, e.g. 'continence/pads/day-pads'; the category URL. */
    path: text('path').notNull().unique(),
    depth: smallint('depth').notNull().default(1),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    image: text('image'),
    bannerImage: text('banner_image'),
    blurb: text('blurb').notNull().default(''),
    /** spec §3 rest_acc: account numbers the category is hidden from (with everything below it). */
    restAcc: text('rest_acc').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/**
 * A category's former paths (it moved, or its address changed), so an old link answers a 301 to where it
 * is now. Kept by a trigger on categories.path (migration 0029): a path left behind is remembered, every
 * category of a moved subtree included, and a path a category takes again is forgotten (a live one wins).
 */
export const categoryRedirects = pgTable('category_redirects', {
  oldPath: text('old_path').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

/**
 * spec §2 'extra nav links' in the header, beside the Products menu, in `position` order; spec §6: hidden
 * from the account numbers in rest_acc, like a category. Seeded with the store's links by its migration.
 */
export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  /** A path on this site ('/quick-order'); the optional external link is a setting (HEADER_EXTERNAL_LINK_*). */
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  restAcc: text('rest_acc').array().notNull().default(sql`'{}'::text[]`),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    images: jsonb('images').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
    priceCents: integer('price_cents').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    priceRangeFromCents: integer('price_range_from_cents'),
    priceRangeToCents: integer('price_range_to_cents'),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    specialText: text('special_text'),
    /** spec §3/§9: the number after the last '-' in the title (domains/catalogue/pack-size.ts); null when none. */
    packSize: integer('pack_size'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue #19: each back-office or ERP change adds one; a save carrying an older one is refused (409). */
    version: integer('version').notNull().default(1),
    /** Issue #19: units on hand as the merchant's ERP last said; null when it has never said. */
    stockOnHand: integer('stock_on_hand'),
    /**
     * Issue #30 Part 3: 'allow_backorder' takes orders beyond the stock on hand; 'stop' refuses a line for
     * more than is on hand. A product whose stock was never given (null) is not tracked: never refused.
     */
    stockPolicy: text('stock_policy').notNull().default('allow_backorder'),
    /** Issue #30 Part 3: 'Low stock' at or below this; null: the store's default (LOW_STOCK_THRESHOLD). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Issue #30 Part 3: the day the ERP expects more ('Back in stock around …'); null: not said. */
    backInStockOn: date('back_in_stock_on', { mode: 'string' }),
    /** Issue #27: the least a line may hold, the multiple it comes in and the most; null: no rule. */
    minOrderQty: integer('min_order_qty'),
    orderMultiple: integer('order_multiple'),
    maxOrderQty: integer('max_order_qty'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        // The 'simple' (unstemmed) title words let a typed prefix match a word longer than its stem
        // ('continen' → 'continence', whose English stem is 'contin'). Hyphens become spaces first, or
        // the parser reads 'NIT-2' and 'Large-200' as the negative numbers '-2' and '-200'. The title's
        // sizes ('5 X 5cm' → '5x5 5cm') are words of their own (search/size-words.ts, migration 0037).
        sql`setweight(to_tsvector('english', translate(coalesce(title, ''), '-/', '  ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(title, ''), '-/', '  ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(sku, ''), '-_./', '    ')), 'A') || setweight(to_tsvector('simple', search_size_words(title)), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    index('products_category_title_idx').on(t.categoryId, t.title, t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_category_price_idx').on(t.categoryId, t.priceCents, t.id),
    index('products_title_idx').on(t.title, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.priceCents, t.id),
    // Listing counts are index-only scans of this narrow index (the visibility map is kept set by a
    // VACUUM after every catalogue write): 8,000 rows count in under a millisecond.
    index('products_active_category_idx').on(t.categoryId).where(sql`is_active`),
    index('products_search_idx').using('gin', t.searchVector),
    // The back office's product search: the search engine finds active products, this index the inactive few
    // (a common word's prefixes, 'sku-2-41', read the whole index for none: 3 ms on 50,000 products; here 0.02 ms).
    index('products_inactive_search_idx').using('gin', t.searchVector).where(sql`NOT is_active`),
    // The Specials page: products on special, newest first, and their count, from the few that are.
    index('products_on_sale_created_idx').on(t.createdAt, t.id, t.categoryId).where(sql`is_active AND is_on_sale`),
    // Issue #30 Part 3: a listing filtered to 'In stock' (untracked counting as in stock) counts its products,
    // on special or not, by an index-only scan of this one, as unfiltered listings do products_active_category_idx.
    index('products_in_stock_category_idx').on(t.categoryId, t.isOnSale).where(sql`is_active AND (stock_on_hand IS NULL OR stock_on_hand > 0)`),
    // The back office's 'on special' filter, inactive products included: its count reads only the few on special.
    index('products_on_sale_any_idx').on(t.categoryId, t.isActive).where(sql`is_on_sale`),
    // Issue #30 Part 3: the back office's 'Low stock' filter and the daily e-mail read only the few low products,
    // by the store's default threshold (a bound the query gives) or by the product's own (stock minus threshold).
    // The second is whole, not partial: the planner uses an expression index's statistics only then, and
    // without them it guessed hundreds of low products where there were none and walked the title index.
    index('products_low_stock_default_idx').on(t.stockOnHand).where(sql`stock_on_hand IS NOT NULL AND low_stock_threshold IS NULL`),
    index('products_low_stock_own_idx').on(sql`(stock_on_hand - low_stock_threshold)`),
    check('products_order_qty_check', sql`(min_order_qty IS NULL OR min_order_qty >= 1) AND (order_multiple IS NULL OR order_multiple >= 1) AND (max_order_qty IS NULL OR max_order_qty >= 1)`),
    check('products_stock_policy_check', sql`stock_policy IN ('allow_backorder', 'stop')`),
    check('products_low_stock_threshold_check', sql`low_stock_threshold IS NULL OR low_stock_threshold >= 0`),
    check('products_order_multiple_check', sql`order_multiple IS NULL OR max_order_qty IS NULL OR max_order_qty % order_multiple = 0`),
  ],
);

/** spec §3 Variants: a matrix of blocks (rows, e.g. colours) by sizes (columns). */
export const variantMatrices = pgTable('variant_matrices', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  blockType: text('block_type').notNull().default('colour'),
  sizes: text('sizes').array().notNull(),
});

export const variantBlocks = pgTable(
  'variant_blocks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** A hex colour ('#1d4ed8') or an image URL. */
    swatch: text('swatch').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('variant_blocks_product_key_idx').on(t.productId, t.key)],
);

/** One cell of the matrix; its id is the cart's variant_id. */
export const variantCells = pgTable(
  'variant_cells',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    blockKey: text('block_key').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull().unique(),
    isRestricted: boolean('is_restricted').notNull().default(false),
    /** The cell's own price excluding GST, in cents; null: the product's price. */
    priceCents: integer('price_cents'),
  },
  (t) => [uniqueIndex('variant_cells_product_block_size_idx').on(t.productId, t.blockKey, t.size)],
);

/**
 * Issue #30 Part 3: the New Zealand days whose low-stock e-mail to ORDERS_EMAIL is queued (or found nothing
 * low): the row and the mail job commit together, so a second process or a retried run sends none.
 */
export const lowStockMailDays = pgTable('low_stock_mail_days', {
  storeDay: date('store_day', { mode: 'string' }).primaryKey(),
  productCount: integer('product_count').notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue #19: a CSV uploaded in the back office, checked and waiting to be applied: its valid rows as the
 * importer will write them. Applying it is one transaction; a token is applied at most once.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  token: text('token').primaryKey(),
  staffId: integer('staff_id').notNull(),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').$type<unknown[]>().notNull(),
  validRows: integer('valid_rows').notNull(),
  invalidRows: integer('invalid_rows').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
