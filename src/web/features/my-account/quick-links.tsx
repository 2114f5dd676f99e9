// spec §2 My Account: the Quick Links box (orders, invoices (issue #28), approvals and budgets (issue #29), fast-order lists, resident tracker,
// quick order, addresses, users), plus Switch Account when switching is allowed.
import { Link } from 'react-router';
import { useCanOrder } from '../../lib/root-data.ts';

export function QuickLinks({ canSwitch }: { canSwitch: boolean }) {
  // Issue #29: approvals are a buyer's and a manager's (a viewer's role may not see them).
  const canOrder = useCanOrder();
  const links = [
    { label: 'Order History', to: '/order-history' },
    { label: 'Invoices', to: '/my-account/invoices' },
    // Issue #30 Part 2: every role sees the account's returns (a viewer may not ask for one).
    { label: 'Returns', to: '/my-account/returns' },
    ...(canOrder ? [{ label: 'Approvals', to: '/my-account/approvals' }, { label: 'Budgets', to: '/my-account/budgets' }] : []),
    { label: 'Fast Orders', to: '/fast-orders' },
    { label: 'Resident Tracker', to: '/resident-orders' },
    { label: 'Quick Order', to: '/quick-order' },
    { label: 'Delivery Addresses', to: '/my-account#delivery-addresses' },
    { label: 'Users', to: '/my-account/users' },
    ...(canSwitch ? [{ label: 'Switch Account', to: '/my-account/switch' }] : []),
  ];
  return (
    <section className="account-box quick-links" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title">Quick Links</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
