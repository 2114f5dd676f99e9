// /admin/orders (issue #17 Part 6): every order, newest first; filters, sort and page in the address,
// found, sorted and paged by the server; and the CSV export. Issue #30: orders ticked for bulk work (a
// page, or all matching), moved, printed or exported together from the bar above the table.
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.orders';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { staffRoleAllows } from '../../shared/staff-permissions.ts';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../lib/loader-errors.ts';
import { ordersApi } from '../admin/orders/orders-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { OrderFilters } from '../admin/orders/order-filters.tsx';
import { orderListParamsOf } from '../admin/orders/order-list-params.ts';
import { OrdersCsvForm } from '../admin/orders/orders-csv-form.tsx';
import { OrdersTable } from '../admin/orders/orders-table.tsx';
import { FilterErrors } from '../admin/list-parts.tsx';
import { PrintSlipsLink } from '../admin/orders/print-slips-link.tsx';
import { useBulkOrders } from '../admin/orders/bulk-actions.ts';
import { BulkBar } from '../admin/orders/bulk-bar.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Orders | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = orderListParamsOf(new URL(request.url));
  try {
    return { params, list: await ordersApi(context.get(requestContext).api).list(params), errors: null };
  } catch (error) {
    // Filters the server refuses (a date range the wrong way round) are shown beside the form, kept as typed.
    if (error instanceof ApiRequestError && error.status === 422) return { params, list: null, errors: Object.values(error.body.errors ?? { _: apiErrorMessage(error) }) };
    return orThrowResponse(Promise.reject(error));
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { params, list, errors } = loaderData;
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const bulk = useBulkOrders(params);
  const chosen = new Set(bulk.selection.ids);
  return (
    <section aria-labelledby="admin-orders-heading">
      <h1 id="admin-orders-heading">Orders</h1>
      <OrderFilters params={params} />
      <FilterErrors errors={errors} />
      {list && params.delivery_date && list.meta.total > 0 ? <PrintSlipsLink params={params} count={list.meta.total} /> : null}
      {list ? (
        <>
          {/* The server refuses moves to roles without orders.move too. */}
          <BulkBar bulk={bulk} rows={list.data} total={list.meta.total} canMove={staff ? staffRoleAllows(staff.role, 'orders.move') : false} />
          <OrdersTable list={list} params={params} choice={{ isChosen: (id) => chosen.has(id), onChoose: (order, isChosen) => bulk.choose([order], isChosen) }} />
        </>
      ) : null}
      {/* Keyed by the list's filters, so its days follow the list's when they change. */}
      <OrdersCsvForm key={new URLSearchParams(Object.entries(params)).toString()} params={params} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
