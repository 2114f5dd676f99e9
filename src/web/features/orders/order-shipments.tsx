// An order's shipments on its page (issue #30 Part 2): each parcel that left, with its day, carrier,
// tracking reference and what it carried; while the order is partly dispatched, what is still to come.
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';
import { formatOrderDate } from './order-format.ts';

/** Each line's quantity not yet dispatched, for an order sent in parts. */
export function stillToCome(order: Pick<OrderDetailJson, 'items'>): { sku: string; title: string; qty: number }[] {
  return order.items.filter((line) => line.shipped_qty < line.qty).map((line) => ({ sku: line.sku, title: line.title, qty: line.qty - line.shipped_qty }));
}

export function OrderShipments({ order }: { order: OrderDetailJson }) {
  const toCome = order.fulfilment_status === 'partially_dispatched' ? stillToCome(order) : [];
  return (
    <>
      <ol className="order-shipments">
        {order.shipments.map((shipment, index) => (
          <li key={shipment.id}>
            <h3>
              {`Shipment ${index + 1} · `}
              <time dateTime={shipment.created_at}>{formatOrderDate(shipment.created_at)}</time>
            </h3>
            <p>{[shipment.carrier, shipment.tracking_ref ? `Tracking reference ${shipment.tracking_ref}` : null].filter(Boolean).join(' · ')}</p>
            <ul>
              {shipment.lines.map((line) => (
                <li key={line.line_id}>{`${line.qty} × ${line.title} (${line.sku})`}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {toCome.length > 0 ? (
        <>
          <h3>Still to come</h3>
          <ul>
            {toCome.map((line, index) => (
              <li key={`${line.sku}-${index}`}>{`${line.qty} × ${line.title} (${line.sku})`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
