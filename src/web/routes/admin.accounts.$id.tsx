// /admin/accounts/:id (issue #17): one customer account: its details, users, addresses, recent orders,
// how many fast-order lists and residents it keeps (never their names), and the form that changes it.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.accounts.$id';
import { formatOrderDate } from '../features/orders/order-format.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { accountsApi } from '../admin/accounts/accounts-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AccountEditForm } from '../admin/accounts/account-edit-form.tsx';
import { AccountAddresses, AccountOrders } from '../admin/accounts/account-records.tsx';
import { accountUsersApi } from '../admin/accounts/account-users-api.ts';
import { AccountUsersSection } from '../admin/accounts/account-users-section.tsx';
import { yesNo } from '../admin/accounts/account-table.tsx';
import { AccountPricesPanel, type AccountPrices } from '../admin/accounts/account-prices.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { formatCents } from '../../shared/money.ts';
import { invoicingApi } from '../admin/invoicing/invoicing-api.ts';
import { LedgerPanel } from '../admin/invoicing/ledger-panel.tsx';
import { PaymentForm } from '../admin/invoicing/payment-form.tsx';
import { AccountApprovals } from '../admin/accounts/account-approvals.tsx';
import { ViewAsButton } from '../admin/view-as/view-as-button.tsx';
import { NewOrderLink } from '../admin/phone-orders/new-order-link.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.account.name ?? 'Account'} | Back office | Care Supply Co` }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const client = context.get(requestContext).api;
  const api = accountsApi(client);
  const account = (await orThrowResponse(api.get(params.id))).data;
  // Issue #28: its ledger (paged by ?page=) and the invoices a payment may pay (unpaid includes overdue).
  const [ledger, openInvoices, approvals, people] = await Promise.all([
    orThrowResponse(invoicingApi(client).ledger(account.id, new URL(request.url).searchParams.get('page') ?? '')),
    orThrowResponse(invoicingApi(client).list({ account_number: account.account_number, status: 'unpaid', per_page: '100' })),
    // Issue #29: its buyers' orders sent for approval, read only.
    orThrowResponse(api.approvals(account.id)),
    // Issue #30 Part 4: its users and the invitations not yet accepted.
    orThrowResponse(accountUsersApi(client).list(account.id)),
  ]);
  // Staff without the pricing permission see the account without its prices (the API answers them 403).
  const prices: AccountPrices | null = await api.prices(account.account_number).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 403) return null;
    throw error;
  });
  return { account, prices, ledger, openInvoices: openInvoices.data, approvals, people: people.data };
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');
  const onSaved = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  const editKey = [account.account_number, account.name, account.accounts_email, account.credit_limit, account.credit_hold, account.can_pay_on_account, account.can_switch_accounts].join('|');
  return (
    <section aria-labelledby="admin-account-heading">
      <p>
        <Link to="/admin/accounts">Back to accounts</Link>
      </p>
      <h1 id="admin-account-heading">
        Account {account.account_number}: {account.name}
      </h1>
      <NewOrderLink accountId={account.id} />
      <ViewAsButton accountId={account.id} accountName={account.name} />
      <p role="status" className="admin-status">
        {notice}
      </p>
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="account-details-heading">
          <h2 id="account-details-heading">Details</h2>
          <dl className="admin-details">
            <dt>Company</dt>
            <dd>{account.company_name || '—'}</dd>
            <dt>Phone</dt>
            <dd>{account.phone || '—'}</dd>
            <dt>Pays on account</dt>
            <dd>{yesNo(account.can_pay_on_account)}</dd>
            <dt>Credit limit</dt>
            <dd>{account.credit_limit === null ? 'None' : formatCents(account.credit_limit)}</dd>
            <dt>Credit hold</dt>
            <dd>{yesNo(account.credit_hold)}</dd>
            <dt>May switch accounts</dt>
            <dd>{yesNo(account.can_switch_accounts)}</dd>
            <dt>Opened</dt>
            <dd>{formatOrderDate(account.created_at)}</dd>
            <dt>Fast-order lists</dt>
            <dd>{account.fast_order_lists_count}</dd>
            <dt>Residents</dt>
            <dd>{account.residents_count}</dd>
          </dl>
        </section>
        <AccountEditForm key={editKey} account={account} onSaved={onSaved} />
      </div>
      <LedgerPanel ledger={loaderData.ledger} />
      <PaymentForm key={loaderData.ledger.data.balance} accountNumber={account.account_number} today={loaderData.ledger.data.today} openInvoices={loaderData.openInvoices} onRecorded={onSaved} />
      <AccountApprovals approvals={loaderData.approvals} />
      {loaderData.prices ? <AccountPricesPanel prices={loaderData.prices} /> : null}
      <AccountUsersSection accountId={account.id} people={loaderData.people} onDone={onSaved} />
      <h2>Addresses</h2>
      <AccountAddresses addresses={account.addresses} />
      <h2>Orders</h2>
      <AccountOrders orders={account.recent_orders} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
