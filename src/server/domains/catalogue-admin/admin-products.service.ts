// Products as the merchant's staff keep them (issue #19 Part 1): the list (search, filters, paging), a new
// product, and a versioned edit of every spec §3 field, the variant matrix and the pictures. Each change and
// its audit entry commit together; a save read from an older version is refused (409), never merged.
import type { AdminProductsQuery, CreateProductBody, UpdateProductBody, VariantMatrixBody } from '../../../shared/schemas/admin-products.ts';
import { rulesProblem, type OrderQuantityRules } from '../../../shared/order-quantity.ts';
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { MediaService } from '../media/media.service.ts';
import { checkPriceChange, newProductRange } from './admin-product-prices.ts';
import { mapDuplicates } from './admin-product-skus.ts';
import type { AdminMatrix, AdminProductFields, AdminProductRecord, AdminProductRow, AdminProductsRepo } from './admin-products.repo.ts';
import { cleanRichText, packSizeOfTitle, searchTerms } from '../catalogue/catalogue.service.ts';
import type { ListingCategoryFilter, VisibleCategories } from '../catalogue/catalogue.types.ts';
import type { CatalogueSearch, SearchWordsService } from '../search/search.types.ts';
import { productSlug } from './slugs.ts';

export type AdminProductDetail = AdminProductRecord & { matrix: AdminMatrix | null };

export const STALE_PRODUCT_MESSAGE = 'This product was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

/** Staff see every category: rest_acc hides categories from buyers, not from the merchant. */
function everyCategory(filter: ListingCategoryFilter): VisibleCategories {
  return filter as VisibleCategories;
}

/** The wire names of the audited fields. */
const WIRE: Record<keyof AdminProductFields, string> = {
  sku: 'sku',
  title: 'title',
  description: 'description',
  categoryId: 'category_id',
  images: 'images',
  priceCents: 'price',
  basePriceCents: 'base_price',
  priceRangeFromCents: 'price_range_from',
  priceRangeToCents: 'price_range_to',
  isOnSale: 'on_sale',
  specialText: 'special_text',
  packSize: 'pack_size',
  minOrderQty: 'min_order_qty',
  orderMultiple: 'order_multiple',
  maxOrderQty: 'max_order_qty',
  isActive: 'active',
  stockOnHand: 'stock_on_hand',
  stockPolicy: 'stock_policy',
  lowStockThreshold: 'low_stock_threshold',
  backInStockOn: 'back_in_stock_on',
};

function toMatrix(body: VariantMatrixBody): AdminMatrix {
  return {
    blockType: body.block_type,
    sizes: body.sizes,
    blocks: body.blocks,
    cells: body.cells.map((cell) => ({ blockKey: cell.block_key, size: cell.size, sku: cell.sku, isRestricted: cell.restrict, priceCents: cell.price })),
  };
}

/** The matrix as compared and audited: cell ids left out. */
function matrixShape(matrix: AdminMatrix | null): unknown {
  if (!matrix) return null;
  return { ...matrix, cells: matrix.cells.map(({ blockKey, size, sku, isRestricted, priceCents }) => ({ blockKey, size, sku, isRestricted, priceCents })) };
}

