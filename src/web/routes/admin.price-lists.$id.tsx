// /admin/price-lists/:id (issue #27 Part 3): one price list: its details, category rules and who it is
// for, each saved on its own; its entries 50 a page (the SKU search and page in the address), one added,
// repriced or removed at a time, or all replaced from a checked CSV.
import { Link } from 'react-router';
import type { Route } from './+types/admin.price-lists.$id';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AssignmentsForm } from '../admin/pricing/assignments-form.tsx';
import { CategoryRulesForm } from '../admin/pricing/category-rules-form.tsx';
import { EntriesPanel } from '../admin/pricing/entries-panel.tsx';
import { ListFieldsForm } from '../admin/pricing/list-fields-form.tsx';
import { standingText } from '../admin/pricing/price-list-table.tsx';
import { pricingApi } from '../admin/pricing/pricing-api.ts';
import { validityText } from '../admin/pricing/pricing-values.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? `Price list ${loaderData.list.code}` : 'Price list'} | Back office | Care Supply Co` }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const page = url.searchParams.get('page') ?? '';
  return { q, list: (await orThrowResponse(pricingApi(context.get(requestContext).api).lists.get(params.id, { q, page }))).data };
}

export default function AdminPriceList({ loaderData }: Route.ComponentProps) {
  const { list, q } = loaderData;
  return (
    <section aria-labelledby="admin-price-list-heading">
      <p>
        <Link to="/admin/price-lists">All price lists</Link>
      </p>
      <h1 id="admin-price-list-heading">
        Price list {list.code}: {list.name}
      </h1>
      <p>
        {standingText(list)} · valid {validityText(list.valid_from, list.valid_to).toLowerCase()} · {list.entries.toLocaleString('en-NZ')} entries, {list.accounts} accounts, {list.groups} groups
      </p>
      <div className="admin-columns" key={list.id}>
        <ListFieldsForm list={list} />
        <AssignmentsForm list={list} />
      </div>
      <CategoryRulesForm key={list.id} list={list} />
      <EntriesPanel list={list} q={q} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
