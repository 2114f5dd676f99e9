// /admin/accounts (issue #17): customer accounts found by number, name or a user's e-mail (the search in
// the address), paged by the server; each opens its own page.
import type { Route } from './+types/admin.accounts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { accountsApi } from '../admin/accounts/accounts-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AccountSearch, AccountTable } from '../admin/accounts/account-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Accounts | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const page = url.searchParams.get('page') ?? '';
  return { q, list: await orThrowResponse(accountsApi(context.get(requestContext).api).list({ q, page })) };
}

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData;
  return (
    <section aria-labelledby="admin-accounts-heading">
      <h1 id="admin-accounts-heading">Accounts</h1>
      <AccountSearch key={q} q={q} />
      <AccountTable accounts={list.data} meta={list.meta} q={q} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
