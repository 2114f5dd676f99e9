// Fast-order wire shapes (spec §3, §7). What a viewer may see of a product is decided by the catalogue's
// mapper (toProductJson); an item no longer available shows only what the list itself kept.
import type { FastOrderCategoryJson, FastOrderItemJson, FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { PLACEHOLDER_IMAGE, toProductJson, type ListedItem } from '../catalogue/catalogue.service.ts';
import type { FastOrderItem, FastOrderList } from './fast-order-types.ts';
import { groupByCategory, UNAVAILABLE_CATEGORY, type GroupableItem } from './group-items.ts';
import { titleMatches } from './keywords.ts';

export function toFastOrderListJson(list: FastOrderList): FastOrderListJson {
  return {
    id: list.id,
    title: list.title,
    reference_address: list.referenceAddress,
    item_count: list.itemCount,
    items: list.itemCount,
    created_by: list.createdBy,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/** An item the viewer may not buy today: no price, and nothing about the product the list did not keep. */
function unavailableItemJson(item: FastOrderItem): FastOrderItemJson {
  return {
    id: item.productId,
    sku: item.sku,
    title: item.title,
    url: '',
    image: PLACEHOLDER_IMAGE,
    primary_image: PLACEHOLDER_IMAGE,
    images: [{ url: PLACEHOLDER_IMAGE, alt: item.title }],
    on_sale: false,
    has_variants: false,
    special_text: null,
    pack_size: null,
    category: { id: UNAVAILABLE_CATEGORY.id, title: UNAVAILABLE_CATEGORY.title, url: '' },
    created_at: item.createdAt.toISOString(),
    fast_order_item_id: item.id,
    qty: item.qty,
    variant_id: item.variantId,
    variant_label: null,
    available: false,
  };
}

function itemJson(item: FastOrderItem, listed: ListedItem, viewer: SignedInViewer): FastOrderItemJson {
  const { product, category, check, price } = listed;
  // A list shows one picture an item: only the first of `images` is sent (a 500-item list is 15% smaller).
  const base = toProductJson({ ...product, images: product.images.slice(0, 1) }, category, viewer, price);
  const extra = { fast_order_item_id: item.id, qty: item.qty, variant_id: item.variantId };
  if (!check.ok) {
    // Visible, but not to be bought as saved (a restricted cell, or the product now comes in sizes).
    const { price: _price, base_price: _base, price_range_from: _from, price_range_to: _to, ...unpriced } = base;
    return { ...unpriced, title: item.variantId === 0 ? base.title : item.title, sku: item.variantId === 0 ? base.sku : item.sku, ...extra, variant_label: null, available: false };
  }
  if (item.variantId === 0) return { ...base, ...extra, variant_label: null, available: true };
  return {
    ...base,
    sku: check.item.sku,
    price: check.item.priceCents,
    base_price: check.item.schedule.listCents,
    ...extra,
    variant_label: check.item.variantLabel,
    available: true,
  };
}

/** Items grouped by category; `listed` holds the catalogue's answer for each item (same order), null when gone. */
export function toFastOrderCategoriesJson(
  items: readonly FastOrderItem[],
  listed: readonly (ListedItem | null)[],
  viewer: SignedInViewer,
  keyword: string | null,
): FastOrderCategoryJson[] {
  const groupable: GroupableItem<FastOrderItemJson>[] = [];
  items.forEach((item, index) => {
    const found = listed[index] ?? null;
    const json = found ? itemJson(item, found, viewer) : unavailableItemJson(item);
    if (!titleMatches(json.title, keyword)) return;
    groupable.push({
      itemId: item.id,
      title: json.title,
      category: found ? { id: found.category.id, title: found.category.title, order: found.category.order } : null,
      value: json,
    });
  });
  return groupByCategory(groupable);
}
