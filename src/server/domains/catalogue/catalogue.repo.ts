import { sql, type SQL } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { executeNamed } from '../../db/named-query.ts';
import type * as schema from '../../db/schema/index.ts';
import type { ProductImage } from '../../db/schema/catalogue.ts';
import type { CategoryRecord, ListingCategoryFilter } from './category-tree.ts';
import { planProductPage, type ListingSort } from './listing-sort.ts';
import type { Product, ProductDetail, VariantMatrix } from './product-json.ts';
import { parseTimestamp } from './pg-timestamp.ts';
import type { PurchaseCandidate, PurchaseRequest } from './purchasable.ts';
import { SPELLING_MIN_SIMILARITY } from './search-query.ts';

/** The database or a transaction on it (seeding and imports write in one transaction). */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** Which categories a listing draws from; the service has already taken hidden ones out. */
export type CategoryFilter = ListingCategoryFilter;

export type ProductPageQuery = {
  filter: CategoryFilter;
  sort: ListingSort;
  /** Every category id in tree order, for the 'category' sort. */
  categoryOrder: number[];
  limit: number;
  offset: number;
};

export type SearchPageQuery = ProductPageQuery & {
  /** One tsquery text per term (see search-query.ts); all must match. */
  queryParts: string[];
  /** Most matches ever considered, so a one-letter search costs no more than this many rows. */
  cap: number;
};

type ProductRow = {
  id: number;
  sku: string;
  slug: string;
  title: string;
  category_id: number;
  images: ProductImage[];
  price_cents: number;
  base_price_cents: number;
  price_range_from_cents: number | null;
  price_range_to_cents: number | null;
  is_on_sale: boolean;
  special_text: string | null;
  created_at: Date | string;
  has_variants: boolean;
};

const PRODUCT_COLUMNS = sql.raw(
  'p.id, p.sku, p.slug, p.title, p.category_id, p.images, p.price_cents, p.base_price_cents, ' +
    'p.price_range_from_cents, p.price_range_to_cents, p.is_on_sale, p.special_text, p.created_at',
);

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    title: row.title,
    categoryId: row.category_id,
    images: row.images,
    priceCents: row.price_cents,
    basePriceCents: row.base_price_cents,
    priceRangeFromCents: row.price_range_from_cents,
    priceRangeToCents: row.price_range_to_cents,
    isOnSale: row.is_on_sale,
    specialText: row.special_text,
    createdAt: parseTimestamp(row.created_at),
    hasVariants: row.has_variants,
  };
}

function categoryCondition(filter: CategoryFilter, alias: string): SQL {
  const column = sql.raw(`${alias}.category_id`);
  if (filter.kind === 'all') return sql`TRUE`;
  if (filter.kind === 'not-in') return filter.ids.length === 0 ? sql`TRUE` : sql`${column} <> ALL(${sql.param(filter.ids)}::int[])`;
  if (filter.ids.length === 0) return sql`FALSE`;
  // A single category as '=' so the planner walks the (category_id, <sort>, id) index in order.
  if (filter.ids.length === 1) return sql`${column} = ${filter.ids[0]}`;
  return sql`${column} = ANY(${sql.param(filter.ids)}::int[])`;
}

