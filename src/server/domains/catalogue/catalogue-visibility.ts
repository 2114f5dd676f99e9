// spec §6: what one viewer may see of the catalogue and its menus, decided here and nowhere else. rest_acc
// hides a category and everything below it, or a header nav link, from the listed account numbers. Every product read in the repos takes
// a VisibleCategories, which only this module makes (from a viewer), so no query for products can be
// written without one; menus, category pages and trails reach the category tree only through a
// VisibleCatalogue. The ~40 categories are cached per process: hiding costs no query.
import type { Viewer } from '../../kernel/viewer.ts';
import {
  buildCategoryTree,
  categorySiblings,
  categoryTrail,
  hiddenCategoryIds,
  isHiddenByRestAcc,
  listingCategoryFilter,
  normaliseCategoryPath,
  visibleChildren,
  type CategoryNode,
  type CategoryRecord,
  type CategoryTree,
  type ListingCategoryFilter,
} from './category-tree.ts';
import type { NavItem, NavItemRecord } from './nav-item.ts';

declare const madeByVisibility: unique symbol;

/** A category filter that leaves out what the viewer may not see: the only filter a product read accepts. */
export type VisibleCategories = ListingCategoryFilter & { readonly [madeByVisibility]: true };

export type CategoryView = { node: CategoryNode; trail: CategoryNode[]; siblings: CategoryNode[]; children: CategoryNode[] };

/** The catalogue as one viewer may see it; made only by `forViewer`. */
export type VisibleCatalogue = {
  readonly viewer: Viewer;
  /** Everything the viewer may see: the filter of one product by id, or of a purchase check. */
  readonly everything: VisibleCategories;
  /** Every category id in tree order (the 'category' sort). */
  readonly categoryOrder: number[];
  /** The visible top levels, and the hidden ids the menu leaves out below them. */
  menu(): { roots: CategoryNode[]; hidden: ReadonlySet<number> };
  /** The header's nav links the viewer may see, in order, without their rest_acc (issue #16 item 21). */
  navItems(): NavItem[];
  /** spec §7 parent_id and category_id[], within what the viewer may see. */
  listing(input: { parentId: number; categoryIds: readonly number[] }): VisibleCategories;
  /** A category page by its path; null when the path is unknown, malformed or hidden. */
  category(rawPath: string): CategoryView | null;
  /**
   * For a path no category holds: the category that was there before it moved or its address changed, if
   * the viewer may see it (a redirect never tells of a hidden one); else null.
   */
  movedCategory(rawPath: string): Promise<CategoryNode | null>;
  /**
   * The visible categories among these ids (found products' categories): one newer than the cache reloads
   * it first (at most once a second). Hidden and unreachable ones are left out.
   */
  categoriesOf(categoryIds: readonly number[]): Promise<ReadonlyMap<number, CategoryNode>>;
};

const DEFAULT_TREE_TTL_MS = 30_000;
/** While the process cannot hear other processes' changes (catalogue-changes.ts), the tree is kept this long at most. */
const UNFOLLOWED_TREE_TTL_MS = 1000;
const TREE_RELOAD_MIN_MS = 1000;

type LoadedTree = {
  tree: CategoryTree;
  navItems: NavItemRecord[];
  orderedIds: number[];
  loadedAt: number;
  hiddenByAccount: Map<string, ReadonlySet<number>>;
};

const visible = (filter: ListingCategoryFilter) => filter as VisibleCategories;

