// The customer accounts list (issue #17 Part 6): the search box (account number, name or a user's
// e-mail) kept in the address, and one page of accounts the server found.
import { Form, Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { AccountSummaryJson } from '../../../shared/schemas/admin-accounts.ts';
import { formatOrderDate } from '../../features/orders/order-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function AccountSearch({ q }: { q: string }) {
  return (
    <Form method="get" action="/admin/accounts" className="admin-form admin-panel" role="search" aria-label="Search accounts">
      <div className="admin-field">
        <label htmlFor="accounts-q">Account number, name or user email</label>
        <input id="accounts-q" name="q" type="search" defaultValue={q} size={40} />
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
      {q ? <Link to="/admin/accounts">Clear</Link> : null}
    </Form>
  );
}

const COLUMNS: ListColumn<AccountSummaryJson>[] = [
  { heading: 'Number', cell: (account) => <Link to={`/admin/accounts/${account.id}`}>{account.account_number}</Link> },
  { heading: 'Name', cell: (account) => account.name },
  { heading: 'Pays on account', cell: (account) => yesNo(account.can_pay_on_account) },
  { heading: 'May switch', cell: (account) => yesNo(account.can_switch_accounts) },
  { heading: 'Users', cell: (account) => account.users_count },
  { heading: 'Opened', cell: (account) => formatOrderDate(account.created_at) },
];

export function AccountTable({ accounts, meta, q }: { accounts: AccountSummaryJson[]; meta: PaginationMeta; q: string }) {
  return (
    <AdminListTable
      caption={listCaption(meta, q ? `accounts matching “${q}”` : 'accounts')}
      columns={COLUMNS}
      rows={accounts}
      rowKey={(account) => account.id}
      pages={{ meta, label: 'Account pages' }}
    />
  );
}