/** ORDER BY for a resolved sort; every branch is a fixed string, ties broken by id so pages are stable. */
function orderBy(sort: ListingSort, categoryOrder: number[], alias: string): SQL {
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

/** Each term matches the stemmed English words or, as a prefix, the unstemmed title words. */
function tsQuery(queryParts: string[]): SQL {
  const perTerm = queryParts.map((part) => sql`(to_tsquery('english', ${part}) || to_tsquery('simple', ${part}))`);
  return sql.join(perTerm, sql` && `);
}

export function createCatalogueRepo(db: DbExecutor) {
  return {
    async findCategories(): Promise<CategoryRecord[]> {
      const result = await db.execute<{
        id: number;
        parent_id: number | null;
        slug: string;
        path: string;
        depth: number;
        position: number;
        title: string;
        image: string | null;
        banner_image: string | null;
        blurb: string;
        rest_acc: string[];
      }>(sql`SELECT id, parent_id, slug, path, depth, position, title, image, banner_image, blurb, rest_acc FROM categories`);
      return result.rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        slug: row.slug,
        path: row.path,
        depth: row.depth,
        position: row.position,
        title: row.title,
        image: row.image,
        bannerImage: row.banner_image,
        blurb: row.blurb,
        restAcc: row.rest_acc,
      }));
    },

    async findProductPage(query: ProductPageQuery): Promise<Product[]> {
      const plan = planProductPage(query);
      // The EXISTS is evaluated for the page's rows only (a hashed subplan over the few matrices).
      const hasVariants = sql`EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id) AS has_variants`;
      if (plan.kind === 'plain') {
        const result = await db.execute<ProductRow>(sql`
          SELECT ${PRODUCT_COLUMNS}, ${hasVariants}
          FROM products p
          WHERE p.is_active AND ${categoryCondition(query.filter, 'p')}
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
        SELECT ${PRODUCT_COLUMNS}, ${hasVariants}
        FROM unnest(${sql.param(plan.ids)}::int[]) WITH ORDINALITY AS c(id, rank)
        CROSS JOIN LATERAL (
          SELECT ${PRODUCT_COLUMNS} FROM products p
          WHERE p.category_id = c.id AND p.is_active
          ORDER BY ${orderBy(within, [], 'p')}
          LIMIT ${query.offset + query.limit}
        ) p
        ORDER BY ${outerOrder}
        LIMIT ${query.limit} OFFSET ${query.offset}`);
      return result.rows.map(toProduct);
    },

    async countProducts(filter: CategoryFilter): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM products p WHERE p.is_active AND ${categoryCondition(filter, 'p')}`,
      );
      return result.rows[0]?.total ?? 0;
    },

    /** Ranked full-text matches (at most `cap`), one page of them and how many there are. */
    async searchProductPage(query: SearchPageQuery): Promise<{ products: Product[]; total: number | null }> {
      const rank = query.sort.key === 'relevance' ? sql`ts_rank(p.search_vector, q.query)` : sql`0`;
      const result = await db.execute<ProductRow & { total: number }>(sql`
        WITH q AS (SELECT ${tsQuery(query.queryParts)} AS query),
        matched AS (
          SELECT ${PRODUCT_COLUMNS}, ${rank} AS rank
          FROM products p, q
          WHERE p.search_vector @@ q.query AND p.is_active AND ${categoryCondition(query.filter, 'p')}
          LIMIT ${query.cap}
        )
        SELECT m.*, EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = m.id) AS has_variants,
          (count(*) OVER ())::int AS total
        FROM matched m
        ORDER BY ${orderBy(query.sort, query.categoryOrder, 'm')}
        LIMIT ${query.limit} OFFSET ${query.offset}`);
      // Past the last page no row carries the total: the caller counts separately.
      return { products: result.rows.map(toProduct), total: result.rows[0]?.total ?? null };
    },

    async countSearchMatches(query: Pick<SearchPageQuery, 'queryParts' | 'filter' | 'cap'>): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM (
          SELECT 1 FROM products p
          WHERE p.search_vector @@ (${tsQuery(query.queryParts)}) AND p.is_active AND ${categoryCondition(query.filter, 'p')}
          LIMIT ${query.cap}
        ) matched`);
      return result.rows[0]?.total ?? 0;
    },

    /** For each term, the most similar catalogue word (pg_trgm, GiST nearest neighbour) if similar enough. */
    async findSpellingCorrections(terms: string[]): Promise<Map<string, string>> {
      if (terms.length === 0) return new Map();
      const result = await db.execute<{ term: string; word: string | null }>(sql`
        SELECT t.term, (
          SELECT w.word FROM search_words w
          WHERE similarity(w.word, t.term) >= ${SPELLING_MIN_SIMILARITY}
          ORDER BY w.word <-> t.term, w.word
          LIMIT 1
        ) AS word
        FROM unnest(${sql.param(terms)}::text[]) AS t(term)`);
      return new Map(result.rows.flatMap((row) => (row.word ? [[row.term, row.word] as const] : [])));
    },

    /**
     * For each request, the active product (by id, or by the cell's product when productId is null) with
     * today's price, and the requested cell when it belongs to that product; one query, request order kept.
     */
    async findPurchaseCandidates(requests: readonly PurchaseRequest[]): Promise<PurchaseCandidate[]> {
      if (requests.length === 0) return [];
      const result = await executeNamed<{
        requested_product_id: number;
        variant_id: number;
        id: number | null;
        sku: string;
        slug: string;
        title: string;
        category_id: number;
        images: ProductImage[];
        price_cents: number;
        has_variants: boolean;
        cell_id: number | null;
        cell_sku: string;
        cell_label: string;
        cell_is_restricted: boolean;
      }>(db, 'catalogue_purchase_candidates', sql`
        SELECT t.requested_product_id, t.variant_id, p.id, p.sku, p.slug, p.title, p.category_id, p.images, p.price_cents,
          EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id) AS has_variants,
          c.id AS cell_id, c.sku AS cell_sku, coalesce(b.label, c.block_key) || ' / ' || c.size AS cell_label,
          c.is_restricted AS cell_is_restricted
        FROM unnest(${sql.param(requests.map((request) => request.productId ?? 0))}::int[],
                    ${sql.param(requests.map((request) => request.variantId))}::int[])
          WITH ORDINALITY AS t(requested_product_id, variant_id, ord)
        LEFT JOIN variant_cells c ON t.variant_id > 0 AND c.id = t.variant_id
          AND (t.requested_product_id = 0 OR c.product_id = t.requested_product_id)
        LEFT JOIN products p ON p.is_active
          AND p.id = CASE WHEN t.requested_product_id = 0 THEN c.product_id ELSE t.requested_product_id END
        LEFT JOIN variant_blocks b ON b.product_id = c.product_id AND b.key = c.block_key
        ORDER BY t.ord`);
      return result.rows.map((row) => ({
        requestedProductId: row.requested_product_id === 0 ? null : row.requested_product_id,
        variantId: row.variant_id,
        product:
          row.id === null
            ? null
            : {
                id: row.id,
                sku: row.sku,
                slug: row.slug,
                title: row.title,
                categoryId: row.category_id,
                images: row.images,
                priceCents: row.price_cents,
                hasVariants: row.has_variants,
              },
        cell:
          row.cell_id === null ? null : { id: row.cell_id, sku: row.cell_sku, label: row.cell_label, isRestricted: row.cell_is_restricted },
      }));
    },

    /** An active product by id or slug, with its description and variant matrix (one query). */
    async findProduct(key: { id: number } | { slug: string }): Promise<ProductDetail | null> {
      const where = 'id' in key ? sql`p.id = ${key.id}` : sql`p.slug = ${key.slug}`;
      const result = await db.execute<ProductRow & { description: string; variants: VariantMatrix | null }>(sql`
        SELECT ${PRODUCT_COLUMNS}, p.description,
          vm.product_id IS NOT NULL AS has_variants,
          CASE WHEN vm.product_id IS NULL THEN NULL ELSE json_build_object(
            'blockType', vm.block_type,
            'sizes', vm.sizes,
            'blocks', (SELECT coalesce(json_agg(json_build_object('key', b.key, 'label', b.label, 'swatch', b.swatch)
                        ORDER BY b.position, b.id), '[]'::json) FROM variant_blocks b WHERE b.product_id = p.id),
            'cells', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'blockKey', c.block_key, 'size', c.size,
                        'sku', c.sku, 'isRestricted', c.is_restricted) ORDER BY c.id), '[]'::json)
                      FROM variant_cells c WHERE c.product_id = p.id)
          ) END AS variants
        FROM products p LEFT JOIN variant_matrices vm ON vm.product_id = p.id
        WHERE ${where} AND p.is_active`);
      const row = result.rows[0];
      return row ? { ...toProduct(row), description: row.description, variants: row.variants } : null;
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
