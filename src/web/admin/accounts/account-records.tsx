// What an account holds (issue #17 Part 6): its addresses (the merchant's
// integration code, the primary one marked) and its recent orders, each linked to the order's page.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { AccountDetailJson } from '../../../shared/schemas/admin-accounts.ts';
import { formatOrderDate, orderStatusText } from '../../features/orders/order-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { FULFILMENT_LABELS } from '../orders/order-words.ts';

type Address = AccountDetailJson['addresses'][number];
type Order = AccountDetailJson['recent_orders'][number];

const ADDRESS_COLUMNS: ListColumn<Address>[] = [
  { heading: 'Address', cell: (address) => [address.line_1, address.line_2, address.suburb, address.city, address.post_code].filter(Boolean).join(', ') },
  { heading: 'Phone', cell: (address) => address.phone },
  { heading: 'Integration code', cell: (address) => address.integration_code ?? <span className="admin-muted">Not synced</span> },
  { heading: 'Primary', cell: (address) => (address.primary ? 'Primary' : '') },
];

// issue #26 item 12: Status is where the order is on its way; how it is paid is Payment.
const ORDER_COLUMNS: ListColumn<Order>[] = [
  { heading: 'Order', cell: (order) => <Link to={`/admin/orders/${order.id}`}>{order.order_number}</Link> },
  { heading: 'Date', cell: (order) => formatOrderDate(order.created_at) },
  { heading: 'Status', cell: (order) => FULFILMENT_LABELS[order.fulfilment_status] },
  { heading: 'Payment', cell: (order) => orderStatusText(order.status) },
  { heading: 'Total', className: 'admin-number', cell: (order) => formatCents(order.total) },
];

export function AccountAddresses({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <p>No saved addresses.</p>;
  return <AdminListTable caption={`Addresses (${addresses.length})`} columns={ADDRESS_COLUMNS} rows={addresses} rowKey={(address) => address.id} />;
}

export function AccountOrders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p>No orders yet.</p>;
  return <AdminListTable caption="Recent orders" columns={ORDER_COLUMNS} rows={orders} rowKey={(order) => order.id} />;
}
