// The category tree, built once from ~40 rows and kept in memory by the service: hiding
// (rest_acc), subtrees, trails and siblings are computed here without a query.

export type CategoryRecord = {
  id: number;
  parentId: number | null;
  slug: string;
  /** Full slug path from the top level, e.g. 'continence/pads/day-pads'. */
  path: string;
  depth: number;
  position: number;
  title: string;
  image: string | null;
  bannerImage: string | null;
  blurb: string;
  restAcc: string[];
};

export type CategoryNode = CategoryRecord & {
  parent: CategoryNode | null;
  children: CategoryNode[];
  /** Rank in depth-first order (position, then title): the 'category' sort. */
  order: number;
};

export type CategoryTree = {
  roots: CategoryNode[];
  byId: ReadonlyMap<number, CategoryNode>;
  byPath: ReadonlyMap<string, CategoryNode>;
  /** Every reachable node in depth-first order. */
  ordered: readonly CategoryNode[];
};

const bySiblingOrder = (a: CategoryRecord, b: CategoryRecord) =>
  a.position - b.position || a.title.localeCompare(b.title) || a.id - b.id;

/** Nodes whose parent is missing, and cycles, are left out: only what hangs from a top level is reachable. */
export function buildCategoryTree(records: readonly CategoryRecord[]): CategoryTree {
  const childrenOf = new Map<number | null, CategoryRecord[]>();
  for (const record of records) {
    const list = childrenOf.get(record.parentId) ?? [];
    list.push(record);
    childrenOf.set(record.parentId, list);
  }
  const byId = new Map<number, CategoryNode>();
  const byPath = new Map<string, CategoryNode>();
  const ordered: CategoryNode[] = [];
  const attach = (record: CategoryRecord, parent: CategoryNode | null): CategoryNode => {
    const node: CategoryNode = { ...record, parent, children: [], order: ordered.length };
    byId.set(node.id, node);
    byPath.set(node.path, node);
    ordered.push(node);
    for (const child of (childrenOf.get(node.id) ?? []).sort(bySiblingOrder)) {
      if (!byId.has(child.id)) node.children.push(attach(child, node));
    }
    return node;
  };
  const roots = (childrenOf.get(null) ?? []).sort(bySiblingOrder).map((record) => attach(record, null));
  return { roots, byId, byPath, ordered };
}

/**
 * spec §6 'Category and nav-item visibility': an item is hidden when the current account number appears in
 * its rest_acc list. Guests (no account number) see every item.
 */
export function isHiddenByRestAcc(restAcc: readonly string[], accountNumber: string | null | undefined): boolean {
  return Boolean(accountNumber) && restAcc.includes(accountNumber ?? '');
}

/** spec §6: hidden categories (isHiddenByRestAcc), and a hidden category hides everything below it. */
export function hiddenCategoryIds(tree: CategoryTree, accountNumber: string | null | undefined): ReadonlySet<number> {
  const hidden = new Set<number>();
  if (!accountNumber) return hidden;
  for (const node of tree.ordered) {
    if ((node.parent && hidden.has(node.parent.id)) || isHiddenByRestAcc(node.restAcc, accountNumber)) hidden.add(node.id);
  }
  return hidden;
}

/** The node and everything below it, without hidden ones, in depth-first order. */
export function visibleSubtreeIds(node: CategoryNode, hidden: ReadonlySet<number>): number[] {
  if (hidden.has(node.id)) return [];
  const ids = [node.id];
  for (const child of node.children) ids.push(...visibleSubtreeIds(child, hidden));
  return ids;
}

/** From the top level down to the node itself. */
export function categoryTrail(node: CategoryNode): CategoryNode[] {
  const trail: CategoryNode[] = [];
  for (let current: CategoryNode | null = node; current; current = current.parent) trail.unshift(current);
  return trail;
}

/** The other visible categories under the same parent (the other top levels for a top-level one). */
export function categorySiblings(tree: CategoryTree, node: CategoryNode, hidden: ReadonlySet<number>): CategoryNode[] {
  const family = node.parent ? node.parent.children : tree.roots;
  return family.filter((sibling) => sibling.id !== node.id && !hidden.has(sibling.id));
}

export function visibleChildren(node: CategoryNode, hidden: ReadonlySet<number>): CategoryNode[] {
  return node.children.filter((child) => !hidden.has(child.id));
}

export function categoryUrl(path: string): string {
  return `/category/${path}`;
}

/** Accepts 'continence/pads', '/continence/pads/' or 'Continence/Pads'; null when it cannot be a path. */
export function normaliseCategoryPath(raw: string): string | null {
  const path = raw.trim().toLowerCase().replace(/^\/+|\/+$/g, '');
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(path) ? path : null;
}

export type ListingCategoryFilter = { kind: 'all' } | { kind: 'in'; ids: number[] } | { kind: 'not-in'; ids: number[] };

/**
 * spec §7 parent_id and category_id[]: parent_id 0 is the whole catalogue, N is that category and
 * everything below it; each category_id also brings its subtree, and both together intersect.
 * Hidden categories never get in; unknown ids simply match nothing.
 */
export function listingCategoryFilter(
  tree: CategoryTree,
  hidden: ReadonlySet<number>,
  input: { parentId: number; categoryIds: readonly number[] },
): ListingCategoryFilter {
  const subtree = (id: number) => {
    const node = tree.byId.get(id);
    return node ? visibleSubtreeIds(node, hidden) : [];
  };
  const chosen = input.categoryIds.length > 0 ? new Set(input.categoryIds.flatMap(subtree)) : null;
  if (input.parentId === 0) {
    if (chosen) return { kind: 'in', ids: [...chosen].sort((a, b) => a - b) };
    return hidden.size === 0 ? { kind: 'all' } : { kind: 'not-in', ids: [...hidden].sort((a, b) => a - b) };
  }
  const below = subtree(input.parentId);
  return { kind: 'in', ids: chosen ? below.filter((id) => chosen.has(id)) : below };
}
