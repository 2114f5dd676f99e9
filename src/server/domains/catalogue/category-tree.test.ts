import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  categorySiblings,
  categoryTrail,
  hiddenCategoryIds,
  listingCategoryFilter,
  normaliseCategoryPath,
  visibleChildren,
  visibleSubtreeIds,
  type CategoryRecord,
} from './category-tree.ts';

function category(id: number, parentId: number | null, path: string, position: number, restAcc: string[] = []): CategoryRecord {
  const slug = path.split('/').at(-1) ?? path;
  return { id, parentId, slug, path, depth: path.split('/').length, position, title: slug.toUpperCase(), image: null, bannerImage: null, blurb: '', restAcc };
}

// gloves(1) > nitrile(2), vinyl(3); food(4) > clinical(5, hidden from 100200) > feeds(6); paper(7)
const records = [
  category(7, null, 'paper', 30),
  category(3, 1, 'gloves/vinyl', 20),
  category(1, null, 'gloves', 10),
  category(2, 1, 'gloves/nitrile', 10),
  category(6, 5, 'food/clinical/feeds', 10, ['100300']),
  category(5, 4, 'food/clinical', 10, ['100200']),
  category(4, null, 'food', 20),
];
const tree = buildCategoryTree(records);
const node = (id: number) => {
  const found = tree.byId.get(id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};

describe('buildCategoryTree', () => {
  it('orders siblings by position and numbers every node in depth-first order', () => {
    expect(tree.roots.map((root) => root.path)).toEqual(['gloves', 'food', 'paper']);
    expect(tree.ordered.map((each) => each.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tree.ordered.map((each) => each.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tree.byPath.get('food/clinical/feeds')?.parent?.id).toBe(5);
  });

  it('orders equal positions by title, then id', () => {
    const sameSpot = buildCategoryTree([category(2, null, 'b', 1), category(1, null, 'c', 1), category(3, null, 'a', 1)]);
    expect(sameSpot.roots.map((root) => root.path)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out orphans and cycles instead of looping', () => {
    const odd = buildCategoryTree([category(1, null, 'top', 1), category(2, 99, 'orphan', 1), category(3, 4, 'x', 1), category(4, 3, 'y', 1)]);
    expect(odd.ordered.map((each) => each.id)).toEqual([1]);
  });
});

describe('hiddenCategoryIds (spec §6 rest_acc)', () => {
  it('hides nothing from a guest', () => {
    expect([...hiddenCategoryIds(tree, null)]).toEqual([]);
    expect([...hiddenCategoryIds(tree, '')]).toEqual([]);
  });

  it('hides a listed category together with everything below it', () => {
    expect([...hiddenCategoryIds(tree, '100200')].sort()).toEqual([5, 6]);
  });

  it('hides only the category that lists the account when it is deeper', () => {
    expect([...hiddenCategoryIds(tree, '100300')]).toEqual([6]);
    expect([...hiddenCategoryIds(tree, '100400')]).toEqual([]);
  });
});

describe('tree walks', () => {
  const hidden = hiddenCategoryIds(tree, '100200');

  it('lists a visible subtree without its hidden part', () => {
    expect(visibleSubtreeIds(node(4), new Set())).toEqual([4, 5, 6]);
    expect(visibleSubtreeIds(node(4), hidden)).toEqual([4]);
    expect(visibleSubtreeIds(node(5), hidden)).toEqual([]);
  });

  it('gives the trail from the top, siblings without the node itself and visible children', () => {
    expect(categoryTrail(node(6)).map((each) => each.id)).toEqual([4, 5, 6]);
    expect(categorySiblings(tree, node(2), hidden).map((each) => each.id)).toEqual([3]);
    expect(categorySiblings(tree, node(1), hidden).map((each) => each.id)).toEqual([4, 7]);
    expect(visibleChildren(node(4), hidden)).toEqual([]);
    expect(visibleChildren(node(4), new Set()).map((each) => each.id)).toEqual([5]);
  });
});

describe('listingCategoryFilter', () => {
  const none = new Set<number>();
  const hidden = hiddenCategoryIds(tree, '100200');

  it('is the whole catalogue for parent 0, less the hidden categories', () => {
    expect(listingCategoryFilter(tree, none, { parentId: 0, categoryIds: [] })).toEqual({ kind: 'all' });
    expect(listingCategoryFilter(tree, hidden, { parentId: 0, categoryIds: [] })).toEqual({ kind: 'not-in', ids: [5, 6] });
  });

  it('is the category and everything below it for parent N', () => {
    expect(listingCategoryFilter(tree, none, { parentId: 1, categoryIds: [] })).toEqual({ kind: 'in', ids: [1, 2, 3] });
    expect(listingCategoryFilter(tree, hidden, { parentId: 5, categoryIds: [] })).toEqual({ kind: 'in', ids: [] });
    expect(listingCategoryFilter(tree, none, { parentId: 404, categoryIds: [] })).toEqual({ kind: 'in', ids: [] });
  });

  it('unites category ids (with subtrees) and intersects them with the parent', () => {
    expect(listingCategoryFilter(tree, none, { parentId: 0, categoryIds: [3, 4, 404] })).toEqual({ kind: 'in', ids: [3, 4, 5, 6] });
    expect(listingCategoryFilter(tree, hidden, { parentId: 0, categoryIds: [5] })).toEqual({ kind: 'in', ids: [] });
    expect(listingCategoryFilter(tree, none, { parentId: 1, categoryIds: [3, 7] })).toEqual({ kind: 'in', ids: [3] });
  });
});

describe('normaliseCategoryPath', () => {
  it('accepts slug paths with stray slashes and capitals', () => {
    expect(normaliseCategoryPath('continence/pads')).toBe('continence/pads');
    expect(normaliseCategoryPath(' /Continence/Pads/ ')).toBe('continence/pads');
  });

  it('refuses anything that cannot be a path', () => {
    for (const bad of ['', '/', '../etc', 'a//b', 'a b', 'a/-b', "a'b", 'a\u0000b', 'pâté']) expect(normaliseCategoryPath(bad), bad).toBeNull();
  });
});
