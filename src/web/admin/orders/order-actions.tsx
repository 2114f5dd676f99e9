// What the desk can still do with an order (issue #17 Part 6): the moves its status allows, cancelling
// (roles that may, after a confirmation), resending the confirmation e-mail of a live order or the
// cancellation notice of a cancelled one; and what the server said. Issue #30: dispatching part of it,
// putting it on hold (new or processing) and, when held, the banner at the top with 'Release hold' and
// no move offered until then; changing its lines before it leaves.
import { Link } from 'react-router';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { resendableNotice } from '../../../shared/fulfilment-moves.ts';
import { formatAdminTime } from '../admin-format.ts';
import { DispatchForm } from './dispatch-form.tsx';
import { HoldBanner } from './hold-banner.tsx';
import { HoldForm } from './hold-form.tsx';
import { OrderDeskNotice } from './order-desk-notice.tsx';
import { cancelQuestion, nextMoves } from './order-words.ts';
import { ShipmentForm } from './shipment-form.tsx';
import { shippableLines } from './shipment-request.ts';
import { LineChangeForm } from './line-change-form.tsx';
import { changeableLines } from './line-change-request.ts';
import { useOrderActions } from './use-order-actions.ts';

type Props = { order: StaffOrderDetailJson; canCancel: boolean; canMove: boolean; canChange: boolean };

export function OrderActions({ order, canCancel, canMove, canChange }: Props) {
  const { notice, noticeRef, isSending, move, resend, hold, release, ship, changeLines } = useOrderActions(order);
  const status = order.fulfilment_status;
  // Issue #30: a held order makes no move (the server refuses each with a 409) until it is released.
  const moves = order.hold ? [] : nextMoves(order);
  const canHold = canMove && !order.hold && !order.refund_started_at && (status === 'new' || status === 'processing');
  const leftToShip = shippableLines(order.items);
  // Issue #30 Part 2: lines change before anything leaves; a hold does not stop it (it is often why the order was held).
  const canChangeLines = canChange && !order.refund_started_at && (status === 'new' || status === 'processing');
  const canShipPart = canMove && !order.hold && !order.refund_started_at && (status === 'processing' || status === 'partially_dispatched') && leftToShip.length > 0;
  // issue #26 item 5: a cancelled or refunded order's confirmation would be false ('Paid by card').
  const resendable = resendableNotice({ fulfilmentStatus: status, paymentStatus: order.status });
  const cancel = () => {
    if (window.confirm(cancelQuestion(order))) void move({ status: 'cancelled' });
  };
  return (
    <>
      {order.hold ? <HoldBanner hold={order.hold} canRelease={canMove} isSending={isSending} onRelease={() => void release()} /> : null}
      <section className="admin-panel admin-no-print" aria-labelledby="order-actions-heading">
        <h2 id="order-actions-heading">Actions</h2>
        <OrderDeskNotice notice={notice} noticeRef={noticeRef} />
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
        {moves.includes('dispatched') ? <DispatchForm isSending={isSending} isRest={status === 'partially_dispatched'} onMove={move} /> : null}
        {canShipPart ? <ShipmentForm lines={leftToShip} isSending={isSending} onShip={ship} /> : null}
        {canChangeLines ? <LineChangeForm lines={changeableLines(order.items)} isCardPaid={order.status === 'paid'} isSending={isSending} onChange={changeLines} /> : null}
        {canHold ? <HoldForm isSending={isSending} onHold={hold} /> : null}
        {order.hold ? (
          <p className="admin-muted">It is on hold: release it (above) to move it on.</p>
        ) : moves.length === 0 ? (
          <p className="admin-muted">{`This order is ${status}: it does not change any more.`}</p>
        ) : null}
      </section>
    </>
  );
}
