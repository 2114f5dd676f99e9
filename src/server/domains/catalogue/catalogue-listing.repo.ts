// Product listings: one page of the categories a viewer may see in a sort, and how many there are.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { VisibleCategories } from './catalogue-visibility.ts';
import { planProductPage, type ListingSort } from './listing-sort.ts';
import type { Product } from './product.ts';
import { productColumns, productFields, toProduct, type ProductRow } from './product-rows.repo.ts';

export type ProductPageQuery = {
  /** Made by the viewer's VisibleCatalogue: hidden categories are already out. */
  filter: VisibleCategories;
  sort: ListingSort;
  /** Every category id in tree order, for the 'category' sort. */
  categoryOrder: number[];
  limit: number;
  offset: number;
  /** Only products on special (the Specials page). */
  onSaleOnly?: boolean;
  /** Only products in stock, or not tracked (issue #30 Part 3: the 'In stock' filter). */
  inStockOnly?: boolean;
  /** A contract viewer's prices, for a sort by price (issue #27): see contractPriceOrder. */
  contract?: ContractPricing;
};

/** The lists in force for the viewer, and the best category rule (basis points off) of each category it reaches. */
export type ContractPricing = { listIds: readonly number[]; ruleCategoryIds: readonly number[]; ruleBasisPoints: readonly number[] };

/**
 * What a contract viewer pays for one of a product (shared/price-resolver.ts in SQL, for sorting): the lowest
 * of its own price, its entries from 1 unit (a product with options: its open cells' entries) and its
 * category's rule off the list price. The page shown is priced again by the resolver itself.
 */
function contractPriceOf(contract: ContractPricing, alias: string): SQL {
  const p = sql.raw(alias);
  const lists = sql`${sql.param([...contract.listIds])}::int[]`;
  return sql`LEAST(
    ${p}.price_cents,
    (SELECT min(e.price_cents) FROM price_list_entries e WHERE e.sku = ${p}.sku AND e.list_id = ANY(${lists}) AND e.min_qty = 1),
    (SELECT min(e.price_cents) FROM variant_cells vc JOIN price_list_entries e ON e.sku = vc.sku AND e.list_id = ANY(${lists}) AND e.min_qty = 1
      WHERE vc.product_id = ${p}.id AND NOT vc.is_restricted),
    (SELECT round(GREATEST(${p}.base_price_cents, ${p}.price_cents) * (10000 - r.bp) / 10000.0)::int
      FROM unnest(${sql.param([...contract.ruleCategoryIds])}::int[], ${sql.param([...contract.ruleBasisPoints])}::int[]) AS r(category_id, bp)
      WHERE r.category_id = ${p}.category_id))`;
}

/** Which products a listing holds: active, in the viewer's categories, and on special or in stock when asked. */
export type ListedProducts = Pick<ProductPageQuery, 'filter' | 'onSaleOnly' | 'inStockOnly'>;

/** The viewer's categories as a WHERE condition on `alias`.category_id. */
export function categoryCondition(filter: VisibleCategories, alias: string): SQL {
  const column = sql.raw(`${alias}.category_id`);
  if (filter.kind === 'all') return sql`TRUE`;
  if (filter.kind === 'not-in') return filter.ids.length === 0 ? sql`TRUE` : sql`${column} <> ALL(${sql.param(filter.ids)}::int[])`;
  if (filter.ids.length === 0) return sql`FALSE`;
  // A single category as '=' so the planner walks the (category_id, <sort>, id) index in order.
  if (filter.ids.length === 1) return sql`${column} = ${filter.ids[0]}`;
  return sql`${column} = ANY(${sql.param(filter.ids)}::int[])`;
}

/**
 * Issue #30 Part 3: in stock for the 'In stock' filter, on `alias` (stock-json.ts isListedInStock is its
 * twin): low stock is in stock, and an untracked product (no count) counts as in stock.
 */
export function inStockCondition(alias: string): SQL {
  const column = sql.raw(`${alias}.stock_on_hand`);
  return sql`(${column} IS NULL OR ${column} > 0)`;
}

/** The listing's conditions beyond its categories: ' AND alias.is_on_sale AND (in stock)', as asked. */
function listedFlags(listed: Pick<ListedProducts, 'onSaleOnly' | 'inStockOnly'>, alias: string): SQL {
  const onSale = listed.onSaleOnly ? sql` AND ${sql.raw(alias)}.is_on_sale` : sql``;
  const inStock = listed.inStockOnly ? sql` AND ${inStockCondition(alias)}` : sql``;
  return sql`${onSale}${inStock}`;
}

