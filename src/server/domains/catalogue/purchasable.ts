// What a viewer may put in a cart: an active product in a category visible to their account, and,
// for a product with a variant matrix, one of its unrestricted cells (spec §3 Variants, §6 rest_acc).
import { ownSchedule } from '../../../shared/price-resolver.ts';
import { productOwnSchedule } from './viewer-prices.ts';
import type { Purchasable, PurchaseCandidate, PurchaseCheck, PurchaseRefusal } from './purchase.types.ts';

/**
 * Decides one candidate. The catalogue's query has already left out products the viewer may not see, so a
 * hidden category looks exactly like a missing product; `isCategoryVisible` also refuses a category the
 * tree cannot reach.
 */
export function decidePurchase(candidate: PurchaseCandidate, isCategoryVisible: (categoryId: number) => boolean): PurchaseCheck {
  const { product, cell, variantId } = candidate;
  const refuse = (reason: PurchaseRefusal): PurchaseCheck => ({
    ok: false,
    productId: candidate.requestedProductId ?? product?.id ?? null,
    variantId,
    reason,
  });
  if (!product) return refuse(candidate.requestedProductId === null ? 'variant-not-available' : 'not-available');
  if (!isCategoryVisible(product.categoryId)) return refuse('not-available');
  if (variantId === 0) {
    if (product.hasVariants) return refuse('needs-variant');
    return { ok: true, item: toPurchasable(product, null) };
  }
  if (!cell || cell.isRestricted) return refuse('variant-not-available');
  return { ok: true, item: toPurchasable(product, cell) };
}

function toPurchasable(product: NonNullable<PurchaseCandidate['product']>, cell: PurchaseCandidate['cell']): Purchasable {
  return {
    productId: product.id,
    variantId: cell?.id ?? 0,
    sku: cell?.sku ?? product.sku,
    productSku: product.sku,
    slug: product.slug,
    title: product.title,
    variantLabel: cell?.label ?? null,
    priceCents: cell?.priceCents ?? product.priceCents,
    // The viewer's contract prices are added by the catalogue service; these are the item's own.
    schedule: ownScheduleOf(product, cell),
    categoryId: product.categoryId,
    quantityRules: { minOrderQty: product.minOrderQty, orderMultiple: product.orderMultiple, maxOrderQty: product.maxOrderQty },
    packSize: product.packSize,
    images: product.images,
  };
}

/** An item's own prices: a cell with a price of its own has that one price; else its product's. */
function ownScheduleOf(product: NonNullable<PurchaseCandidate['product']>, cell: PurchaseCandidate['cell']) {
  if (cell && cell.ownPriceCents !== null) return ownSchedule(cell.ownPriceCents, cell.ownPriceCents, false);
  return productOwnSchedule(product);
}
