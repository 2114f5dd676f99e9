// Issue #30 Part 2: a placed order changed by the desk before it leaves, as the orders domain writes it.
import type { FulfilmentStatus, OrderStatus } from '../../../shared/schemas/orders.ts';
import type { Totals } from '../../kernel/gst-totals.ts';

export type ChangeableLine = { id: number; productId: number; sku: string; title: string; unitPriceCents: number; qty: number };

/** A placed order locked for a change: where it is, what holds it, its totals and lines. */
export type ChangeableOrder = {
  id: number;
  orderNumber: string;
  accountId: number;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  holdReason: string | null;
  refundClaim: string | null;
  totals: Totals;
  lines: ChangeableLine[];
};

/** A line as an order's snapshot keeps it (cart.types CheckoutCartLine's shape). */
export type NewOrderLine = { productId: number; variantId: number; sku: string; title: string; unitPriceCents: number; qty: number; lineTotalCents: number; image: string };

/** What a change writes: lines set to a new quantity, lines removed, lines added, and the totals after. */
export type LinesChange = {
  updates: { lineId: number; qty: number; lineTotalCents: number }[];
  removes: number[];
  inserts: NewOrderLine[];
  totals: Totals;
};

/** One line's quantity before and after (0 before: added; 0 after: removed), for the note, the e-mail and the audit. */
export type ChangedLine = { sku: string; title: string; from: number; to: number };

/** What the buyer is told and the timeline keeps. */
export type ChangeSummary = { lines: ChangedLine[]; previousTotalCents: number; totalCents: number; refundedCents: number };
