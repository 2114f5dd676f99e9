// The category selector of a product line (spec §2): the account's category tree (GET /api/categories,
// rest_acc already applied) flattened in tree order, each option named with its path ('Continence ›
// Pads › Day Pads'), so the hierarchy reads in a native select and to a screen reader without
// space-indentation (issue #16 item 14); and the product selector's choices (GET /api/products for one
// category, 10,000 a page, spec §9), or one product found by typing (issue #18).
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { CategoryNodeJson, ProductDetailJson, ProductJson } from '../../../shared/schemas/catalogue.ts';
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

export type FoundProductChoice = { ok: true; categoryId: number; product: DraftProduct } | { ok: false; message: string };

/**
 * A product found by typing (issue #18: the suggestions know nothing of variants or categories), as a
 * line may take it: schedulable by the rule above, in its own category or the nearest one above it that
 * the category selector offers (the server takes a product's category or any above it).
 */
export function foundProductChoice(detail: ProductDetailJson, categories: readonly CategoryOption[]): FoundProductChoice {
  const [product] = schedulableProducts([detail]);
  if (!product) return { ok: false, message: detail.has_variants ? RESIDENT_MESSAGES.needsVariant : RESIDENT_MESSAGES.cannotSchedule };
  const offered = new Set(categories.map((category) => category.id));
  const nearest = [detail.category.id, ...detail.trail.map((category) => category.id).reverse()].find((id) => offered.has(id));
  if (nearest === undefined) return { ok: false, message: RESIDENT_MESSAGES.cannotSchedule };
  return { ok: true, categoryId: nearest, product };
}
