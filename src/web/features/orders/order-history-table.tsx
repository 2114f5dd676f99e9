// spec §2 Order history table: Order No, Shipping Address, Order Date, Amount and 'View Order', with
// where each order is on its way as its Status (issue #17: 'Dispatched 26 Nov · NZ Couriers · ABC123';
// issue #26 item 12: the order's page calls it Status too), and the day it comes on (issue #29).
// Below 640 px each row stacks into labelled lines (orders.css): explicit roles keep it a table for
// screen readers whatever its CSS display.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { OrderHistoryEntryJson } from '../../../shared/schemas/orders.ts';
import { deliveryDayText, formatOrderDate, fulfilmentText } from './order-format.ts';

export function OrderHistoryTable({ orders }: { orders: OrderHistoryEntryJson[] }) {
  return (
    <div className="order-table__wrap">
      <table className="order-table" role="table">
        <caption className="visually-hidden">Your orders</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Order No
            </th>
            <th scope="col" role="columnheader">
              Shipping Address
            </th>
            <th scope="col" role="columnheader">
              Order Date
            </th>
            <th scope="col" role="columnheader">
              Status
            </th>
            <th scope="col" role="columnheader">
              Delivery
            </th>
            <th scope="col" role="columnheader" className="order-table__amount">
              Amount
            </th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr key={order.id} role="row">
              <th scope="row" role="rowheader">
                {order.order_number}
              </th>
              <td role="cell" data-label="Shipping Address">
                {order.shipping_full_address}
              </td>
              <td role="cell" data-label="Order Date">
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
              </td>
              <td role="cell" data-label="Status">
                {fulfilmentText(order)}
              </td>
              <td role="cell" data-label="Delivery">
                {deliveryDayText(order) ?? '—'}
              </td>
              <td role="cell" data-label="Amount" className="order-table__amount">
                {formatCents(order.total)}
              </td>
              <td role="cell">
                <Link to={`/order-history/${order.id}`} className="button button-secondary order-table__view">
                  View Order<span className="visually-hidden">{` ${order.order_number}`}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
