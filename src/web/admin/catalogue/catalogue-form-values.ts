// What the catalogue screens (issue #19) read from their fields: the category tree as options, account
// numbers from a list typed or pasted. Money typed is read by shared/money-input.ts.
import type { AdminCategoryJson } from '../../../shared/schemas/admin-categories.ts';

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
