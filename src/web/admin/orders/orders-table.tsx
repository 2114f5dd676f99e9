// The order list (issue #17 Part 6): one dense row per order, Date and Total sortable by links that
// change the address, and the server's pages.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { StaffOrderListResponse } from '../../../shared/schemas/staff-orders.ts';
import type { OrderListParams } from '../admin-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { pageHref, sortDirection, sortHref, type SortColumn } from './order-list-params.ts';
import { FULFILMENT_LABELS, paymentText } from './order-words.ts';
import { TableScroll } from '../list-parts.tsx';

function SortHeader({ params, column, label }: { params: OrderListParams; column: SortColumn; label: string }) {
  const direction = sortDirection(params, column);
  const arrow = direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : '';
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <Link to={sortHref(params, column)}>
        {label}
        <span aria-hidden="true">{arrow}</span>
        <span className="visually-hidden">, sort {direction === 'descending' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  );
}

function Pager({ params, meta }: { params: OrderListParams; meta: StaffOrderListResponse['meta'] }) {
  if (meta.last_page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label="Order pages">
      {meta.current_page > 1 ? <Link to={pageHref(params, meta.current_page - 1)}>Previous page</Link> : null}
      <span>
        Page {meta.current_page} of {meta.last_page}
      </span>
      {meta.current_page < meta.last_page ? <Link to={pageHref(params, meta.current_page + 1)}>Next page</Link> : null}
    </nav>
  );
}

export function OrdersTable({ list, params }: { list: StaffOrderListResponse; params: OrderListParams }) {
  const { meta } = list;
  if (meta.total === 0) {
    return (
      <p className="admin-panel" role="status">
        No orders match these filters.
      </p>
    );
  }
  const first = (meta.current_page - 1) * meta.per_page + 1;
  const last = first + list.data.length - 1;
  return (
    <>
      <TableScroll label="Orders">
      <table className="admin-table">
        <caption>{`Orders ${first}–${last} of ${meta.total}`}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <SortHeader params={params} column="created_at" label="Date" />
            <th scope="col">Account</th>
            <th scope="col">PO</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <SortHeader params={params} column="total" label="Total" />
          </tr>
        </thead>
        <tbody>
          {list.data.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/admin/orders/${order.id}`}>{order.order_number}</Link>
              </td>
              <td>{formatAdminTime(order.created_at)}</td>
              <td>
                {order.account_number} {order.account_name}
              </td>
              <td>{order.purchase_order_no}</td>
              <td>{FULFILMENT_LABELS[order.fulfilment_status]}</td>
              <td>{paymentText(order.payment_method, order.payment_status)}</td>
              <td className="admin-number">{formatCents(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </TableScroll>
      <Pager params={params} meta={meta} />
    </>
  );
}
