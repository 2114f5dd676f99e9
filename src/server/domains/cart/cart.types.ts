import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Totals } from '../../kernel/gst-totals.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';

/** One priced cart line as checkout and the order snapshot see it (prices from the database at read time). */
export type CheckoutCartLine = {
  productId: number;
  variantId: number;
  sku: string;
  title: string;
  unitPriceCents: number;
  qty: number;
  lineTotalCents: number;
  /** The line's picture when it was bought (a colour's own picture for a variant cell). */
  image: string;
};

/** spec §3 Cart settings plus the GST rate, fixed at start-up from the config (cart-settings.ts). */
export type CartSettings = {
  taxRateBasisPoints: number;
  isTaxInclusive: boolean;
};

/** Totals of a cart or an order: the kernel's (kernel/gst-totals.ts computes them). */
export type CartTotals = Totals;

export type CheckoutCart = {
  cartId: number;
  lines: CheckoutCartLine[];
  shippingInfo: ShippingInfo | null;
  billingInfo: BillingInfo | null;
  /** Issue #29: the delivery day the buyer chose (null: none, the first open one when placing). */
  deliveryDate: string | null;
  totals: CartTotals;
  /** sha256 of cart id + updated_at + sorted lines (product, variant, qty, unit price): identical requests on an unchanged cart share it. */
  fingerprint: string;
  /** The cart row's version when read (see StoredCart): an order is placed from it only if the locked cart still has it. */
  version: string;
};

export type AddLinesResult = {
  added: number;
  skipped: { productId: number; variantId: number; reason: string }[];
  /** Issue #27: each line added, at the quantity added (rounded to the product's rules: `askedQty` what was asked) and today's price of one at it. */
  priced: { productId: number; variantId: number; qty: number; askedQty: number; unitPriceCents: number }[];
};

/** Lines priced today for a viewer (issue #29: an approval shows and checks today's prices). */
export type PricedLines = {
  lines: { productId: number; variantId: number; qty: number; unitPriceCents: number; lineTotalCents: number }[];
  /** Lines no longer sold to the viewer. */
  unavailable: { productId: number; variantId: number }[];
  totals: CartTotals;
};

/** What the orders domain may ask of the cart domain. */
export type CartServiceForOrders = {
  /** The viewer's priced cart, or null when it is empty. */
  getForCheckout(viewer: SignedInViewer): Promise<CheckoutCart | null>;
  /**
   * Locks the owner's cart until the transaction `tx` ends: order placement and payment completion for
   * one cart run one at a time, and cart changes wait for them (never lost, never half-seen). Answers
   * the locked cart's version (null without a cart): a checkout read before the lock is stale unless
   * its `version` is this one.
   */
  lockForOrder(owner: SignedInViewer, tx: DbExecutor): Promise<string | null>;
  /**
   * Within `tx`: takes what was ordered out of the owner's cart at the quantities ordered (what was
   * added meanwhile stays) and forgets the saved shipping and billing info; bumps updated_at.
   */
  removeOrderedLines(owner: SignedInViewer, lines: readonly { productId: number; variantId: number; qty: number }[], tx: DbExecutor): Promise<void>;
  /** Today's prices of these lines at these quantities for the viewer, with freight to `postCode`; nothing is written. */
  priceLines(viewer: SignedInViewer, lines: readonly { productId: number; variantId: number; qty: number }[], postCode?: string | null): Promise<PricedLines>;
  /** For 'Order again': adds what is still sold and visible, skipping (never throwing for) the rest. */
  addLines(viewer: SignedInViewer, lines: { productId: number; variantId: number; qty: number }[]): Promise<AddLinesResult>;
  /**
   * Within `tx` (they commit with the caller's own writes): adds lines the caller has just checked with
   * the catalogue, quantities 1..9999. It makes no query outside `tx`: on the embedded database, whose
   * one connection the transaction holds, such a query would wait for ever.
   */
  addCheckedLines(viewer: SignedInViewer, lines: readonly { productId: number; variantId: number; qty: number }[], tx: DbExecutor): Promise<void>;
};
