import { isIdText } from '../../../shared/id-range.ts';
import type { ProductsQuery } from '../../../shared/schemas/catalogue.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { GUEST, type Viewer } from '../../kernel/viewer.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import type { CatalogueChanges } from './catalogue-changes.types.ts';
import { createCatalogueVisibility, type CategoryView, type VisibleCatalogue } from './catalogue-visibility.ts';
import type { ListedProducts } from './catalogue-listing.repo.ts';
import { categoryTrail, type CategoryNode } from './category-tree.ts';
import { GUEST_PRICE_SORT_MESSAGE, isPriceSortAllowed, resolveListingSort } from './listing-sort.ts';
import type { NavItem } from './nav-item.ts';
import type { Product, ProductDetail } from './product.ts';
import { createProductMatching } from './product-match.ts';
import { decidePurchase } from './purchasable.ts';
import type { PurchaseCheck, PurchaseRequest } from './purchase.types.ts';
import type { AnswerStamp } from './answer-bytes.ts';
import type { KeywordSearch } from './keyword-search.types.ts';
import { OWN_PRICES_ONLY } from './own-prices.ts';
import type { PriceBook } from './price-book.types.ts';
import { createViewerPrices, detailPrices, type ProductPrice } from './viewer-prices.ts';
import { searchTerms } from './search-query.ts';

// Lent to the domains whose answers show products (cart, fast orders, quick order, residents): what a
// viewer sees of a product is decided in product-json.ts only (CONVENTIONS §4 'Guest prices').
export { firstImageUrl, PLACEHOLDER_IMAGE, priceFields, productUrl, toProductJson } from './product-json.ts';
export { productImageUrl } from './catalogue-images.ts';
export type { FoundCode } from './product-match.ts';
// Lent to the back office's catalogue (catalogue-admin), which writes what this domain reads: the
// category tree's shape and addresses, the rules for a title's pack size, rich text and search terms.
export { buildCategoryTree, categoryUrl, normaliseCategoryPath } from './category-tree.ts';
export { categoryBannerUrl, categoryImageUrl } from './catalogue-images.ts';
export { cleanRichText } from './rich-text.ts';
export { packSizeOfTitle } from './pack-size.ts';
export { searchTerms } from './search-query.ts';
// Lent to search, which indexes what this domain reads (issue #27 Part 1): the words of a query and of a
// size, the products' rows and category filters in SQL, and the catalogue's change notices.
export { isSizeWord, sizeWordText, titleSizeWords } from './size-words.ts';
export { categoryCondition, hasVariants, inStockCondition } from './catalogue-listing.repo.ts';
export { isListedInStock } from './stock-json.ts';
export { productFields, toProduct } from './product-rows.repo.ts';
export { barrierPayload, CATALOGUE_CHANGES_CHANNEL, parseCatalogueNotice } from './catalogue-notices.ts';

/** A contract viewer's keyword search sorted by price orders at most this many matches by their prices (more: by the list prices). */
export const CONTRACT_SORT_MATCHES_MAX = 2_000;

/** Picture colours remembered per process (then forgotten all at once): a SKU costs one query. */
const SWATCH_MEMO_MAX = 10_000;

/**
 * correctedKeyword: set when nothing matched the keyword as typed and the products are those of its
 * spelling correction (the words searched for instead), so the page can say so (issue #16 item 11).
 */
export type KeywordFacets = { categories: { category: CategoryNode; count: number }[]; onSale: number };

export type ProductListing = {
  items: { product: Product; category: CategoryNode }[];
  total: number;
  correctedKeyword?: string;
  /** A keyword search's facets (issue #18). */
  facets?: KeywordFacets;
  /** The words no product held together with the others, left out of the search (issue #26 item 22). */
  leftOutWords?: string[];
  /** Each item's price for a viewer with contract prices (issue #27), in order; absent: the products' own prices. */
  prices?: ProductPrice[];
};

/** A saved product as the viewer sees it today: see findListedProducts. */
export type ListedItem = { product: Product; category: CategoryNode; check: PurchaseCheck; price?: ProductPrice };

