// spec §3 Cart: the one mapping from a priced cart to the wire.
import type { CartItemJson, CartJson } from '../../../shared/schemas/cart.ts';
import { firstImageUrl, productImageUrl, productUrl } from '../catalogue/catalogue.service.ts';
import type { PricedCart, PricedLine } from './cart.service.ts';

/** The picture a buyer saw for this line: the cell's own for a variant line, else the product's. */
export function linePicture(item: PricedLine['item']): string {
  return item.variantId > 0 ? productImageUrl(item.sku) : firstImageUrl(item.images);
}

/**
 * image: the product's first picture. pimage: a variant cell's own picture (the generated picture of the
 * cell's SKU) when the line is a cell, else '' (spec §2: the cart shows pimage when it is not empty).
 */
export function toCartItemJson(line: PricedLine): CartItemJson {
  const { item } = line;
  return {
    id: item.productId,
    key: line.key,
    title: item.title,
    sku: item.sku,
    url: productUrl(item.slug),
    price: line.unitPriceCents,
    pack_size: item.packSize,
    qty: line.qty,
    line_total: line.lineTotalCents,
    image: firstImageUrl(item.images),
    pimage: item.variantId > 0 ? productImageUrl(item.sku) : '',
    variant_id: item.variantId,
    variant_label: item.variantLabel,
  };
}

/**
 * Issue #29: the zone, the day chosen and how far the goods are from free delivery, said only when they
 * are close (at least half way there) and freight is charged.
 */
function deliveryJson(priced: PricedCart): CartJson['delivery'] {
  const { delivery, totals } = priced;
  const goodsCents = priced.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const short = delivery.freeOverCents === null ? 0 : delivery.freeOverCents - goodsCents;
  const isClose = delivery.freeOverCents !== null && totals.shippingCents > 0 && short > 0 && goodsCents * 2 >= delivery.freeOverCents;
  return { zone: delivery.zoneName, delivery_date: delivery.deliveryDate, free_over: delivery.freeOverCents, add_for_free_delivery: isClose ? short : null };
}

/** items_count is the sum of quantities (what the header badge shows); tax_percentage is the GST rate (15). */
export function toCartJson(priced: PricedCart): CartJson {
  const { totals, settings } = priced;
  return {
    items: priced.lines.map(toCartItemJson),
    items_count: priced.lines.reduce((sum, line) => sum + line.qty, 0),
    shipping_info: priced.cart?.shippingInfo ?? null,
    billing_info: priced.cart?.billingInfo ?? null,
    coupon_info: null,
    summary: {
      sub_total: totals.subTotalCents,
      tax_total: totals.taxTotalCents,
      tax_percentage: totals.taxRateBasisPoints / 100,
      shipping: totals.shippingCents,
      discount: totals.discountCents,
      total: totals.totalCents,
    },
    settings: {
      tax_inclusive: settings.isTaxInclusive,
      // Issue #29: freight comes from the delivery zone; free when the zone charges none for this order.
      calculate_freight: true,
      free_shipping: priced.lines.length > 0 && totals.shippingCents === 0,
    },
    delivery: deliveryJson(priced),
    ...(priced.notice ? { message: priced.notice } : {}),
  };
}