/** The WHERE condition of a listing on `alias`. */
export function listedCondition(listed: ListedProducts, alias: string): SQL {
  return sql`${sql.raw(alias)}.is_active AND ${categoryCondition(listed.filter, alias)}${listedFlags(listed, alias)}`;
}

/** ORDER BY for a resolved sort; every branch is a fixed string, ties broken by id so pages are stable. */
export function orderBy(sort: ListingSort, categoryOrder: number[], alias: string): SQL {
  const dir = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  switch (sort.key) {
    case 'title':
      return sql`${column('title')} ${dir}, ${column('id')} ${dir}`;
    case 'created_at':
      return sql`${column('created_at')} ${dir}, ${column('id')} ${dir}`;
    case 'price':
      return sql`${column('price_cents')} ${dir}, ${column('id')} ${dir}`;
    case 'category':
      return sql`array_position(${sql.param(categoryOrder)}::int[], ${column('category_id')}) ${dir}, ${column('title')} ${dir}, ${column('id')} ${dir}`;
    case 'relevance':
      return sql`${column('rank')} DESC, ${column('title')} ASC, ${column('id')} ASC`;
  }
}

/** Whether the product has a variant matrix; evaluated for a page's rows only (a hashed subplan over the few matrices). */
export function hasVariants(alias: string): SQL {
  return sql`EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = ${sql.raw(alias)}.id) AS "hasVariants"`;
}

export function createCatalogueListingRepo(db: DbExecutor) {
  return {
    async findProductPage(query: ProductPageQuery): Promise<Product[]> {
      if (query.contract && query.sort.key === 'price') {
        const dir = sql.raw(query.sort.direction === 'desc' ? 'DESC' : 'ASC');
        const result = await db.execute<ProductRow>(sql`
          SELECT ${productFields('p')}, ${hasVariants('p')}
          FROM products p
          WHERE ${listedCondition(query, 'p')}
          ORDER BY ${contractPriceOf(query.contract, 'p')} ${dir}, p.id ${dir}
          LIMIT ${query.limit} OFFSET ${query.offset}`);
        return result.rows.map(toProduct);
      }
      const plan = planProductPage(query);
      if (plan.kind === 'plain') {
        const result = await db.execute<ProductRow>(sql`
          SELECT ${productFields('p')}, ${hasVariants('p')}
          FROM products p
          WHERE ${listedCondition(query, 'p')}
          ORDER BY ${orderBy(query.sort, query.categoryOrder, 'p')}
          LIMIT ${query.limit} OFFSET ${query.offset}`);
        return result.rows.map(toProduct);
      }
      // Each category's first rows from its own index, merged; ranked by tree order for 'category'.
      const within = plan.isRanked ? { key: 'title' as const, direction: query.sort.direction } : query.sort;
      const outerOrder = plan.isRanked
        ? sql`c.rank, ${orderBy(within, [], 'p')}`
        : orderBy(query.sort, [], 'p');
      const result = await db.execute<ProductRow>(sql`
        SELECT ${productFields('p')}, ${hasVariants('p')}
        FROM unnest(${sql.param(plan.ids)}::int[]) WITH ORDINALITY AS c(id, rank)
        CROSS JOIN LATERAL (
          SELECT ${productColumns('p')} FROM products p
          WHERE p.category_id = c.id AND p.is_active${listedFlags(query, 'p')}
          ORDER BY ${orderBy(within, [], 'p')}
          LIMIT ${query.offset + query.limit}
        ) p
        ORDER BY ${outerOrder}
        LIMIT ${query.limit} OFFSET ${query.offset}`);
      return result.rows.map(toProduct);
    },

    /** These products (a keyword search's matches) in a contract viewer's price order, one page of them. */
    async findProductsByIdInPriceOrder(ids: readonly number[], contract: ContractPricing, direction: 'asc' | 'desc', limit: number, offset: number): Promise<Product[]> {
      if (ids.length === 0) return [];
      const dir = sql.raw(direction === 'desc' ? 'DESC' : 'ASC');
      const result = await db.execute<ProductRow>(sql`
        SELECT ${productFields('p')}, ${hasVariants('p')}
        FROM products p
        WHERE p.id = ANY(${sql.param([...ids])}::int[]) AND p.is_active
        ORDER BY ${contractPriceOf(contract, 'p')} ${dir}, p.id ${dir}
        LIMIT ${limit} OFFSET ${offset}`);
      return result.rows.map(toProduct);
    },

    async countProducts(listed: ListedProducts): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products p WHERE ${listedCondition(listed, 'p')}`);
      return result.rows[0]?.total ?? 0;
    },
  };
}
