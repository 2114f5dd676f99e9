import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/viewer.ts';
import { GUEST } from '../../kernel/viewer.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueVisibility } from './catalogue-visibility.ts';
import type { CategoryRecord } from './category-tree.ts';

const record = (id: number, parentId: number | null, path: string, restAcc: string[] = []): CategoryRecord => ({
  id,
  parentId,
  slug: path.split('/').at(-1) ?? path,
  path,
  depth: path.split('/').length,
  position: id,
  title: path,
  image: null,
  bannerImage: null,
  blurb: '',
  restAcc,
});

const RECORDS = [
  record(1, null, 'gloves'),
  record(2, 1, 'gloves/nitrile'),
  record(3, null, 'clinical', ['100200']),
  record(4, 3, 'clinical/feeds'),
];

const NAV_ITEMS = [
  { id: 1, label: 'Quick Order', url: '/quick-order', restAcc: [] },
  { id: 2, label: 'Clinical Guide', url: '/clinical-guide', restAcc: ['100200', '100900'] },
  { id: 3, label: 'Contact Us', url: '/contact-us', restAcc: [] },
];

const viewerOf = (accountNumber: string): Viewer => ({
  user: { id: 1, email: 'a@example.test', firstName: 'A', lastName: 'B' },
  account: { id: 1, accountNumber, name: 'A', canPayOnAccount: true, canSwitchAccounts: false, role: 'manager' },
});
const restricted = viewerOf('100200');

function setUp(records: CategoryRecord[] = RECORDS, options: { isFollowingChanges?: () => boolean; gate?: () => Promise<void> } = {}) {
  let time = 1_000_000;
  let loads = 0;
  let current = records;
  const visibility = createCatalogueVisibility({
    findCategories: async () => {
      loads++;
      const read = current;
      await options.gate?.();
      return read;
    },
    findNavItems: async () => NAV_ITEMS,
    findMovedCategoryId: async () => null,
    isFollowingChanges: options.isFollowingChanges,
    now: () => time,
  });
  return {
    visibility,
    loads: () => loads,
    advance: (ms: number) => (time += ms),
    replace: (next: CategoryRecord[]) => (current = next),
  };
}

