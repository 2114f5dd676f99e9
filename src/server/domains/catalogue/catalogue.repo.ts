// The catalogue's reads: the category records (read only by catalogue-visibility.ts, which decides what
// each viewer sees), one product with its matrix, and the purchase check; listings and search live in
// their own repos and are joined in here. Every product read takes the viewer's VisibleCategories.
import { sql } from 'drizzle-orm';
import type { OrderQuantityRules } from '../../../shared/order-quantity.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { executeNamed } from '../../db/named-query.ts';
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';
import { categoryCondition, createCatalogueListingRepo } from './catalogue-listing.repo.ts';
import { createCatalogueMatchRepo } from './catalogue-match.repo.ts';
import { createCatalogueSearchRepo } from './catalogue-search.repo.ts';
import type { VisibleCategories } from './catalogue-visibility.ts';
import type { CategoryRecord } from './category-tree.ts';
import type { Product, ProductDetail, VariantMatrix } from './product.ts';
import { productFields, productJsonArguments, toProduct, type ProductRow } from './product-rows.repo.ts';
import type { NavItemRecord } from './nav-item.ts';
import type { PurchaseCandidate, PurchaseRequest } from './purchase.types.ts';

/**
 * The viewer's categories as two array parameters (only these, when not null; never these), so the named
 * purchase statement has one text for every viewer.
 */
function categoryParams(filter: VisibleCategories): { only: number[] | null; except: number[] } {
  if (filter.kind === 'in') return { only: filter.ids, except: [] };
  return { only: null, except: filter.kind === 'not-in' ? filter.ids : [] };
}

/** A product as a listing shows it, with the requested variant cell when it belongs to it. */
export type ListedProduct = { product: Product; cell: PurchaseCandidate['cell'] };

