// What the catalogue screens (issue #19) read from their fields: dollars typed as cents, the category
// tree as options, account numbers from a list typed or pasted.
import type { AdminCategoryJson } from '../../../shared/schemas/admin-categories.ts';

/** 1299 → '12.99'; null → ''. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '12.99' or '$12.9' → 1299, exactly (digits as text, never a float); '' → null; anything else → NaN. */
export function dollarsToCents(text: string): number | null {
  const value = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (value === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type CategoryOption = { id: number; label: string; depth: number; path: string };

/** The tree depth-first, each title indented by its level ('— Nitrile Gloves'), for a <select>. */
export function categoryOptions(tree: readonly AdminCategoryJson[]): CategoryOption[] {
  const options: CategoryOption[] = [];
  const walk = (nodes: readonly AdminCategoryJson[]) => {
    for (const node of nodes) {
      options.push({ id: node.id, label: `${'— '.repeat(node.depth - 1)}${node.title}`, depth: node.depth, path: node.path });
      walk(node.children);
    }
  };
  walk(tree);
  return options;
}

/** '100200, 100201\n100202' → ['100200', '100201', '100202'] (commas, spaces or lines between). */
export function accountNumbersOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}
