// /admin/orders/packing-slips (issue #29): the packing slips of a delivery day (and zone), or of the
// orders chosen, in one print view, each slip on its own page.
import { Link } from 'react-router';
import type { Route } from './+types/admin.orders.packing-slips';
import { deliveryDayWords } from '../../shared/delivery-words.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { ordersApi } from '../admin/orders/orders-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { PackingSlip } from '../admin/orders/packing-slip.tsx';
import { adminQuery } from '../admin/admin-api.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Packing slips | Back office | Care Supply Co' }];

const QUERY = ['ids', 'delivery_date', 'zone', 'status'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = Object.fromEntries(QUERY.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name) ?? '']] : [])));
  const slips = (await orThrowResponse(ordersApi(context.get(requestContext).api).packingSlips(params))).data;
  return { params, slips };
}

export default function AdminPackingSlips({ loaderData }: Route.ComponentProps) {
  const { params, slips } = loaderData;
  const day = params.delivery_date;
  const title = day ? `Packing slips for ${deliveryDayWords(day)}${params.zone ? `, ${params.zone}` : ''}` : 'Packing slips';
  const back = day ? `/admin/orders${adminQuery({ delivery_date: day, zone: params.zone, status: params.status })}` : '/admin/orders';
  return (
    <section aria-labelledby="packing-slips-heading" className="admin-slips">
      <h1 id="packing-slips-heading">{title}</h1>
      <p className="admin-no-print admin-inline">
        {slips.length > 0 ? (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {`Print ${slips.length} ${slips.length === 1 ? 'slip' : 'slips'}`}
          </button>
        ) : null}
        <Link to={back}>Back to the orders</Link>
      </p>
      {slips.length === 0 ? <p role="status">No orders to pack for this day.</p> : null}
      {slips.map((slip) => (
        <PackingSlip key={slip.id} slip={slip} headingLevel={2} />
      ))}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
