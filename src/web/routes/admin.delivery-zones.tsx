// /admin/delivery-zones (issue #29 Part 2): the delivery zones with their days, cut-offs and freight, and
// the public holidays no zone delivers on.
import type { Route } from './+types/admin.delivery-zones';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { deliveryApi } from '../admin/delivery/delivery-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { HolidaysPanel } from '../admin/delivery/holidays-panel.tsx';
import { ZonesPanel } from '../admin/delivery/zones-panel.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Delivery zones | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  const api = deliveryApi(context.get(requestContext).api);
  const [zones, holidays] = await Promise.all([orThrowResponse(api.zones.list()), orThrowResponse(api.holidays.list())]);
  return { zones: zones.data, holidays: holidays.holidays };
}

export default function AdminDeliveryZones({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-delivery-heading">
      <h1 id="admin-delivery-heading">Delivery zones</h1>
      <p>Where the store delivers, on which days, by when an order must be placed, and what delivery costs. Checkout offers a buyer the days of their post code&apos;s zone.</p>
      <ZonesPanel zones={loaderData.zones} />
      <HolidaysPanel holidays={loaderData.holidays} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
