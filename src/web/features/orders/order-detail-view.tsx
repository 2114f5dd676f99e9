// An order's lines, totals with GST, and addresses: the order detail page and the confirmation.
import { formatCents } from '../../../shared/money.ts';
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';
import { summaryRows } from '../cart/cart-display.ts';
import { SummaryTable } from '../cart/cart-summary.tsx';
import { AddressBlock } from '../checkout/address-block.tsx';

export function OrderLinesTable({ order }: { order: OrderDetailJson }) {
  return (
    <div className="order-table__scroll" role="region" aria-label="Order lines" tabIndex={0}>
      <table className="order-table order-lines">
        <caption className="visually-hidden">{`Items in order ${order.order_number}`}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col" className="order-table__amount">
              Unit price
            </th>
            <th scope="col" className="order-table__amount">
              Qty
            </th>
            <th scope="col" className="order-table__amount">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={`${line.product_id}-${line.variant_id}-${index}`}>
              <th scope="row">{line.title}</th>
              <td>{line.sku}</td>
              <td className="order-table__amount">{formatCents(line.price)}</td>
              <td className="order-table__amount">{line.qty}</td>
              <td className="order-table__amount">{formatCents(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderTotals({ order }: { order: OrderDetailJson }) {
  const rows = summaryRows(order.summary, {
    taxInclusive: order.summary.tax_inclusive,
    showShipping: order.summary.shipping > 0,
    freeShipping: false,
  });
  return (
    <div className="order-totals">
      <SummaryTable rows={rows} caption={`Totals of order ${order.order_number}`} />
    </div>
  );
}

export function OrderAddresses({ order, withBilling = true }: { order: OrderDetailJson; withBilling?: boolean }) {
  return (
    <div className="order-addresses">
      <section aria-labelledby="order-shipping-title">
        <h2 id="order-shipping-title">Shipping address</h2>
        <AddressBlock info={order.shipping_info} place={order.shipping_place} />
        {order.shipping_info.purchase_order_no ? <p>{`Purchase order: ${order.shipping_info.purchase_order_no}`}</p> : null}
        {order.shipping_info.notes ? <p>{`Notes: ${order.shipping_info.notes}`}</p> : null}
      </section>
      {withBilling ? (
        <section aria-labelledby="order-billing-title">
          <h2 id="order-billing-title">Billing address</h2>
          <AddressBlock info={order.billing_info} place={order.billing_place} />
        </section>
      ) : null}
    </div>
  );
}
