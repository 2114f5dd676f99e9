// spec §2 Fast orders detail: items grouped by their product's category. Categories follow the catalogue's
// order (the menu's), items within one go by title; what is no longer available gathers last, under id 0.

export const UNAVAILABLE_CATEGORY = { id: 0, title: 'No longer available' } as const;

export type GroupableItem<T> = {
  itemId: number;
  title: string;
  /** null: the item is unavailable and its category is not told. */
  category: { id: number; title: string; order: number } | null;
  value: T;
};

export type ItemGroup<T> = { id: number; title: string; items: T[] };

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function groupByCategory<T>(items: readonly GroupableItem<T>[]): ItemGroup<T>[] {
  const groups = new Map<number, { id: number; title: string; order: number; members: GroupableItem<T>[] }>();
  for (const item of items) {
    const category = item.category ?? { ...UNAVAILABLE_CATEGORY, order: Number.POSITIVE_INFINITY };
    let group = groups.get(category.id);
    if (!group) {
      group = { id: category.id, title: category.title, order: category.order, members: [] };
      groups.set(category.id, group);
    }
    group.members.push(item);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((group) => ({
      id: group.id,
      title: group.title,
      items: group.members.sort((a, b) => byTitle.compare(a.title, b.title) || a.itemId - b.itemId).map((member) => member.value),
    }));
}
