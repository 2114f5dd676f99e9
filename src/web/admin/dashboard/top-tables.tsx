// This month's best-selling products and biggest accounts by sales excl. GST (issue #30 Part 1), each
// linking to its screen for a role that may open it.
import { Link } from 'react-router';
import type { DashboardAccountJson, DashboardProductJson } from '../../../shared/schemas/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

const NUMBER = 'admin-number';

export function TopProducts({ products, canOpen }: { products: DashboardProductJson[]; canOpen: boolean }) {
  const columns: ListColumn<DashboardProductJson>[] = [
    {
      heading: 'Product',
      cell: (product) => (
        <>
          {canOpen ? <Link to={`/admin/products/${product.product_id}`}>{product.title}</Link> : product.title}
          <span className="admin-muted dash-sku"> {product.sku}</span>
        </>
      ),
    },
    { heading: 'Units', className: NUMBER, cell: (product) => product.qty.toLocaleString('en-NZ') },
    { heading: 'Sales', className: NUMBER, cell: (product) => formatCents(product.sales) },
  ];
  return (
    <section className="admin-panel" aria-labelledby="dash-products-heading">
      <h2 id="dash-products-heading">Top products this month</h2>
      <AdminListTable
        caption="Best sellers by sales excl. GST"
        columns={columns}
        rows={products}
        rowKey={(product) => product.product_id}
        empty={<p>No sales yet this month.</p>}
      />
    </section>
  );
}

export function TopAccounts({ accounts, canOpen }: { accounts: DashboardAccountJson[]; canOpen: boolean }) {
  const columns: ListColumn<DashboardAccountJson>[] = [
    {
      heading: 'Account',
      cell: (account) => (
        <>
          {canOpen ? <Link to={`/admin/accounts/${account.account_id}`}>{account.account_number}</Link> : account.account_number} {account.name}
        </>
      ),
    },
    { heading: 'Orders', className: NUMBER, cell: (account) => account.orders.toLocaleString('en-NZ') },
    { heading: 'Sales', className: NUMBER, cell: (account) => formatCents(account.sales) },
  ];
  return (
    <section className="admin-panel" aria-labelledby="dash-accounts-heading">
      <h2 id="dash-accounts-heading">Top accounts this month</h2>
      <AdminListTable
        caption="Biggest accounts by sales excl. GST"
        columns={columns}
        rows={accounts}
        rowKey={(account) => account.account_id}
        empty={<p>No orders yet this month.</p>}
      />
    </section>
  );
}
