// /admin/address-requests (issue #17): customers' requests to change a synced address (open unless the
// address says otherwise), paged by the server; staff apply or decline each in its row.
import type { Route } from './+types/admin.address-requests';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { adminApi } from '../admin/admin-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { REQUEST_STATUS_LABELS, RequestRow } from '../admin/address-requests/request-row.tsx';
import { AdminTable, ListPager, listCaption, listHref, StatusFilter, statusListOf } from '../admin/list-parts.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Address requests | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusListOf(request, REQUEST_STATUS_LABELS, 'open');
  return { status, list: await orThrowResponse(adminApi(context.get(requestContext).api).addressRequests.list(query)) };
}

export default function AdminAddressRequests({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  const noun = status === 'all' ? 'address change requests' : `${REQUEST_STATUS_LABELS[status].toLowerCase()} address change requests`;
  return (
    <section aria-labelledby="admin-address-requests-heading">
      <h1 id="admin-address-requests-heading">Address change requests</h1>
      <StatusFilter action="/admin/address-requests" status={status} labels={REQUEST_STATUS_LABELS} name="address change requests" />
      <AdminTable caption={listCaption(list.meta, noun)} headings={['Account', { label: 'Address now', className: 'admin-address-column' }, { label: 'Requested', className: 'admin-address-column' }, 'Asked by', 'When', 'Decision']}>
        {list.data.map((request) => (
          <RequestRow key={`${request.id}-${request.status}`} initial={request} />
        ))}
      </AdminTable>
      <ListPager meta={list.meta} label="Address request pages" hrefFor={(page) => listHref('/admin/address-requests', { status: status === 'open' ? '' : status }, page)} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
