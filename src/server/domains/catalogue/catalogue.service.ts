import type { ProductsQuery } from '../../../shared/schemas/catalogue.ts';
import { NotFoundError } from '../../errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { CatalogueRepo, SearchPageQuery } from './catalogue.repo.ts';
import {
  buildCategoryTree,
  categorySiblings,
  categoryTrail,
  hiddenCategoryIds,
  listingCategoryFilter,
  normaliseCategoryPath,
  visibleChildren,
  type CategoryNode,
  type CategoryTree,
} from './category-tree.ts';
import { resolveListingSort } from './listing-sort.ts';
import type { Product, ProductDetail } from './product-json.ts';
import { decidePurchase, type PurchaseCheck, type PurchaseRequest } from './purchasable.ts';
import { correctableTerms, prefixQueryParts, searchTerms } from './search-query.ts';

/** The most keyword matches a search ranks and pages through (spec is silent; it bounds the cost). */
export const SEARCH_RESULT_CAP = 1000;
const DEFAULT_TREE_TTL_MS = 30_000;
const TREE_RELOAD_MIN_MS = 1000;

type LoadedTree = {
  tree: CategoryTree;
  orderedIds: number[];
  loadedAt: number;
  hiddenByAccount: Map<string, ReadonlySet<number>>;
};

export type ProductListing = { items: { product: Product; category: CategoryNode }[]; total: number };

