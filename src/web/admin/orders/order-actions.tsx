// What the desk can still do with an order (issue #17 Part 6): the moves its status allows, cancelling
// (roles that may, after a confirmation), resending the confirmation e-mail; and what the server said.
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { formatAdminTime } from '../admin-format.ts';
import { DispatchForm } from './dispatch-form.tsx';
import { cancelQuestion, nextMoves } from './order-words.ts';
import { useOrderActions } from './use-order-actions.ts';

export function OrderActions({ order, canCancel }: { order: StaffOrderDetailJson; canCancel: boolean }) {
  const { notice, noticeRef, isSending, move, resend } = useOrderActions(order);
  const moves = nextMoves(order);
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
        <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void resend()}>
          Resend confirmation e-mail
        </button>
      </div>
      {moves.includes('dispatched') ? <DispatchForm isSending={isSending} onMove={move} /> : null}
      {moves.length === 0 ? <p className="admin-muted">{`This order is ${order.fulfilment_status}: it does not change any more.`}</p> : null}
    </section>
  );
}
