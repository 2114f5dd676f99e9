// What an account holds (issue #17 Part 6): its users with their roles, its addresses (the merchant's
// integration code, the primary one marked) and its recent orders, each linked to the order's page.
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../../shared/account-roles.ts';
import { formatCents } from '../../../shared/money.ts';
import type { AccountDetailJson } from '../../../shared/schemas/admin-accounts.ts';
import { formatOrderDate, orderStatusText } from '../../features/orders/order-format.ts';
import { AdminTable } from '../list-parts.tsx';
import { FULFILMENT_LABELS } from '../orders/order-words.ts';

export function AccountUsers({ users }: { users: AccountDetailJson['users'] }) {
  // A new account's manager joins when they accept the e-mailed invitation (set a password).
  if (users.length === 0) return <p>No users yet: an invited user appears here once they accept the invitation.</p>;
  return (
    <AdminTable caption={`Users (${users.length})`} headings={['Name', 'Email', 'Role']}>
      {users.map((user) => (
        <tr key={user.id}>
          <td>{`${user.first_name} ${user.last_name}`.trim()}</td>
          <td className="admin-break">{user.email}</td>
          <td>{ROLE_LABELS[user.role]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function AccountAddresses({ addresses }: { addresses: AccountDetailJson['addresses'] }) {
  if (addresses.length === 0) return <p>No saved addresses.</p>;
  return (
    <AdminTable caption={`Addresses (${addresses.length})`} headings={['Address', 'Phone', 'Integration code', 'Primary']}>
      {addresses.map((address) => (
        <tr key={address.id}>
          <td>{[address.line_1, address.line_2, address.suburb, address.city, address.post_code].filter(Boolean).join(', ')}</td>
          <td>{address.phone}</td>
          <td>{address.integration_code ?? <span className="admin-muted">Not synced</span>}</td>
          <td>{address.primary ? 'Primary' : ''}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function AccountOrders({ orders }: { orders: AccountDetailJson['recent_orders'] }) {
  if (orders.length === 0) return <p>No orders yet.</p>;
  return (
    // issue #26 item 12: Status is where the order is on its way; how it is paid is Payment.
    <AdminTable caption="Recent orders" headings={['Order', 'Date', 'Status', 'Payment', { label: 'Total', className: 'admin-number' }]}>
      {orders.map((order) => (
        <tr key={order.id}>
          <td>
            <Link to={`/admin/orders/${order.id}`}>{order.order_number}</Link>
          </td>
          <td>{formatOrderDate(order.created_at)}</td>
          <td>{FULFILMENT_LABELS[order.fulfilment_status]}</td>
          <td>{orderStatusText(order.status)}</td>
          <td className="admin-number">{formatCents(order.total)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
