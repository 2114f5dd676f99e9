// spec §2 Order history table: Order No, Shipping Address, Order Date, Amount and 'View Order'.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { OrderHistoryEntryJson } from '../../../shared/schemas/orders.ts';
import { formatOrderDate } from './order-format.ts';

export function OrderHistoryTable({ orders }: { orders: OrderHistoryEntryJson[] }) {
  return (
    <div className="order-table__scroll" role="region" aria-label="Orders" tabIndex={0}>
      <table className="order-table">
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Order No</th>
            <th scope="col">Shipping Address</th>
            <th scope="col">Order Date</th>
            <th scope="col" className="order-table__amount">
              Amount
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.order_number}</th>
              <td>{order.shipping_full_address}</td>
              <td>
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
              </td>
              <td className="order-table__amount">{formatCents(order.total)}</td>
              <td>
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
