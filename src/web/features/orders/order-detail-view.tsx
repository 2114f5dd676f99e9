// An order's lines, totals with GST (and its tax invoice's PDF once issued), and addresses: the order
// detail page and the confirmation. The lines table stacks below 640 px like the order history table
// (explicit roles keep it a table).
import { formatCents } from '../../../shared/money.ts';
import type { OrderDetailJson } from '../../../shared/schemas/orders.ts';
import { isSitePath } from '../../../shared/site-path.ts';
import { summaryRows } from '../../lib/cart-display.ts';
import { SummaryTable } from '../../components/cart-summary.tsx';
import { AddressBlock } from '../addresses/address-block.tsx';
import { orderTitle } from './order-format.ts';

export function OrderLinesTable({ order }: { order: OrderDetailJson }) {
  return (
    <div className="order-table__wrap">
      <table className="order-table order-lines" role="table">
        <caption className="visually-hidden">{`Items of ${orderTitle(order)}`}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Product
            </th>
            <th scope="col" role="columnheader">
              SKU
            </th>
            <th scope="col" role="columnheader" className="order-table__amount">
              Unit price
            </th>
            <th scope="col" role="columnheader" className="order-table__amount">
              Qty
            </th>
            <th scope="col" role="columnheader" className="order-table__amount">
              Line total
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {order.items.map((line, index) => (
            <tr key={`${line.product_id}-${line.variant_id}-${index}`} role="row">
              <th scope="row" role="rowheader">
                <span className="order-line__product">
                  {/* The picture the buyer saw when ordering (a colour's own); the title says what it is. */}
                  {isSitePath(line.image) ? <img className="order-line__picture" src={line.image} alt="" width={48} height={48} /> : null}
                  <span>{line.title}</span>
                </span>
              </th>
              <td role="cell" data-label="SKU">
                {line.sku}
              </td>
              <td role="cell" data-label="Unit price" className="order-table__amount">
                {formatCents(line.price)}
              </td>
              <td role="cell" data-label="Qty" className="order-table__amount">
                {line.qty}
              </td>
              <td role="cell" data-label="Line total" className="order-table__amount">
                {formatCents(line.line_total)}
              </td>
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
      <SummaryTable rows={rows} caption={`Totals of ${orderTitle(order)}`} />
      {order.invoices.map((invoice) => (
        <OrderInvoiceLink key={invoice.id} invoice={invoice} />
      ))}
    </div>
  );
}

/** Issue #28: the order's tax invoice once issued (dispatched on account, or paid by card), as its PDF; one a shipment when sent in parts (issue #30). */
function OrderInvoiceLink({ invoice }: { invoice: OrderDetailJson['invoices'][number] }) {
  return (
    <p className="order-totals__invoice">
      <a href={invoice.pdf_url} download>{`Tax invoice ${invoice.invoice_number} (PDF)`}</a>
    </p>
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
