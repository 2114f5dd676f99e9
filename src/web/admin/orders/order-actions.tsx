// What the desk can still do with an order (issue #17 Part 6): the moves its status allows, cancelling
// (roles that may, after a confirmation), resending the confirmation e-mail of a live order or the
// cancellation notice of a cancelled one; and what the server said.
import { Link } from 'react-router';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { resendableNotice } from '../../../shared/fulfilment-moves.ts';
import { formatAdminTime } from '../admin-format.ts';
import { DispatchForm } from './dispatch-form.tsx';
import { cancelQuestion, nextMoves } from './order-words.ts';
import { useOrderActions } from './use-order-actions.ts';

export function OrderActions({ order, canCancel }: { order: StaffOrderDetailJson; canCancel: boolean }) {
  const { notice, noticeRef, isSending, move, resend } = useOrderActions(order);
  const moves = nextMoves(order);
  // issue #26 item 5: a cancelled or refunded order's confirmation would be false ('Paid by card').
  const resendable = resendableNotice({ fulfilmentStatus: order.fulfilment_status, paymentStatus: order.status });
  const cancel = () => {
    if (window.confirm(cancelQuestion(order))) void move({ status: 'cancelled' });
  };
  return (
    <section className="admin-panel admin-no-print" aria-labelledby="order-actions-heading">
      <h2 id="order-actions-heading">Actions</h2>
      <div ref={noticeRef} tabIndex={-1} className="admin-notice">
        <p role="status" className="admin-status">
          {notice && !notice.isError ? notice.text : ''}
        </p>
        <p role="alert" className="admin-error">
          {notice?.isError ? notice.text : ''}
        </p>
      </div>
      {order.refund_started_at ? (
        <p className="admin-error">{`A refund for this order has been under way since ${formatAdminTime(order.refund_started_at)}: the store finishes it or gives it up by itself about 25 seconds after it started. Reload the page then.`}</p>
      ) : null}
      <div className="admin-form">
        {moves.includes('processing') ? (
          <button type="button" className="button button-primary" disabled={isSending} onClick={() => void move({ status: 'processing' })}>
            Start processing
          </button>
        ) : null}
        {moves.includes('delivered') ? (
          <button type="button" className="button button-primary" disabled={isSending} onClick={() => void move({ status: 'delivered' })}>
            Mark delivered
          </button>
        ) : null}
        {moves.includes('cancelled') && canCancel ? (
          <button type="button" className="button button-secondary" disabled={isSending} onClick={cancel}>
            Cancel order
          </button>
        ) : null}
        {resendable === null ? null : (
          <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void resend(resendable)}>
            {resendable === 'confirmation' ? 'Resend confirmation e-mail' : 'Resend cancellation notice'}
          </button>
        )}
        {/* issue #26 item 18: printing the slip is one of the things the desk does with the order. */}
        <Link className="button button-secondary" to={`/admin/orders/${order.id}/packing-slip`}>
          Packing slip (printable)
        </Link>
      </div>
      {moves.includes('dispatched') ? <DispatchForm isSending={isSending} onMove={move} /> : null}
      {moves.length === 0 ? <p className="admin-muted">{`This order is ${order.fulfilment_status}: it does not change any more.`}</p> : null}
    </section>
  );
}