/** Every read starts from the viewer's VisibleCatalogue (catalogue-visibility.ts), where rest_acc is applied. */
export function createCatalogueService(deps: {
  repo: CatalogueRepo;
  /** Keyword search, from the search domain (the assembly hands it over). */
  search: KeywordSearch;
  changes?: CatalogueChanges;
  /** Contract prices, from the pricing domain (the assembly hands them over); none: every product's own prices. */
  prices?: PriceBook;
  treeTtlMs?: number;
  now?: () => number;
}) {
  const { repo } = deps;
  const keywordSearch = deps.search;
  const priceBook = deps.prices ?? OWN_PRICES_ONLY;
  const viewerPrices = createViewerPrices({ prices: priceBook, repo });
  /** A listing's total from the search engine's counts when it holds them (no rows counted), else from PostgreSQL. */
  const listingTotal = async (listed: ListedProducts): Promise<number> =>
    (await keywordSearch.countListed(listed.filter, listed.onSaleOnly ?? false, listed.inStockOnly ?? false)) ?? repo.countProducts(listed);

  /** The engine's ids as products, in its order (one that went inactive meanwhile drops out). */
  async function productsOf(visible: VisibleCatalogue, found: { productIds: readonly number[]; products?: Product[] }): Promise<Product[]> {
    if (found.products) return found.products;
    const listed = await repo.findListedProducts(
      visible.everything,
      found.productIds.map((id) => ({ productId: id, variantId: 0 })),
    );
    return listed.flatMap((item) => (item ? [item.product] : []));
  }
  const visibility = createCatalogueVisibility({
    findCategories: () => repo.findCategories(),
    findNavItems: () => repo.findNavItems(),
    findMovedCategoryId: (path) => repo.findMovedCategoryId(path),
    treeTtlMs: deps.treeTtlMs,
    isFollowingChanges: deps.changes?.isFollowing,
    now: deps.now,
  });
  deps.changes?.onCategoriesChanged(visibility.invalidate);

  const swatches = new Map<string, Promise<string | null>>();

  return {
    ...createProductMatching({ repo, visibility, viewerPrices }),
    invalidate: visibility.invalidate,

    /** The visible category tree (menu and sidebar). */
    async listCategoryTree(viewer: Viewer): Promise<{ roots: CategoryNode[]; hidden: ReadonlySet<number> }> {
      return (await visibility.forViewer(viewer)).menu();
    },

    /** The header's nav links the viewer may see (spec §6 rest_acc), in order. */
    async listNavItems(viewer: Viewer): Promise<NavItem[]> {
      return (await visibility.forViewer(viewer)).navItems();
    },

    /**
     * A category page's category by its full path, or for a path a category has left (moved, or its
     * address changed) that category, to send the viewer on; unknown or hidden is not found.
     */
    async findCategoryPage(rawPath: string, viewer: Viewer): Promise<{ isMoved: false; view: CategoryView } | { isMoved: true; node: CategoryNode }> {
      const visible = await visibility.forViewer(viewer);
      const view = visible.category(rawPath);
      if (view) return { isMoved: false, view };
      const moved = await visible.movedCategory(rawPath);
      if (!moved) throw new NotFoundError('category', rawPath);
      return { isMoved: true, node: moved };
    },

    /** A category for its generated picture; no viewer (images are public and cached). */
    findCategoryByPath: (path: string): Promise<CategoryNode | null> => visibility.categoryByPath(path),

    /** The category that has left this path (moved, or its address changed): where its picture is now; as told to any visitor. */
    findMovedCategory: async (path: string): Promise<CategoryNode | null> => (await visibility.forViewer(GUEST)).movedCategory(path),

    /** The colour a SKU's generated picture is drawn in (a variant's swatch), or null; no viewer, like the picture. */
    findPictureSwatch(sku: string): Promise<string | null> {
      let swatch = swatches.get(sku);
      if (!swatch) {
        if (swatches.size >= SWATCH_MEMO_MAX) swatches.clear();
        swatch = repo.findPictureSwatch(sku);
        swatches.set(sku, swatch);
        swatch.catch(() => swatches.delete(sku));
      }
      return swatch;
    },

    /**
     * What a keyword answer for this viewer is made from (answer-bytes.ts), and which viewers see the same
     * one: every guest; every signed-in viewer whose account rest_acc hides nothing; else one account.
     * Null when answers may not be kept now.
     */
    async answerStamp(viewer: Viewer): Promise<{ stamp: AnswerStamp; viewerKey: string } | null> {
      const engine = keywordSearch.answerStamp();
      if (engine === null) return null;
      // An answer with contract prices is the account's alone and follows its lists: it is not kept.
      if ((await viewerPrices.contractAccount(viewer)) !== null) return null;
      const visible = await visibility.answerStampOf(viewer);
      const { account } = viewer;
      const viewerKey = !account ? 'guest' : visible.hidesAny ? `account ${account.accountNumber}` : 'priced';
      return { stamp: { engine, tree: visible.treeStamp }, viewerKey };
    },

    /** spec §7 GET /api/products: one page of visible products and how many there are. */
    async listProducts(query: ProductsQuery, viewer: Viewer): Promise<ProductListing> {
      if (!isPriceSortAllowed(query.sort_field, viewer.account !== null)) throw new ValidationError({ sort_field: GUEST_PRICE_SORT_MESSAGE });
      const visible = await visibility.forViewer(viewer);
      const categoryIds = [...(query['category_id[]'] ?? []), ...(query.category_id ?? [])];
      if (query.category !== undefined && query.category !== 'all') categoryIds.push(query.category);
      const filter = visible.listing({ parentId: query.parent_id, categoryIds });
      const keyword = query.keyword ?? '';
      const terms = searchTerms(keyword);
      if ((filter.kind === 'in' && filter.ids.length === 0) || (keyword !== '' && terms.length === 0)) {
        return { items: [], total: 0 };
      }
      const sort = resolveListingSort({
        sortField: query.sort_field,
        sortOrder: query.sort_order,
        hasKeyword: keyword !== '',
        isSingleCategory: filter.kind === 'in' && filter.ids.length === 1,
      });
      const page = {
        filter,
        sort,
        categoryOrder: visible.categoryOrder,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
        onSaleOnly: query.on_sale,
        inStockOnly: query.in_stock,
        // Issue #27: a contract viewer's 'Lowest Price' orders their own prices.
        contract: sort.key === 'price' ? ((await viewerPrices.listingContract(viewer, visible.menu().roots)) ?? undefined) : undefined,
      };
      let products: Product[];
      let total: number;
      let searchedInstead: string | undefined;
      let facets: KeywordFacets | undefined;
      let leftOutWords: string[] = [];
      if (keyword === '') {
        [products, total] = await Promise.all([repo.findProductPage(page), listingTotal(page)]);
      } else {
        // Issue #18: the search engine ranks, counts exactly and corrects misspelt words (issue #16 item 11).
        // Issue #27: a contract viewer's 'Lowest Price' takes every match (up to CONTRACT_SORT_MATCHES_MAX)
        // and orders it by their prices in SQL.
        const byContract = page.contract ? { ...query, page: 1, per_page: CONTRACT_SORT_MATCHES_MAX } : null;
        const found = await keywordSearch.searchPage({ query: byContract ?? query, terms, visible, filter, sort });
        const matches = byContract && page.contract && found.total <= CONTRACT_SORT_MATCHES_MAX
          ? repo.findProductsByIdInPriceOrder(found.productIds, page.contract, sort.direction, page.limit, page.offset)
          : byContract
            ? repo.findListedProducts(visible.everything, found.productIds.slice(page.offset, page.offset + page.limit).map((id) => ({ productId: id, variantId: 0 }))).then((listed) => listed.flatMap((item) => (item ? [item.product] : [])))
            : productsOf(visible, found);
        let facetCategories: ReadonlyMap<number, CategoryNode>;
        [products, facetCategories] = await Promise.all([matches, visible.categoriesOf(found.facetCounts.categories.map((facet) => facet.categoryId))]);
        ({ total, leftOutWords } = found);
        facets = {
          categories: found.facetCounts.categories.flatMap(({ categoryId, count }) => {
            const category = facetCategories.get(categoryId);
            return category ? [{ category, count }] : [];
          }),
          onSale: found.facetCounts.onSale,
        };
        searchedInstead = found.correctedKeyword ?? undefined;
      }
      const categories = await visible.categoriesOf(products.map((product) => product.categoryId));
      const items: ProductListing['items'] = [];
      for (const product of products) {
        const category = categories.get(product.categoryId);
        if (category) items.push({ product, category });
      }
      const prices = await viewerPrices.forProducts(viewer, items);
      return {
        items,
        total,
        ...(prices ? { prices } : {}),
        ...(searchedInstead !== undefined ? { correctedKeyword: searchedInstead } : {}),
        ...(facets ? { facets } : {}),
        ...(leftOutWords.length > 0 ? { leftOutWords } : {}),
      };
    },

    /**
     * Whether the viewer may buy each product or variant cell, with today's price, title, SKU and images
     * (one query; results in request order). Missing, inactive, hidden by rest_acc and restricted all refuse.
     */
    async findPurchasable(requests: readonly PurchaseRequest[], viewer: Viewer): Promise<PurchaseCheck[]> {
      if (requests.length === 0) return [];
      // An id beyond the int column's range cannot exist (and must not reach SQL's int cast): a product
      // id is left out of the query, a cell id is asked for as -1, which matches nothing.
      const possible = requests.map((request) => isDatabaseId(request.productId ?? 0));
      const queried = requests
        .filter((_, index) => possible[index])
        .map((request) => ({ productId: request.productId, variantId: isDatabaseId(request.variantId) ? request.variantId : -1 }));
      const visible = await visibility.forViewer(viewer);
      const found = await repo.findPurchaseCandidates(visible.everything, queried);
      // A category hanging from no top level is unreachable in the catalogue, so its products are not for sale.
      const categories = await visible.categoriesOf(found.flatMap((candidate) => (candidate.product ? [candidate.product.categoryId] : [])));
      let next = 0;
      const checks = requests.map((request, index) => {
        const candidate = possible[index] ? found[next++] : undefined;
        return decidePurchase(
          { requestedProductId: request.productId, variantId: request.variantId, product: candidate?.product ?? null, cell: candidate?.cell ?? null },
          (categoryId) => categories.has(categoryId),
        );
      });
      await viewerPrices.applyTo(viewer, checks.flatMap((check) => (check.ok ? [check.item] : [])), (categoryId) => categories.get(categoryId));
      return checks;
    },

    /**
     * For each saved (product, cell) pair, what the viewer sees of it today: the product with its category
     * and the purchase check (the cart's rules: restricted cells and products now in sizes refuse); null
     * when the product is missing, inactive or hidden from the viewer (nothing about it is told). One query.
     */
    async findListedProducts(requests: readonly { productId: number; variantId: number }[], viewer: Viewer): Promise<(ListedItem | null)[]> {
      if (requests.length === 0) return [];
      // Ids beyond the int column's range cannot exist and must not reach SQL's int cast.
      const safe = requests.map((request) => ({ productId: isDatabaseId(request.productId) ? request.productId : 0, variantId: isDatabaseId(request.variantId) ? request.variantId : -1 }));
      const visible = await visibility.forViewer(viewer);
      const found = await repo.findListedProducts(visible.everything, safe);
      const categories = await visible.categoriesOf(found.flatMap((listed) => (listed ? [listed.product.categoryId] : [])));
      const items = found.map((listed, index): ListedItem | null => {
        const category = listed ? categories.get(listed.product.categoryId) : undefined;
        if (!listed || !category) return null;
        const check = decidePurchase(
          { requestedProductId: listed.product.id, variantId: safe[index]?.variantId ?? 0, product: listed.product, cell: listed.cell },
          () => true,
        );
        return { product: listed.product, category, check };
      });
      const shown = items.filter((item) => item !== null);
      const [prices] = await Promise.all([
        viewerPrices.forProducts(viewer, shown),
        viewerPrices.applyTo(viewer, shown.flatMap((item) => (item.check.ok ? [item.check.item] : [])), (categoryId) => categories.get(categoryId)),
      ]);
      prices?.forEach((price, index) => {
        const item = shown[index];
        if (item) item.price = price;
      });
      return items;
    },

    /** Issue #27: each product's order-quantity rules (a cart line's update checks them before it writes). */
    findQuantityRules: (productIds: readonly number[]) => repo.findQuantityRules(productIds.filter(isDatabaseId)),

    /** Issue #18 GET /api/search/suggest: up to 8 products and 3 categories the viewer may see for what was typed. */
    async suggest(text: string, viewer: Viewer): Promise<{ items: { product: Product; category: CategoryNode }[]; categories: CategoryNode[]; prices?: ProductPrice[] }> {
      const visible = await visibility.forViewer(viewer);
      const found = await keywordSearch.suggest(text, visible);
      const products = await productsOf(visible, found);
      const categories = await visible.categoriesOf(products.map((product) => product.categoryId));
      const items = products.flatMap((product) => {
        const category = categories.get(product.categoryId);
        return category ? [{ product, category }] : [];
      });
      const prices = await viewerPrices.forProducts(viewer, items);
      return { items, categories: found.categories, ...(prices ? { prices } : {}) };
    },

    /** spec §7 GET /api/products/{id or slug}: missing, inactive or in a hidden category is not found. */
    async getProduct(
      idOrSlug: string,
      viewer: Viewer,
    ): Promise<{ product: ProductDetail; trail: CategoryNode[]; prices: Awaited<ReturnType<typeof detailPrices>> }> {
      const key = productKey(idOrSlug);
      const visible = await visibility.forViewer(viewer);
      const product = key ? await repo.findProduct(visible.everything, key) : null;
      const category = product ? (await visible.categoriesOf([product.categoryId])).get(product.categoryId) : undefined;
      if (!product || !category) throw new NotFoundError('product', idOrSlug);
      return { product, trail: categoryTrail(category), prices: await detailPrices(viewerPrices, priceBook, viewer, product, category) };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A value a serial (int4) id column can hold; 0 is allowed (no product, no variant). */
function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id <= 2_147_483_647;
}

/** Digits are an id, anything slug-shaped a slug; anything else cannot exist. */
export function productKey(idOrSlug: string): { id: number } | { slug: string } | null {
  if (/^\d+$/.test(idOrSlug)) return isIdText(idOrSlug) ? { id: Number(idOrSlug) } : null;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(idOrSlug) && idOrSlug.length <= 200 ? { slug: idOrSlug } : null;
}
