// A placed order's way to the buyer (issue #17): new → processing → dispatched → delivered, one step at
// a time, through partially_dispatched while it leaves in parts (issue #30), and cancelled while nothing
// has left (new or processing). One table for the server's state
// machine (server/domains/orders/order-status.ts) and the back office's buttons, which offer only these.
import type { FulfilmentStatus } from './schemas/orders.ts';

export const FULFILMENT_MOVES: { readonly [From in FulfilmentStatus]: readonly FulfilmentStatus[] } = {
  new: ['processing', 'cancelled'],
  processing: ['partially_dispatched', 'dispatched', 'cancelled'],
  // Issue #30 Part 2: shipments. The last one (or dispatching the rest) makes it dispatched; what has left cannot be cancelled.
  partially_dispatched: ['dispatched'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * The e-mail the desk may send the buyer again (issue #26 item 5): a live order its confirmation; a
 * cancelled one its cancellation notice ('Thank you for your order… Paid by card' would be false); none
 * for an order refunded without being cancelled.
 */
export function resendableNotice(order: { fulfilmentStatus: FulfilmentStatus; paymentStatus: string }): 'confirmation' | 'cancellation' | null {
  if (order.fulfilmentStatus === 'cancelled') return 'cancellation';
  return order.paymentStatus === 'refunded' || order.paymentStatus === 'cancelled' ? null : 'confirmation';
}
