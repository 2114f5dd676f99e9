// An order's facts for the desk (issue #17 Part 6): account, who placed it, PO, payment, notes, and
// where it goes and who pays.
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { formatAdminTime } from '../admin-format.ts';
import { FactRows, carrierText } from './fact-rows.tsx';
import { OrderAddress } from './order-address.tsx';
import { FULFILMENT_LABELS, paymentText } from './order-words.ts';

export function OrderFacts({ order }: { order: StaffOrderDetailJson }) {
  const facts: [string, string][] = [
    ['Placed', formatAdminTime(order.created_at)],
    ['Account', `${order.account.account_number} ${order.account.name}`],
    ['Placed by', order.placed_by],
    // Issue #30 Part 4: an order the desk took for the account by phone names who took it.
    ...(order.taken_by ? ([['Taken by phone by', order.taken_by]] as [string, string][]) : []),
    ['Purchase order', order.purchase_order_no || '—'],
    ['Status', FULFILMENT_LABELS[order.fulfilment_status]],
    ['Payment', paymentText(order.payment_method, order.status)],
  ];
  if (order.payment_reference) facts.push(['Payment reference', order.payment_reference]);
  // Issue #30: an order sent in parts has a carrier and reference per shipment, listed under Shipments.
  if (order.shipments.length > 1) facts.push(['Shipments', `${order.shipments.length}, listed below`]);
  else if (order.carrier) facts.push(['Carrier', carrierText(order.carrier, order.tracking_ref)]);
  return (
    <div className="admin-panel admin-order-facts">
      <dl className="admin-facts">
        <FactRows facts={facts} />
        <div>
          <dt>Notes</dt>
          <dd className="admin-notes">{order.notes || '—'}</dd>
        </div>
      </dl>
      <div className="admin-addresses">
        <OrderAddress title="Shipping address" info={order.shipping_info} place={order.shipping_place} />
        <OrderAddress title="Billing address" info={order.billing_info} place={order.billing_place} />
      </div>
    </div>
  );
}
