// /admin/price-lists (issue #27 Part 3): the contract price lists, found by code or name (the search in
// the address) and paged by the server, each opening its own page; and a form to add one.
import type { Route } from './+types/admin.price-lists';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AddPriceListForm } from '../admin/pricing/add-price-list-form.tsx';
import { pricingApi } from '../admin/pricing/pricing-api.ts';
import { PriceListSearch, PriceListTable } from '../admin/pricing/price-list-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Price lists | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const page = url.searchParams.get('page') ?? '';
  return { q, list: await orThrowResponse(pricingApi(context.get(requestContext).api).lists.list({ q, page })) };
}

export default function AdminPriceLists({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData;
  return (
    <section aria-labelledby="admin-price-lists-heading">
      <h1 id="admin-price-lists-heading">Price lists</h1>
      <p>
        A price list gives the accounts and customer groups it is for their own prices while it is active and within its dates (New Zealand days, both included): an entry prices a
        SKU from a quantity, a category rule takes a percent off the list price. A buyer pays the lowest of the list price, the special price and every entry or rule that applies to them.
      </p>
      <AddPriceListForm />
      <PriceListSearch key={q} q={q} />
      <PriceListTable lists={list.data} meta={list.meta} q={q} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