describe('catalogue visibility (spec §6 rest_acc)', () => {
  it('shows a guest and an unlisted account everything', async () => {
    const { visibility } = setUp();
    for (const viewer of [GUEST, viewerOf('100300')]) {
      const visible = await visibility.forViewer(viewer);
      expect(visible.everything).toEqual({ kind: 'all' });
      expect(visible.menu().roots.map((node) => node.id)).toEqual([1, 3]);
      expect(visible.category('clinical/feeds')?.node.id).toBe(4);
    }
  });

  it('hides a listed category and everything below it from that account, in every read', async () => {
    const { visibility } = setUp();
    const visible = await visibility.forViewer(restricted);
    expect(visible.everything).toEqual({ kind: 'not-in', ids: [3, 4] });
    expect(visible.menu().roots.map((node) => node.id)).toEqual([1]);
    expect(visible.listing({ parentId: 3, categoryIds: [] })).toEqual({ kind: 'in', ids: [] });
    expect(visible.listing({ parentId: 0, categoryIds: [4, 2] })).toEqual({ kind: 'in', ids: [2] });
    expect(visible.category('clinical')).toBeNull();
    expect(visible.category('/Clinical/Feeds/')).toBeNull();
    expect([...(await visible.categoriesOf([2, 3, 4])).keys()]).toEqual([2]);
  });

  it('hides a nav link from the accounts its rest_acc lists, and never tells its rest_acc (issue #16 item 21)', async () => {
    const { visibility } = setUp();
    const labels = async (viewer: Viewer) => (await visibility.forViewer(viewer)).navItems().map((item) => item.label);
    expect(await labels(restricted)).toEqual(['Quick Order', 'Contact Us']);
    expect(await labels(viewerOf('100900'))).toEqual(['Quick Order', 'Contact Us']);
    for (const viewer of [GUEST, viewerOf('100300'), viewerOf('10020')]) expect(await labels(viewer)).toEqual(['Quick Order', 'Clinical Guide', 'Contact Us']);
    expect((await visibility.forViewer(GUEST)).navItems()[1]).toEqual({ id: 2, label: 'Clinical Guide', url: '/clinical-guide' });
  });

  it('gives a category page its trail, siblings and visible children', async () => {
    const { visibility } = setUp([...RECORDS, record(5, 1, 'gloves/vinyl', ['100200'])]);
    const view = (await visibility.forViewer(restricted)).category('gloves');
    expect(view?.trail.map((node) => node.id)).toEqual([1]);
    expect(view?.siblings).toEqual([]);
    expect(view?.children.map((node) => node.id)).toEqual([2]);
  });

  it('reads the categories once while the cache is fresh, and again after 30 seconds', async () => {
    const { visibility, loads, advance } = setUp();
    await Promise.all([visibility.forViewer(GUEST), visibility.forViewer(restricted), visibility.forViewer(GUEST)]);
    expect(loads()).toBe(1);
    advance(29_000);
    await visibility.forViewer(restricted);
    expect(loads()).toBe(1);
    advance(2_000);
    await visibility.forViewer(restricted);
    expect(loads()).toBe(2);
  });

  it("reloads at once for a product's category newer than the cache, at most once a second", async () => {
    const { visibility, loads, advance, replace } = setUp();
    const visible = await visibility.forViewer(restricted);
    replace([...RECORDS, record(6, 1, 'gloves/latex'), record(7, 3, 'clinical/thickeners')]);
    // Within a second of the last load, an unknown category costs no query and is not shown.
    expect((await visible.categoriesOf([6])).size).toBe(0);
    expect(loads()).toBe(1);
    advance(1_500);
    const found = await visible.categoriesOf([6, 7]);
    expect(loads()).toBe(2);
    // The new category under a hidden one is hidden too.
    expect([...found.keys()]).toEqual([6]);
  });

  it('draws pictures of any category, hidden or not', async () => {
    const { visibility } = setUp();
    expect((await visibility.categoryByPath('clinical'))?.id).toBe(3);
    expect(await visibility.categoryByPath('nowhere')).toBeNull();
  });

  it('is the only way to a product query: a hand-made filter does not type-check', async () => {
    const repo = { countProducts: async () => 0 } as unknown as Pick<CatalogueRepo, 'countProducts'>;
    // @ts-expect-error a product read takes the viewer's VisibleCategories, made only by forViewer
    await repo.countProducts({ filter: { kind: 'all' } });
    const { visibility } = setUp();
    expect(await repo.countProducts({ filter: (await visibility.forViewer(GUEST)).everything })).toBe(0);
  });

  it('keeps no tree read before a change it hears, and loads afresh after it (issue #19)', async () => {
    let release: () => void = () => undefined;
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    const setup = setUp(RECORDS, { gate });
    const reading = setup.visibility.forViewer(restricted);
    // The change commits and its notice arrives while the first read is still under way.
    setup.replace(RECORDS.map((row) => (row.id === 3 ? { ...row, restAcc: [] } : row)));
    setup.visibility.invalidate();
    release();
    expect((await reading).menu().roots.map((root) => root.id)).toEqual([1]);
    const after = setup.visibility.forViewer(restricted);
    release();
    expect((await after).menu().roots.map((root) => root.id)).toEqual([1, 3]);
    expect(setup.loads()).toBe(2);
  });

  it('keeps the tree one second at most while changes cannot be heard', async () => {
    let isFollowing = false;
    const setup = setUp(RECORDS, { isFollowingChanges: () => isFollowing });
    await setup.visibility.forViewer(GUEST);
    setup.advance(999);
    await setup.visibility.forViewer(GUEST);
    expect(setup.loads()).toBe(1);
    setup.advance(2);
    await setup.visibility.forViewer(GUEST);
    expect(setup.loads()).toBe(2);
    isFollowing = true;
    setup.advance(20_000);
    await setup.visibility.forViewer(GUEST);
    expect(setup.loads()).toBe(2);
  });
});