export function createCatalogueService(deps: { repo: CatalogueRepo; treeTtlMs?: number; now?: () => number }) {
  const { repo } = deps;
  const treeTtlMs = deps.treeTtlMs ?? DEFAULT_TREE_TTL_MS;
  const now = deps.now ?? Date.now;
  let loaded: LoadedTree | null = null;
  let loading: Promise<LoadedTree> | null = null;

  // The ~40 categories live in memory: hiding and subtrees cost no query. One load at a time.
  async function getTree(): Promise<LoadedTree> {
    if (loaded && now() - loaded.loadedAt < treeTtlMs) return loaded;
    loading ??= repo
      .findCategories()
      .then((records) => {
        const tree = buildCategoryTree(records);
        loaded = { tree, orderedIds: tree.ordered.map((node) => node.id), loadedAt: now(), hiddenByAccount: new Map() };
        return loaded;
      })
      .finally(() => (loading = null));
    return loading;
  }

  function hiddenFor(current: LoadedTree, viewer: Viewer): ReadonlySet<number> {
    const accountNumber = viewer.account?.accountNumber;
    if (!accountNumber) return new Set();
    let hidden = current.hiddenByAccount.get(accountNumber);
    if (!hidden) {
      hidden = hiddenCategoryIds(current.tree, accountNumber);
      current.hiddenByAccount.set(accountNumber, hidden);
    }
    return hidden;
  }

  /**
   * The tree holding these categories: a product whose category is newer than the cache reloads it
   * (at most once a second, so a product under an unreachable category cannot cost a query per request).
   */
  async function treeWith(current: LoadedTree, categoryIds: number[]): Promise<LoadedTree> {
    if (categoryIds.every((id) => current.tree.byId.has(id))) return current;
    if (now() - current.loadedAt < TREE_RELOAD_MIN_MS) return current;
    if (loaded === current) loaded = null;
    return getTree();
  }

  async function search(page: SearchPageQuery): Promise<{ products: Product[]; total: number }> {
    const result = await repo.searchProductPage(page);
    const total = result.total ?? (page.offset > 0 ? await repo.countSearchMatches(page) : 0);
    return { products: result.products, total };
  }

  return {
    invalidate(): void {
      loaded = null;
    },

    /** The visible category tree (menu and sidebar). */
    async listCategoryTree(viewer: Viewer): Promise<{ roots: CategoryNode[]; hidden: ReadonlySet<number> }> {
      const current = await getTree();
      const hidden = hiddenFor(current, viewer);
      return { roots: current.tree.roots.filter((root) => !hidden.has(root.id)), hidden };
    },

    /** A category page's category by its full path; hidden or unknown is not found. */
    async getCategory(rawPath: string, viewer: Viewer) {
      const current = await getTree();
      const hidden = hiddenFor(current, viewer);
      const path = normaliseCategoryPath(rawPath);
      const node = path === null ? undefined : current.tree.byPath.get(path);
      if (!node || hidden.has(node.id)) throw new NotFoundError('category', rawPath);
      return {
        node,
        trail: categoryTrail(node),
        siblings: categorySiblings(current.tree, node, hidden),
        children: visibleChildren(node, hidden),
      };
    },

    /** A category for its generated picture; no viewer (images are public and cached). */
    async findCategoryByPath(path: string): Promise<CategoryNode | null> {
      const current = await getTree();
      return current.tree.byPath.get(path) ?? null;
    },

    /** spec §7 GET /api/products: one page of visible products and how many there are. */
    async listProducts(query: ProductsQuery, viewer: Viewer): Promise<ProductListing> {
      let current = await getTree();
      const hidden = hiddenFor(current, viewer);
      const categoryIds = [...(query['category_id[]'] ?? []), ...(query.category_id ?? [])];
      if (query.category !== undefined && query.category !== 'all') categoryIds.push(query.category);
      const filter = listingCategoryFilter(current.tree, hidden, { parentId: query.parent_id, categoryIds });
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
        categoryOrder: current.orderedIds,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      };
      let products: Product[];
      let total: number;
      if (keyword === '') {
        [products, total] = await Promise.all([repo.findProductPage(page), repo.countProducts(filter)]);
      } else {
        ({ products, total } = await search({ ...page, queryParts: prefixQueryParts(terms), cap: SEARCH_RESULT_CAP }));
        if (total === 0) {
          // Nothing matched as typed: try again with each misspelt word's nearest catalogue word.
          const corrections = await repo.findSpellingCorrections(correctableTerms(terms));
          const queryParts = prefixQueryParts(terms, corrections);
          if ([...corrections].some(([term, word]) => term !== word)) {
            ({ products, total } = await search({ ...page, queryParts, cap: SEARCH_RESULT_CAP }));
          }
        }
      }
      current = await treeWith(current, products.map((product) => product.categoryId));
      const items: ProductListing['items'] = [];
      for (const product of products) {
        const category = current.tree.byId.get(product.categoryId);
        if (category) items.push({ product, category });
      }
      return { items, total };
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
      const [found, tree] = await Promise.all([repo.findPurchaseCandidates(queried), getTree()]);
      const current = await treeWith(tree, found.flatMap((candidate) => (candidate.product ? [candidate.product.categoryId] : [])));
      const hidden = hiddenFor(current, viewer);
      // A category hanging from no top level is unreachable in the catalogue, so its products are not for sale.
      const isCategoryVisible = (categoryId: number) => current.tree.byId.has(categoryId) && !hidden.has(categoryId);
      let next = 0;
      return requests.map((request, index) => {
        const candidate = possible[index] ? found[next++] : undefined;
        return decidePurchase(
          { requestedProductId: request.productId, variantId: request.variantId, product: candidate?.product ?? null, cell: candidate?.cell ?? null },
          isCategoryVisible,
        );
      });
    },

    /** spec §7 GET /api/products/{id or slug}: missing, inactive or in a hidden category is not found. */
    async getProduct(idOrSlug: string, viewer: Viewer): Promise<{ product: ProductDetail; trail: CategoryNode[] }> {
      const key = productKey(idOrSlug);
      const product = key ? await repo.findProduct(key) : null;
      if (!product) throw new NotFoundError('product', idOrSlug);
      const current = await treeWith(await getTree(), [product.categoryId]);
      const node = current.tree.byId.get(product.categoryId);
      if (!node || hiddenFor(current, viewer).has(node.id)) throw new NotFoundError('product', idOrSlug);
      return { product, trail: categoryTrail(node) };
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
  if (/^\d{1,10}$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    return id >= 1 && id <= 2_147_483_647 ? { id } : null;
  }
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(idOrSlug) && idOrSlug.length <= 200 ? { slug: idOrSlug } : null;
}