export function createCatalogueRepo(db: DbExecutor) {
  return {
    ...createCatalogueListingRepo(db),
    ...createCatalogueSearchRepo(db),
    ...createCatalogueMatchRepo(db),

    /** Every category with its rest_acc: the source of the visibility module's tree, and of nothing else. */
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

    /** The category that was at this path before it moved or its address changed (category_redirects), or null. */
    async findMovedCategoryId(path: string): Promise<number | null> {
      const result = await db.execute<{ category_id: number }>(sql`SELECT category_id FROM category_redirects WHERE old_path = ${path}`);
      return result.rows[0]?.category_id ?? null;
    },

    /** The header's nav links with their rest_acc, in order: read by the visibility module only, like the categories. */
    async findNavItems(): Promise<NavItemRecord[]> {
      const result = await db.execute<{ id: number; label: string; url: string; rest_acc: string[] }>(
        sql`SELECT id, label, url, rest_acc FROM nav_items ORDER BY position, id`,
      );
      return result.rows.map((row) => ({ id: row.id, label: row.label, url: row.url, restAcc: row.rest_acc }));
    },

    /**
     * For each request, the active product the viewer may see (by id, or by the cell's product when productId
     * is null) with today's price, and the requested cell when it belongs to that product; one query, request
     * order kept. A product in a hidden category is not found, exactly like a missing one.
     */
    async findPurchaseCandidates(categories: VisibleCategories, requests: readonly PurchaseRequest[]): Promise<PurchaseCandidate[]> {
      if (requests.length === 0) return [];
      const { only, except } = categoryParams(categories);
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
        base_price_cents: number;
        is_on_sale: boolean;
        pack_size: number | null;
        min_order_qty: number | null;
        order_multiple: number | null;
        max_order_qty: number | null;
        has_variants: boolean;
        cell_id: number | null;
        cell_sku: string;
        cell_label: string;
        cell_is_restricted: boolean;
        cell_price_cents: number | null;
        cell_own_price_cents: number | null;
      }>(db, 'catalogue_purchase_candidates', sql`
        SELECT t.requested_product_id, t.variant_id, p.id, p.sku, p.slug, p.title, p.category_id, p.images, p.price_cents,
          p.base_price_cents, p.is_on_sale, p.pack_size, p.min_order_qty, p.order_multiple, p.max_order_qty,
          EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id) AS has_variants,
          c.id AS cell_id, c.sku AS cell_sku, coalesce(b.label, c.block_key) || ' / ' || c.size AS cell_label,
          c.is_restricted AS cell_is_restricted, coalesce(c.price_cents, p.price_cents) AS cell_price_cents, c.price_cents AS cell_own_price_cents
        FROM unnest(${sql.param(requests.map((request) => request.productId ?? 0))}::int[],
                    ${sql.param(requests.map((request) => request.variantId))}::int[])
          WITH ORDINALITY AS t(requested_product_id, variant_id, ord)
        LEFT JOIN variant_cells c ON t.variant_id > 0 AND c.id = t.variant_id
          AND (t.requested_product_id = 0 OR c.product_id = t.requested_product_id)
        LEFT JOIN products p ON p.is_active
          AND p.id = CASE WHEN t.requested_product_id = 0 THEN c.product_id ELSE t.requested_product_id END
          AND (${sql.param(only)}::int[] IS NULL OR p.category_id = ANY(${sql.param(only)}::int[]))
          AND p.category_id <> ALL(${sql.param(except)}::int[])
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
                basePriceCents: row.base_price_cents,
                isOnSale: row.is_on_sale,
                packSize: row.pack_size,
                minOrderQty: row.min_order_qty,
                orderMultiple: row.order_multiple,
                maxOrderQty: row.max_order_qty,
                hasVariants: row.has_variants,
              },
        cell:
          row.cell_id === null
            ? null
            : {
                id: row.cell_id,
                sku: row.cell_sku,
                label: row.cell_label,
                isRestricted: row.cell_is_restricted,
                priceCents: row.cell_price_cents,
                ownPriceCents: row.cell_own_price_cents,
              },
      }));
    },

    /**
     * For each (product, cell) pair, the whole active product the viewer may see (a listing's fields) and
     * the cell when it belongs to it; null for a product that is missing, inactive or hidden. One query,
     * request order kept: what a saved list (fast orders) shows of its items.
     */
    async findListedProducts(
      categories: VisibleCategories,
      requests: readonly { productId: number; variantId: number }[],
    ): Promise<(ListedProduct | null)[]> {
      if (requests.length === 0) return [];
      const { only, except } = categoryParams(categories);
      // One JSON value for all items (a list may hold thousands): the driver parses it in one go.
      const result = await executeNamed<{ items: ((ProductRow & { cell: ListedProduct['cell'] }) | null)[] }>(db, 'catalogue_listed_products', sql`
        SELECT coalesce(json_agg(CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object(${productJsonArguments('p')},
            'hasVariants', EXISTS (SELECT 1 FROM variant_matrices vm WHERE vm.product_id = p.id),
            'cell', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'sku', c.sku,
              'label', coalesce(b.label, c.block_key) || ' / ' || c.size, 'isRestricted', c.is_restricted,
              'priceCents', coalesce(c.price_cents, p.price_cents), 'ownPriceCents', c.price_cents) END) END ORDER BY t.ord), '[]'::json) AS items
        FROM unnest(${sql.param(requests.map((request) => request.productId))}::int[],
                    ${sql.param(requests.map((request) => request.variantId))}::int[])
          WITH ORDINALITY AS t(product_id, variant_id, ord)
        LEFT JOIN products p ON p.id = t.product_id AND p.is_active
          AND (${sql.param(only)}::int[] IS NULL OR p.category_id = ANY(${sql.param(only)}::int[]))
          AND p.category_id <> ALL(${sql.param(except)}::int[])
        LEFT JOIN variant_cells c ON t.variant_id > 0 AND c.id = t.variant_id AND c.product_id = p.id
        LEFT JOIN variant_blocks b ON b.product_id = c.product_id AND b.key = c.block_key`);
      const items = result.rows[0]?.items ?? [];
      return items.map((row) => (row ? { product: toProduct(row), cell: row.cell } : null));
    },

    /** An active product the viewer may see, by id or slug, with its description and variant matrix (one query). */
    async findProduct(categories: VisibleCategories, key: { id: number } | { slug: string }): Promise<ProductDetail | null> {
      const where = 'id' in key ? sql`p.id = ${key.id}` : sql`p.slug = ${key.slug}`;
      const result = await db.execute<ProductRow & { description: string; variants: VariantMatrix | null }>(sql`
        SELECT ${productFields('p')}, p.description,
          vm.product_id IS NOT NULL AS "hasVariants",
          CASE WHEN vm.product_id IS NULL THEN NULL ELSE json_build_object(
            'blockType', vm.block_type,
            'sizes', vm.sizes,
            'blocks', (SELECT coalesce(json_agg(json_build_object('key', b.key, 'label', b.label, 'swatch', b.swatch)
                        ORDER BY b.position, b.id), '[]'::json) FROM variant_blocks b WHERE b.product_id = p.id),
            'cells', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'blockKey', c.block_key, 'size', c.size,
                        'sku', c.sku, 'isRestricted', c.is_restricted, 'priceCents', coalesce(c.price_cents, p.price_cents),
                        'ownPriceCents', c.price_cents)
                        ORDER BY c.id), '[]'::json)
                      FROM variant_cells c WHERE c.product_id = p.id)
          ) END AS variants
        FROM products p LEFT JOIN variant_matrices vm ON vm.product_id = p.id
        WHERE ${where} AND p.is_active AND ${categoryCondition(categories, 'p')}`);
      const row = result.rows[0];
      return row ? { ...toProduct(row), description: row.description, variants: row.variants } : null;
    },

    /** The order-quantity rules of these products (a cell has its product's), by product id. */
    async findQuantityRules(productIds: readonly number[]): Promise<Map<number, OrderQuantityRules>> {
      if (productIds.length === 0) return new Map();
      const result = await db.execute<{ id: number; min_order_qty: number | null; order_multiple: number | null; max_order_qty: number | null }>(sql`
        SELECT id, min_order_qty, order_multiple, max_order_qty FROM products WHERE id = ANY(${sql.param([...productIds])}::int[])`);
      return new Map(result.rows.map((row) => [row.id, { minOrderQty: row.min_order_qty, orderMultiple: row.order_multiple, maxOrderQty: row.max_order_qty }]));
    },

    /** The open (unrestricted) cells of these products, with their own prices (null: the product's), for their price range. */
    async findCellsForPricing(productIds: readonly number[]): Promise<Map<number, { sku: string; ownPriceCents: number | null }[]>> {
      const cells = new Map<number, { sku: string; ownPriceCents: number | null }[]>();
      if (productIds.length === 0) return cells;
      const result = await db.execute<{ product_id: number; sku: string; price_cents: number | null }>(sql`
        SELECT product_id, sku, price_cents FROM variant_cells
        WHERE product_id = ANY(${sql.param([...productIds])}::int[]) AND NOT is_restricted ORDER BY product_id, id`);
      for (const row of result.rows) cells.set(row.product_id, [...(cells.get(row.product_id) ?? []), { sku: row.sku, ownPriceCents: row.price_cents }]);
      return cells;
    },

    /**
     * The swatch a product picture is drawn in: a variant cell's block colour, or a product's first block
     * colour when it has variants; null otherwise. For the public pictures only (a colour, no viewer needed).
     */
    async findPictureSwatch(sku: string): Promise<string | null> {
      const result = await db.execute<{ swatch: string | null }>(sql`
        SELECT coalesce(
          (SELECT b.swatch FROM variant_cells c JOIN variant_blocks b ON b.product_id = c.product_id AND b.key = c.block_key
           WHERE c.sku = ${sku}),
          (SELECT b.swatch FROM products p JOIN variant_blocks b ON b.product_id = p.id
           WHERE p.sku = ${sku} ORDER BY b.position, b.id LIMIT 1)
        ) AS swatch`);
      return result.rows[0]?.swatch ?? null;
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
