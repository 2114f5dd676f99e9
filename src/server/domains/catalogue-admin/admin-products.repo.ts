// The back office's product reads and writes (issue #19 Part 1). Staff see every product, active or not,
// in every category (rest_acc is the buyers' rule).
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { StoredProduct } from '../catalogue/catalogue.types.ts';
import type { StockPolicy } from '../../../shared/stock-level.ts';

export type AdminProductRow = {
  id: number;
  version: number;
  sku: string;
  title: string;
  priceCents: number;
  basePriceCents: number;
  isOnSale: boolean;
  isActive: boolean;
  categoryId: number;
  categoryTitle: string;
  categoryPath: string;
  updatedAt: Date;
  image: string | null;
  stockOnHand: number | null;
  lowStockThreshold: number | null;
};

export type AdminMatrix = {
  blockType: string;
  sizes: string[];
  blocks: { key: string; label: string; swatch: string }[];
  cells: { id?: number; blockKey: string; size: string; sku: string; isRestricted: boolean; priceCents: number | null }[];
};

/** Every field staff edit, as stored. */
export type AdminProductFields = Pick<
  StoredProduct,
  | 'sku'
  | 'title'
  | 'categoryId'
  | 'images'
  | 'priceCents'
  | 'basePriceCents'
  | 'priceRangeFromCents'
  | 'priceRangeToCents'
  | 'isOnSale'
  | 'specialText'
  | 'packSize'
  | 'minOrderQty'
  | 'orderMultiple'
  | 'maxOrderQty'
> & {
  description: string;
  isActive: boolean;
  /** Issue #30 Part 3: null: not tracked; null threshold: the store's default; the day as YYYY-MM-DD. */
  stockOnHand: number | null;
  stockPolicy: StockPolicy;
  lowStockThreshold: number | null;
  backInStockOn: string | null;
};

export type AdminProductRecord = AdminProductFields & {
  id: number;
  version: number;
  slug: string;
  updatedAt: Date;
  categoryTitle: string;
  categoryPath: string;
};

/** `lowStockDefault`: only tracked products at or below their threshold, this one where they have none of their own. */
export type AdminProductFilter = { categoryId?: number; isOnSale?: boolean; isActive?: boolean; lowStockDefault?: number };

const COLUMNS: Record<keyof AdminProductFields, string> = {
  sku: 'sku',
  title: 'title',
  description: 'description',
  categoryId: 'category_id',
  images: 'images',
  priceCents: 'price_cents',
  basePriceCents: 'base_price_cents',
  priceRangeFromCents: 'price_range_from_cents',
  priceRangeToCents: 'price_range_to_cents',
  isOnSale: 'is_on_sale',
  specialText: 'special_text',
  packSize: 'pack_size',
  minOrderQty: 'min_order_qty',
  orderMultiple: 'order_multiple',
  maxOrderQty: 'max_order_qty',
  isActive: 'is_active',
  stockOnHand: 'stock_on_hand',
  stockPolicy: 'stock_policy',
  lowStockThreshold: 'low_stock_threshold',
  backInStockOn: 'back_in_stock_on',
};

const ROW_SELECT = sql`SELECT p.id, p.version, p.sku, p.title, p.price_cents AS "priceCents", p.base_price_cents AS "basePriceCents",
  p.is_on_sale AS "isOnSale", p.is_active AS "isActive", p.category_id AS "categoryId", c.title AS "categoryTitle",
  c.path AS "categoryPath", p.updated_at AS "updatedAt", p.images->0->>'url' AS image,
  p.stock_on_hand AS "stockOnHand", p.low_stock_threshold AS "lowStockThreshold"
  FROM products p JOIN categories c ON c.id = p.category_id`;

/** The category and everything below it (three levels at most). */
function inSubtree(categoryId: number): SQL {
  return sql`p.category_id IN (WITH RECURSIVE sub AS (SELECT id FROM categories WHERE id = ${categoryId}
    UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`;
}

/**
 * `terms` (searchTerms of the text typed: letters and digits only): every one starts a word of the title,
 * SKU or description, through the products' full-text index (no scan of the table).
 */
