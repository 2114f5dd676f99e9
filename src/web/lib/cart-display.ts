// Pure helpers for showing a cart or an order's money (spec §2 Cart: summary panel, images).
import { formatCents } from '../../shared/money.ts';
import type { CartItemJson, CartJson } from '../../shared/schemas/cart.ts';

type Summary = CartJson['summary'];

export type SummaryRow = { key: string; label: string; value: string; isTotal?: boolean };

export type SummaryOptions = {
  /** spec §2: prices include GST, so the subtotal reads '(Incl. GST)' and there is no GST line. */
  taxInclusive: boolean;
  /** The freight line appears only when freight is calculated (cart settings) or charged (orders). */
  showShipping: boolean;
  freeShipping: boolean;
};

/** spec §2 summary panel: Subtotal, GST, Total (with shipping and discount lines when they apply). */
export function summaryRows(summary: Summary, options: SummaryOptions): SummaryRow[] {
  const rows: SummaryRow[] = [
    {
      key: 'sub_total',
      label: options.taxInclusive ? 'Subtotal (Incl. GST)' : 'Subtotal',
      value: formatCents(summary.sub_total),
    },
  ];
  // Issue #29: freight carries GST, so it comes before the GST line that includes its share.
  if (options.showShipping) {
    rows.push({
      key: 'shipping',
      label: 'Delivery',
      value: options.freeShipping || summary.shipping === 0 ? 'Free' : formatCents(summary.shipping),
    });
  }
  if (!options.taxInclusive) {
    rows.push({ key: 'tax_total', label: `GST (${formatPercentage(summary.tax_percentage)}%)`, value: formatCents(summary.tax_total) });
  }
  if (summary.discount > 0) rows.push({ key: 'discount', label: 'Discount', value: `−${formatCents(summary.discount)}` });
  rows.push({ key: 'total', label: 'Total', value: formatCents(summary.total), isTotal: true });
  return rows;
}

/** Issue #29: 'Free delivery over $300.00: add $50.02 more.' once the goods are close to it; null otherwise. */
export function freeDeliveryText(cart: Pick<CartJson, 'delivery'>): string | null {
  const { free_over: freeOver, add_for_free_delivery: more } = cart.delivery;
  return freeOver !== null && more !== null ? `Free delivery over ${formatCents(freeOver)}: add ${formatCents(more)} more.` : null;
}

/** The summary rows for a cart, from its own settings. */
export function cartSummaryRows(cart: Pick<CartJson, 'summary' | 'settings'>): SummaryRow[] {
  return summaryRows(cart.summary, {
    taxInclusive: cart.settings.tax_inclusive,
    showShipping: cart.settings.calculate_freight,
    freeShipping: cart.settings.free_shipping,
  });
}

/** 15 → '15', 12.5 → '12.5'. */
function formatPercentage(percentage: number): string {
  return String(Math.round(percentage * 100) / 100);
}

/** spec §2: the alternate image pimage when not empty, else image. */
export function cartItemImage(item: Pick<CartItemJson, 'image' | 'pimage'>): string {
  return item.pimage.trim() !== '' ? item.pimage : item.image;
}

/** spec §2 'Proceed to checkout' is shown only when a subtotal exists. */
export function hasSubtotal(cart: Pick<CartJson, 'summary' | 'items'> | null): boolean {
  return cart !== null && cart.items.length > 0 && cart.summary.sub_total > 0;
}

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** spec §9 confirm prompt for removing a cart line. */
export function removeConfirmText(title: string): string {
  return `Press OK if you want to delete ${title} from cart`;
}
