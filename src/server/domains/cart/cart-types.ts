import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/cart.ts';
import type { SignedInViewer } from '../auth/viewer.ts';

/** One priced cart line as checkout and the order snapshot see it (prices from the database at read time). */
export type CheckoutCartLine = {
  productId: number;
  variantId: number;
  sku: string;
  title: string;
  unitPriceCents: number;
  qty: number;
  lineTotalCents: number;
};

/**
 * Totals of a cart or an order; all money in integer cents (cart-totals.ts computes them).
 * subTotalCents is what the summary shows: excluding GST, or including it when isTaxInclusive.
 * totalCents is always the amount payable: subTotal + (isTaxInclusive ? 0 : taxTotal) + shipping − discount.
 */
export type CartTotals = {
  subTotalCents: number;
  taxTotalCents: number;
  /** GST rate in basis points: 15% is 1500. */
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
};

export type CheckoutCart = {
  cartId: number;
  lines: CheckoutCartLine[];
  shippingInfo: ShippingInfo | null;
  billingInfo: BillingInfo | null;
  totals: CartTotals;
  /** sha256 of cart id + updated_at + sorted lines (product, variant, qty, unit price): identical requests on an unchanged cart share it. */
  fingerprint: string;
};

export type AddLinesResult = {
  added: number;
  skipped: { productId: number; variantId: number; reason: string }[];
};

/** What the orders domain may ask of the cart domain. */
export type CartServiceForOrders = {
  /** The viewer's priced cart, or null when it is empty. */
  getForCheckout(viewer: SignedInViewer): Promise<CheckoutCart | null>;
  /** Removes the lines and the saved shipping/billing info; bumps updated_at. */
  clearCart(viewer: SignedInViewer): Promise<void>;
  /** For 'Order again': adds what is still sold and visible, skipping (never throwing for) the rest. */
  addLines(viewer: SignedInViewer, lines: { productId: number; variantId: number; qty: number }[]): Promise<AddLinesResult>;
};
