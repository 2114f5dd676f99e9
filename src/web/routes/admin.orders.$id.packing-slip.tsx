// /admin/orders/:id/packing-slip (issue #17 Part 6): the order's packing slip, ready to print.
import { Link } from 'react-router';
import type { Route } from './+types/admin.orders.$id.packing-slip';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { ordersApi } from '../admin/orders/orders-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { orderIdOf } from '../admin/orders/order-id.ts';
import { PackingSlip } from '../admin/orders/packing-slip.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Packing slip ${loaderData.slip.order_number}` : 'Packing slip'} | Back office | Care Supply Co` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { slip: (await orThrowResponse(ordersApi(context.get(requestContext).api).packingSlip(orderIdOf(params.id)))).data };
}

export default function AdminPackingSlip({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  return (
    <>
      <p className="admin-no-print admin-inline">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print
        </button>
        <Link to={`/admin/orders/${slip.id}`}>{`Back to order ${slip.order_number}`}</Link>
      </p>
      <PackingSlip slip={slip} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
