// The category selector of a product line (spec §2): the account's category tree (GET /api/categories,
// rest_acc already applied) flattened in tree order, each option indented by its depth; and the product
// selector's choices (GET /api/products for one category, 10,000 a page, spec §9).
import type { CategoryNodeJson, ProductJson } from '../../../shared/schemas/catalogue.ts';
import type { DraftProduct } from './resident-drafts.ts';

export type CategoryOption = { id: number; title: string; depth: number };

export function flattenCategories(nodes: readonly CategoryNodeJson[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [{ id: node.id, title: node.title, depth }, ...flattenCategories(node.children, depth + 1)]);
}

/** The option's text: two no-break spaces a level, so the tree reads in a native select. */
export function categoryLabel(option: CategoryOption): string {
  return `${'\u00a0\u00a0'.repeat(option.depth * 2)}${option.title}`;
}

/**
 * The products a line may schedule: priced ones without a variant matrix (the server refuses a product
 * sold in sizes and colours).
 */
export function schedulableProducts(products: readonly ProductJson[]): DraftProduct[] {
  return products
    .filter((product) => !product.has_variants && product.price !== undefined)
    .map((product) => ({ id: product.id, title: product.title, price: product.price ?? 0, pack_size: product.pack_size }));
}
