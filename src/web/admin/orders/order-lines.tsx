// An order's lines and totals with GST (issue #17 Part 6), as the buyer was charged; once any of it has
// left (issue #30 Part 2), how many of each line have shipped.
import { formatCents } from '../../../shared/money.ts';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { summaryRows } from '../../lib/cart-display.ts';
import { TableScroll } from '../list-parts.tsx';

export function OrderLines({ order }: { order: StaffOrderDetailJson }) {
  const hasShipped = order.items.some((line) => line.shipped_qty > 0);
  const totals = summaryRows(order.summary, { taxInclusive: order.summary.tax_inclusive, showShipping: order.summary.shipping > 0, freeShipping: false });
  return (
    <TableScroll label="Lines and totals">
    <table className="admin-table">
      <caption>Lines and totals</caption>
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Product</th>
          <th scope="col" className="admin-number">
            Qty
          </th>
          {hasShipped ? (
            <th scope="col" className="admin-number">
              Shipped
            </th>
          ) : null}
          <th scope="col" className="admin-number">
            Price
          </th>
          <th scope="col" className="admin-number">
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
          <tr key={line.id}>
            <td>{line.sku}</td>
            <td>{line.title}</td>
            <td className="admin-number">{line.qty}</td>
            {hasShipped ? <td className="admin-number">{`${line.shipped_qty} of ${line.qty}`}</td> : null}
            <td className="admin-number">{formatCents(line.price)}</td>
            <td className="admin-number">{formatCents(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((row) => (
          <tr key={row.key} className={row.isTotal ? 'admin-total' : undefined}>
            <th scope="row" colSpan={hasShipped ? 5 : 4} className="admin-number">
              {row.label}
            </th>
            <td className="admin-number">{row.value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
    </TableScroll>
  );
}