function conditions(filter: AdminProductFilter, terms?: readonly string[]): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.categoryId !== undefined) parts.push(inSubtree(filter.categoryId));
  if (filter.isOnSale !== undefined) parts.push(sql`p.is_on_sale = ${filter.isOnSale}`);
  if (filter.isActive !== undefined) parts.push(sql`p.is_active = ${filter.isActive}`);
  if (filter.lowStockDefault !== undefined) parts.push(lowStock(filter.lowStockDefault));
  if (terms && terms.length > 0) {
    const query = sql.join(terms.map((term) => sql`to_tsquery('simple', ${`${term}:*`})`), sql` && `);
    parts.push(sql`p.search_vector @@ (${query})`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * Issue #30 Part 3: tracked and at or below the threshold, written as the indexes' predicates and expression
 * (products_low_stock_default_idx, products_low_stock_own_idx) so each side reads only the low products.
 */
export function lowStock(defaultThreshold: number, alias = 'p'): SQL {
  const p = sql.raw(alias);
  return sql`((${p}.stock_on_hand IS NOT NULL AND ${p}.low_stock_threshold IS NULL AND ${p}.stock_on_hand <= ${defaultThreshold})
    OR (${p}.stock_on_hand IS NOT NULL AND ${p}.low_stock_threshold IS NOT NULL AND (${p}.stock_on_hand - ${p}.low_stock_threshold) <= 0))`;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function createAdminProductsRepo(db: DbExecutor) {
  async function count(where: SQL): Promise<number> {
    const result = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`);
    return result.rows[0]?.total ?? 0;
  }

  async function rows(where: SQL, limit: number, offset: number): Promise<AdminProductRow[]> {
    if (limit <= 0) return [];
    const result = await db.execute<AdminProductRow>(sql`${ROW_SELECT} WHERE ${where} ORDER BY p.title, p.id LIMIT ${limit} OFFSET ${offset}`);
    return result.rows.map((row) => ({ ...row, updatedAt: toDate(row.updatedAt) }));
  }

  return {
    /** The database itself, for reads outside a transaction. */
    executor: db,

    /** A page by title, and how many match; `terms`: words each must start (see conditions). */
    async findPage(filter: AdminProductFilter, page: { limit: number; offset: number }, terms?: readonly string[]): Promise<{ rows: AdminProductRow[]; total: number }> {
      const where = conditions(filter, terms);
      const [found, total] = await Promise.all([rows(where, page.limit, page.offset), count(where)]);
      return { rows: found, total };
    },

    /** The rows of these ids, in the order given (the search engine's). */
    async findRowsByIds(ids: readonly number[]): Promise<AdminProductRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<AdminProductRow>(sql`${ROW_SELECT} WHERE p.id = ANY(${sql.param([...ids])}::int[])`);
      const byId = new Map(result.rows.map((row) => [row.id, { ...row, updatedAt: toDate(row.updatedAt) }]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** One product with every field; `lock`: FOR UPDATE, on a transaction. */
    async findRecord(executor: DbExecutor, id: number, lock = false): Promise<AdminProductRecord | null> {
      const result = await executor.execute<AdminProductRecord>(sql`SELECT p.id, p.version, p.slug, p.sku, p.title, p.description,
          p.category_id AS "categoryId", p.images, p.price_cents AS "priceCents", p.base_price_cents AS "basePriceCents",
          p.price_range_from_cents AS "priceRangeFromCents", p.price_range_to_cents AS "priceRangeToCents",
          p.is_on_sale AS "isOnSale", p.special_text AS "specialText", p.pack_size AS "packSize", p.is_active AS "isActive",
          p.min_order_qty AS "minOrderQty", p.order_multiple AS "orderMultiple", p.max_order_qty AS "maxOrderQty",
          p.stock_on_hand AS "stockOnHand", p.stock_policy AS "stockPolicy", p.low_stock_threshold AS "lowStockThreshold",
          p.back_in_stock_on::text AS "backInStockOn", p.updated_at AS "updatedAt", c.title AS "categoryTitle", c.path AS "categoryPath"
        FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`);
      const row = result.rows[0];
      return row ? { ...row, updatedAt: toDate(row.updatedAt) } : null;
    },

    async findMatrix(executor: DbExecutor, productId: number): Promise<AdminMatrix | null> {
      const matrix = await executor.execute<{ block_type: string; sizes: string[] }>(sql`SELECT block_type, sizes FROM variant_matrices WHERE product_id = ${productId}`);
      const head = matrix.rows[0];
      if (!head) return null;
      const [blocks, cells] = await Promise.all([
        executor.execute<{ key: string; label: string; swatch: string }>(sql`SELECT key, label, swatch FROM variant_blocks WHERE product_id = ${productId} ORDER BY position, id`),
        executor.execute<AdminMatrix['cells'][number] & { id: number }>(sql`SELECT id, block_key AS "blockKey", size, sku, is_restricted AS "isRestricted", price_cents AS "priceCents"
          FROM variant_cells WHERE product_id = ${productId} ORDER BY id`),
      ]);
      return { blockType: head.block_type, sizes: head.sizes, blocks: blocks.rows, cells: cells.rows };
    },

    async insertProduct(executor: DbExecutor, fields: AdminProductFields & { slug: string }): Promise<number> {
      const names = Object.keys(COLUMNS) as (keyof AdminProductFields)[];
      const columns = sql.raw(['slug', ...names.map((name) => COLUMNS[name])].join(', '));
      const values = sql.join([sql`${fields.slug}`, ...names.map((name) => valueOf(name, fields[name]))], sql`, `);
      const result = await executor.execute<{ id: number }>(sql`INSERT INTO products (${columns}) VALUES (${values}) RETURNING id`);
      return result.rows[0]!.id;
    },

    /**
     * Compare-and-set: writes `changes` only if the product is still at `version`; `bumpVersion` moves the
     * version on itself (a matrix change, which the products trigger cannot see). Answers the new version, or
     * null when the product is not at `version` (or not there).
     */
    async updateProduct(executor: DbExecutor, id: number, version: number, changes: Partial<AdminProductFields>, bumpVersion: boolean): Promise<number | null> {
      const sets = (Object.keys(changes) as (keyof AdminProductFields)[]).map((name) => sql`${sql.raw(COLUMNS[name])} = ${valueOf(name, changes[name])}`);
      if (bumpVersion) sets.push(sql`version = version + 1, updated_at = now()`);
      if (sets.length === 0) sets.push(sql`version = version`);
      const result = await executor.execute<{ version: number }>(sql`UPDATE products SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND version = ${version} RETURNING version`);
      return result.rows[0]?.version ?? null;
    },

    /** Replaces the matrix, keeping each remaining cell's id (carts and lists hold it as variant_id); null removes it. */
    async replaceMatrix(executor: DbExecutor, productId: number, matrix: AdminMatrix | null): Promise<void> {
      if (matrix === null) {
        await executor.execute(sql`DELETE FROM variant_cells WHERE product_id = ${productId}`);
        await executor.execute(sql`DELETE FROM variant_blocks WHERE product_id = ${productId}`);
        await executor.execute(sql`DELETE FROM variant_matrices WHERE product_id = ${productId}`);
        return;
      }
      await executor.execute(sql`INSERT INTO variant_matrices (product_id, block_type, sizes) VALUES (${productId}, ${matrix.blockType}, ${sql.param(matrix.sizes)}::text[])
        ON CONFLICT (product_id) DO UPDATE SET block_type = excluded.block_type, sizes = excluded.sizes`);
      const keys = matrix.blocks.map((block) => block.key);
      await executor.execute(sql`DELETE FROM variant_blocks WHERE product_id = ${productId} AND NOT (key = ANY(${sql.param(keys)}::text[]))`);
      for (const [position, block] of matrix.blocks.entries()) {
        await executor.execute(sql`INSERT INTO variant_blocks (product_id, key, label, swatch, position) VALUES (${productId}, ${block.key}, ${block.label}, ${block.swatch}, ${position})
          ON CONFLICT (product_id, key) DO UPDATE SET label = excluded.label, swatch = excluded.swatch, position = excluded.position`);
      }
      const pairs = matrix.cells.map((cell) => `${cell.blockKey}\u0001${cell.size}`);
      await executor.execute(sql`DELETE FROM variant_cells WHERE product_id = ${productId} AND NOT ((block_key || E'\\x01' || size) = ANY(${sql.param(pairs)}::text[]))`);
      // A SKU moving from one kept cell to another would meet itself: clear the kept cells' SKUs first.
      await executor.execute(sql`UPDATE variant_cells SET sku = '~' || id::text WHERE product_id = ${productId}`);
      for (const cell of matrix.cells) {
        await executor.execute(sql`INSERT INTO variant_cells (product_id, block_key, size, sku, is_restricted, price_cents)
          VALUES (${productId}, ${cell.blockKey}, ${cell.size}, ${cell.sku}, ${cell.isRestricted}, ${cell.priceCents})
          ON CONFLICT (product_id, block_key, size) DO UPDATE SET sku = excluded.sku, is_restricted = excluded.is_restricted, price_cents = excluded.price_cents`);
      }
    },

    async categoryExists(id: number): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM categories WHERE id = ${id}) AS found`);
      return result.rows[0]?.found ?? false;
    },

    /** The category and every category below it. */
    async findSubtreeIds(categoryId: number): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`WITH RECURSIVE sub AS (SELECT id FROM categories WHERE id = ${categoryId}
        UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`);
      return result.rows.map((row) => row.id);
    },
  };
}
export type AdminProductsRepo = ReturnType<typeof createAdminProductsRepo>;

function valueOf(name: keyof AdminProductFields, value: unknown): SQL {
  return name === 'images' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;
}