export function createCatalogueVisibility(deps: {
  findCategories: () => Promise<CategoryRecord[]>;
  findNavItems: () => Promise<NavItemRecord[]>;
  /** The category whose old path this is (category_redirects), read only for a path no category holds. */
  findMovedCategoryId: (path: string) => Promise<number | null>;
  treeTtlMs?: number;
  /** Whether category changes are heard as they commit (catalogue-changes.ts); if not, the tree is kept 1 s at most. */
  isFollowingChanges?: () => boolean;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const treeTtlMs = () =>
    deps.treeTtlMs ?? (deps.isFollowingChanges && !deps.isFollowingChanges() ? UNFOLLOWED_TREE_TTL_MS : DEFAULT_TREE_TTL_MS);
  let loaded: LoadedTree | null = null;
  let loading: Promise<LoadedTree> | null = null;
  /** Moved on by every change heard: a load begun before a change is used once, never kept. */
  let generation = 0;

  // One load at a time.
  async function getTree(): Promise<LoadedTree> {
    if (loaded && now() - loaded.loadedAt < treeTtlMs()) return loaded;
    if (!loading) {
      const startedAt = generation;
      const load: Promise<LoadedTree> = Promise.all([deps.findCategories(), deps.findNavItems()])
        .then(([records, navItems]) => {
          const tree = buildCategoryTree(records);
          const fresh = { tree, navItems, orderedIds: tree.ordered.map((node) => node.id), loadedAt: now(), hiddenByAccount: new Map() };
          if (generation === startedAt) loaded = fresh;
          return fresh;
        })
        .finally(() => {
          if (loading === load) loading = null;
        });
      loading = load;
    }
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

  /** The tree holding these categories: a product whose category is newer than the cache reloads it. */
  async function treeWith(current: LoadedTree, categoryIds: readonly number[]): Promise<LoadedTree> {
    if (categoryIds.every((id) => current.tree.byId.has(id))) return current;
    // At most once a second, so a product under an unreachable category cannot cost a query per request.
    if (now() - current.loadedAt < TREE_RELOAD_MIN_MS) return current;
    if (loaded === current) loaded = null;
    return getTree();
  }

  function scopeOf(current: LoadedTree, viewer: Viewer): VisibleCatalogue {
    const { tree } = current;
    const hidden = hiddenFor(current, viewer);
    async function categoriesOf(categoryIds: readonly number[]): Promise<ReadonlyMap<number, CategoryNode>> {
      const latest = await treeWith(current, categoryIds);
      const latestHidden = latest === current ? hidden : hiddenFor(latest, viewer);
      const found = new Map<number, CategoryNode>();
      for (const id of categoryIds) {
        const node = latest.tree.byId.get(id);
        if (node && !latestHidden.has(id)) found.set(id, node);
      }
      return found;
    }
    return {
      viewer,
      everything: visible(listingCategoryFilter(tree, hidden, { parentId: 0, categoryIds: [] })),
      categoryOrder: current.orderedIds,
      menu: () => ({ roots: tree.roots.filter((root) => !hidden.has(root.id)), hidden }),
      navItems: () =>
        current.navItems
          .filter((item) => !isHiddenByRestAcc(item.restAcc, viewer.account?.accountNumber))
          .map(({ id, label, url }) => ({ id, label, url })),
      listing: (input) => visible(listingCategoryFilter(tree, hidden, input)),
      category(rawPath) {
        const path = normaliseCategoryPath(rawPath);
        const node = path === null ? undefined : tree.byPath.get(path);
        if (!node || hidden.has(node.id)) return null;
        return { node, trail: categoryTrail(node), siblings: categorySiblings(tree, node, hidden), children: visibleChildren(node, hidden) };
      },
      async movedCategory(rawPath) {
        const path = normaliseCategoryPath(rawPath);
        if (path === null || tree.byPath.has(path)) return null;
        const id = await deps.findMovedCategoryId(path);
        const node = id === null ? undefined : (await categoriesOf([id])).get(id);
        return node && node.path !== path ? node : null;
      },
      categoriesOf,
    };
  }

  return {
    /** The catalogue as this viewer may see it: the way in for every catalogue read. */
    async forViewer(viewer: Viewer): Promise<VisibleCatalogue> {
      return scopeOf(await getTree(), viewer);
    },

    /**
     * What a kept answer for this viewer depends on: the loaded tree (another object once categories change)
     * and whether rest_acc hides any category from the viewer (views hiding none are the same for all).
     */
    async answerStampOf(viewer: Viewer): Promise<{ treeStamp: object; hidesAny: boolean }> {
      const current = await getTree();
      return { treeStamp: current, hidesAny: hiddenFor(current, viewer).size > 0 };
    },

    /** A category for its generated picture, hidden or not: pictures are public and cached. */
    async categoryByPath(path: string): Promise<CategoryNode | null> {
      return (await getTree()).tree.byPath.get(path) ?? null;
    },

    /** A change was made or heard: the next read loads the tree again. */
    invalidate(): void {
      generation += 1;
      loaded = null;
      loading = null;
    },
  };
}
export type CatalogueVisibility = ReturnType<typeof createCatalogueVisibility>;
