// What has left of an order (issue #30 Part 2): each shipment, oldest first, with when it left, its
// carrier and tracking reference, and how many of which lines it carried.
import type { OrderShipmentJson } from '../../../shared/schemas/orders.ts';
import { formatAdminTime } from '../admin-format.ts';

export function ShipmentList({ shipments }: { shipments: OrderShipmentJson[] }) {
  if (shipments.length === 0) return null;
  return (
    <section className="admin-panel" aria-labelledby="order-shipments-heading">
      <h2 id="order-shipments-heading">Shipments</h2>
      <ol className="order-shipments" aria-labelledby="order-shipments-heading">
        {shipments.map((shipment, index) => (
          <li key={shipment.id}>
            <h3 id={`order-shipment-${shipment.id}`}>{`Shipment ${index + 1}`}</h3>
            <p>
              {'Left '}
              <time dateTime={shipment.created_at}>{formatAdminTime(shipment.created_at)}</time>
              {` with ${shipment.carrier}, ${shipment.tracking_ref ? `tracking reference ${shipment.tracking_ref}` : 'no tracking reference'}.`}
            </p>
            <ul className="order-shipment-lines">
              {shipment.lines.map((line) => (
                <li key={line.line_id}>
                  <span className="order-shipment-qty">{`${line.qty} ×`}</span> {`${line.sku} ${line.title}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
