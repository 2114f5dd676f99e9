// The category selector of a product line (spec §2): the account's category tree (GET /api/categories,
// rest_acc already applied) flattened in tree order, each option named with its path ('Continence ›
// Pads › Day Pads'), so the hierarchy reads in a native select and to a screen reader without
// space-indentation (issue #16 item 14); and the product selector's choices (GET /api/products for one
// category, 10,000 a page, spec §9).
import type { CategoryNodeJson, ProductJson } from '../../../shared/schemas/catalogue.ts';
import type { DraftProduct } from './resident-drafts.ts';

/** `label`: the category's path from the top of the tree, e.g. 'Continence › Pads › Day Pads'. */
export type CategoryOption = { id: number; label: string };

const CATEGORY_PATH_SEPARATOR = ' › ';

export function flattenCategories(nodes: readonly CategoryNodeJson[], parent = ''): CategoryOption[] {
  return nodes.flatMap((node) => {
    const label = parent ? `${parent}${CATEGORY_PATH_SEPARATOR}${node.title}` : node.title;
    return [{ id: node.id, label }, ...flattenCategories(node.children, label)];
  });
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