export function createAdminProductsService(deps: {
  repo: AdminProductsRepo;
  transact: Transact;
  search: Pick<CatalogueSearch, 'engine' | 'caughtUp'>;
  media: Pick<MediaService, 'renderPicture' | 'savePicture'>;
  searchWords: Pick<SearchWordsService, 'queueRebuild'>;
  /** Issue #30 Part 3: the store's low-stock threshold (config.stock.lowThreshold), for products with none of their own. */
  lowStockThreshold: number;
}) {
  const { repo, transact, search, media, searchWords } = deps;

  async function detail(id: number): Promise<AdminProductDetail> {
    const record = await repo.findRecord(repo.executor, id);
    if (!record) throw new NotFoundError('product', id);
    return { ...record, matrix: await repo.findMatrix(repo.executor, id) };
  }

  async function checkCategory(categoryId: number | undefined): Promise<void> {
    if (categoryId !== undefined && !(await repo.categoryExists(categoryId))) throw new ValidationError({ category_id: 'No category has this id.' });
  }

  /** After a save: the staff member's next search, in this process, sees it. */
  async function saved(id: number): Promise<AdminProductDetail> {
    await search.caughtUp();
    return detail(id);
  }

  return {
    /**
     * GET /admin/api/products: by title, or for `q` active products in the search engine's order (exact SKU
     * first), followed by inactive ones in which every word typed starts a word of the title, SKU or
     * description (the engine's index holds active products only).
     */
    async list(query: AdminProductsQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
      const filter = { categoryId: query.category_id, isOnSale: query.on_sale, isActive: query.active, lowStockDefault: query.low_stock ? deps.lowStockThreshold : undefined };
      const limit = query.per_page;
      const offset = (query.page - 1) * limit;
      const q = query.q ?? '';
      const terms = searchTerms(q);
      // The engine filters to specials, not away from them, and knows no stock: 'not on special' and 'low stock'
      // are matched as text, as inactive products are.
      if (q === '' || query.on_sale === false || query.low_stock === true || terms.length === 0) return repo.findPage(filter, { limit, offset }, terms);
      let engineIds: number[] = [];
      let engineTotal = 0;
      if (query.active !== false) {
        const categories: ListingCategoryFilter = query.category_id === undefined ? { kind: 'all' } : { kind: 'in', ids: await repo.findSubtreeIds(query.category_id) };
        const answer = await search.engine.search({
          terms,
          keyword: q,
          isAsTyped: true,
          visible: everyCategory({ kind: 'all' }),
          filter: everyCategory(categories),
          onSaleOnly: query.on_sale === true,
          sort: { key: 'relevance', direction: 'desc' },
          categoryOrder: [],
          limit,
          offset,
          withFacets: false,
        });
        engineIds = answer.productIds;
        engineTotal = answer.total;
      }
      if (query.active === true) return { rows: await repo.findRowsByIds(engineIds), total: engineTotal };
      // The active page's rows and the inactive after them at once (the header's search box asks on each key typed).
      const [activeRows, inactive] = await Promise.all([
        repo.findRowsByIds(engineIds),
        repo.findPage({ ...filter, isActive: false }, { limit: limit - engineIds.length, offset: Math.max(0, offset - engineTotal) }, terms),
      ]);
      return { rows: [...activeRows, ...inactive.rows], total: engineTotal + inactive.total };
    },

    /** GET /admin/api/products/{id}. */
    get: detail,

    /** POST /admin/api/products: a new product (and its matrix), on record. */
    async create(actor: AuditActor, audit: AuditWriter, body: CreateProductBody): Promise<AdminProductDetail> {
      await checkCategory(body.category_id);
      const fields: AdminProductFields = {
        sku: body.sku,
        title: body.title,
        description: cleanRichText(body.description),
        categoryId: body.category_id,
        images: [],
        priceCents: body.price,
        basePriceCents: body.base_price ?? body.price,
        ...newProductRange(body),
        isOnSale: body.on_sale,
        specialText: body.special_text || null,
        packSize: packSizeOfTitle(body.title),
        minOrderQty: body.min_order_qty ?? null,
        orderMultiple: body.order_multiple ?? null,
        maxOrderQty: body.max_order_qty ?? null,
        isActive: body.active,
        stockOnHand: body.stock_on_hand ?? null,
        stockPolicy: body.stock_policy ?? 'allow_backorder',
        lowStockThreshold: body.low_stock_threshold ?? null,
        backInStockOn: body.back_in_stock_on ?? null,
      };
      refuseBrokenRules(fields);
      const matrix = body.variants ? toMatrix(body.variants) : null;
      const id = await mapDuplicates(body.variants, () =>
        transact(async (tx) => {
          const newId = await repo.insertProduct(tx, { ...fields, slug: productSlug(body.title, body.sku) });
          if (matrix) await repo.replaceMatrix(tx, newId, matrix);
          const after = Object.fromEntries(Object.entries(fields).map(([key, value]) => [WIRE[key as keyof AdminProductFields], value]));
          await audit(tx, { actor, action: 'product.create', entity: 'product', entityId: newId, reference: fields.sku, before: null, after: { ...after, variants: matrixShape(matrix) } });
          if (fields.isActive) await searchWords.queueRebuild(tx);
          return newId;
        }),
      );
      return saved(id);
    },

    /**
     * PATCH /admin/api/products/{id}: sets what was sent if the product is still at `body.version` (409
     * otherwise), with the audit entry of what changed; `images` reorders, re-labels or drops pictures.
     */
    async update(actor: AuditActor, audit: AuditWriter, id: number, body: UpdateProductBody): Promise<AdminProductDetail> {
      await checkCategory(body.category_id);
      await mapDuplicates(body.variants, () =>
        transact(async (tx) => {
          const current = await repo.findRecord(tx, id, true);
          if (!current) throw new NotFoundError('product', id);
          if (current.version !== body.version) throw new ConflictError(STALE_PRODUCT_MESSAGE);
          const old = await repo.findMatrix(tx, id);
          checkPriceChange(current, old, body);
          const wanted: Partial<AdminProductFields> = {
            sku: body.sku,
            title: body.title,
            description: body.description === undefined ? undefined : cleanRichText(body.description),
            categoryId: body.category_id,
            images: body.images === undefined ? undefined : reorderedImages(current.images, body.images),
            priceCents: body.price,
            basePriceCents: body.base_price,
            priceRangeFromCents: body.price_range_from,
            priceRangeToCents: body.price_range_to,
            isOnSale: body.on_sale,
            specialText: body.special_text === undefined ? undefined : body.special_text || null,
            packSize: body.title === undefined ? undefined : packSizeOfTitle(body.title),
            minOrderQty: body.min_order_qty,
            orderMultiple: body.order_multiple,
            maxOrderQty: body.max_order_qty,
            isActive: body.active,
            stockOnHand: body.stock_on_hand,
            stockPolicy: body.stock_policy,
            lowStockThreshold: body.low_stock_threshold,
            backInStockOn: body.back_in_stock_on,
          };
          refuseBrokenRules({
            minOrderQty: wanted.minOrderQty === undefined ? current.minOrderQty : wanted.minOrderQty,
            orderMultiple: wanted.orderMultiple === undefined ? current.orderMultiple : wanted.orderMultiple,
            maxOrderQty: wanted.maxOrderQty === undefined ? current.maxOrderQty : wanted.maxOrderQty,
          });
          const changed = (Object.keys(wanted) as (keyof AdminProductFields)[]).filter(
            (key) => wanted[key] !== undefined && JSON.stringify(wanted[key]) !== JSON.stringify(current[key]),
          );
          const before: Record<string, unknown> = Object.fromEntries(changed.map((key) => [WIRE[key], current[key]]));
          const after: Record<string, unknown> = Object.fromEntries(changed.map((key) => [WIRE[key], wanted[key]]));
          let isMatrixChanged = false;
          if (body.variants !== undefined) {
            const next = body.variants === null ? null : toMatrix(body.variants);
            if (JSON.stringify(matrixShape(old)) !== JSON.stringify(matrixShape(next))) {
              isMatrixChanged = true;
              await repo.replaceMatrix(tx, id, next);
              before.variants = matrixShape(old);
              after.variants = matrixShape(next);
            }
          }
          if (changed.length === 0 && !isMatrixChanged) return;
          const updates = Object.fromEntries(changed.map((key) => [key, wanted[key]])) as Partial<AdminProductFields>;
          const version = await repo.updateProduct(tx, id, body.version, updates, isMatrixChanged);
          if (version === null) throw new ConflictError(STALE_PRODUCT_MESSAGE);
          await audit(tx, { actor, action: 'product.update', entity: 'product', entityId: id, reference: wanted.sku ?? current.sku, before, after });
          // The spelling vocabulary holds the words of active titles.
          if (changed.includes('title') || changed.includes('isActive')) await searchWords.queueRebuild(tx);
        }),
      );
      return saved(id);
    },

    /**
     * POST /admin/api/products/{id}/images: renders the upload (422 if it is no usable picture) before the
     * transaction, then adds it as the last picture with its files, on record; nothing is stored on failure.
     */
    async addImage(actor: AuditActor, audit: AuditWriter, id: number, upload: Buffer, fields: { alt: string; version?: number }): Promise<AdminProductDetail> {
      if (!(await repo.findRecord(repo.executor, id))) throw new NotFoundError('product', id);
      const rendered = await media.renderPicture(upload, 'product');
      await transact(async (tx) => {
        const current = await repo.findRecord(tx, id, true);
        if (!current) throw new NotFoundError('product', id);
        if (fields.version !== undefined && current.version !== fields.version) throw new ConflictError(STALE_PRODUCT_MESSAGE);
        const picture = await media.savePicture(tx, rendered);
        const image: ProductImage = { ...picture, alt: fields.alt || current.title };
        const images = [...current.images, image];
        await repo.updateProduct(tx, id, current.version, { images }, false);
        await audit(tx, { actor, action: 'product.image.add', entity: 'product', entityId: id, reference: current.sku, before: null, after: { image: { url: image.url, alt: image.alt } } });
      });
      return saved(id);
    },
  };
}
export type AdminProductsService = ReturnType<typeof createAdminProductsService>;

/** The pictures in the order sent, with the alt text sent; each must be one the product has. */
function reorderedImages(current: readonly ProductImage[], wanted: readonly { url: string; alt: string }[]): ProductImage[] {
  const byUrl = new Map(current.map((image) => [image.url, image]));
  const seen = new Set<string>();
  return wanted.map((entry, index) => {
    const image = byUrl.get(entry.url);
    if (!image || seen.has(entry.url)) throw new ValidationError({ [`images.${index}.url`]: 'This is not one of the product\u2019s pictures.' });
    seen.add(entry.url);
    return { ...image, alt: entry.alt };
  });
}

/** Issue #27: a product's order-quantity rules as they will be must be keepable (a most in the multiple, a least not above the most). */
function refuseBrokenRules(rules: OrderQuantityRules): void {
  const problem = rulesProblem(rules);
  if (problem) throw new ValidationError({ [problem.field === 'maxOrderQty' ? 'max_order_qty' : 'min_order_qty']: problem.message });
}
