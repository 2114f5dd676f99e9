// /admin/address-requests (issue #17): customers' requests to change a synced address (open unless the
// address says otherwise), paged by the server; staff apply or decline each in its row.
import type { Route } from './+types/admin.address-requests';
import type { AddressRequestJson } from '../../shared/schemas/admin-address-requests.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { addressRequestsApi } from '../admin/address-requests/address-requests-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { REQUEST_STATUS_LABELS, RequestRow } from '../admin/address-requests/request-row.tsx';
import { AdminListTable, type ListColumn } from '../admin/admin-list-table.tsx';
import { listCaption, StatusFilter, statusListOf } from '../admin/list-parts.tsx';

const COLUMNS: ListColumn<AddressRequestJson>[] = [
  { heading: 'Account' },
  { heading: 'Address now', className: 'admin-address-column' },
  { heading: 'Requested', className: 'admin-address-column' },
  { heading: 'Asked by' },
  { heading: 'When' },
  { heading: 'Decision' },
];

export const meta: Route.MetaFunction = () => [{ title: 'Address requests | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusListOf(request, REQUEST_STATUS_LABELS, 'open');
  return { status, list: await orThrowResponse(addressRequestsApi(context.get(requestContext).api).list(query)) };
}

export default function AdminAddressRequests({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  const noun = status === 'all' ? 'address change requests' : `${REQUEST_STATUS_LABELS[status].toLowerCase()} address change requests`;
  return (
    <section aria-labelledby="admin-address-requests-heading">
      <h1 id="admin-address-requests-heading">Address change requests</h1>
      <StatusFilter action="/admin/address-requests" status={status} labels={REQUEST_STATUS_LABELS} name="address change requests" />
      <AdminListTable
        caption={listCaption(list.meta, noun)}
        columns={COLUMNS}
        rows={list.data}
        rowKey={(request) => `${request.id}-${request.status}`}
        renderRow={(request) => <RequestRow initial={request} />}
        pages={{ meta: list.meta, label: 'Address request pages' }}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
