// The Resident Tracker's settings (issue #10): the standing order and its runs, the account's order
// times, and privacy; server-rendered with their data. In the account area (routes.ts).
import { Link } from 'react-router';
import type { Route } from './+types/resident-orders.settings';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { planningApi } from '../features/resident-planning/planning-api.ts';
import { StandingOrderForm } from '../features/resident-planning/standing-order-form.tsx';
import { OrderTimesEditor } from '../features/resident-planning/order-times-editor.tsx';
import { PrivacySetting } from '../features/resident-planning/privacy-setting.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const planning = planningApi(api);
  const [standingOrder, orderTimes, settings, report] = await Promise.all([
    orThrowResponse(planning.standingOrder()),
    orThrowResponse(planning.orderTimes()),
    orThrowResponse(planning.settings()),
    orThrowResponse(planning.costReport('all')),
  ]);
  const locations = report.data.map((group) => group.location).filter((location) => location !== 'No location');
  return { standingOrder, orderTimes: orderTimes.data, namesHidden: settings.data.names_hidden, locations };
}

export const meta: Route.MetaFunction = () => [{ title: `Resident Tracker Settings | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Resident Tracker', to: '/resident-orders' }, { label: 'Settings' }]);

export default function ResidentSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container planning-page">
      <h1>Resident Tracker Settings</h1>
      <nav className="planning-page__links" aria-label="Resident Tracker">
        <Link to="/resident-orders">Back to the Resident Tracker</Link>
        <Link to="/resident-orders/cost-report">Cost report</Link>
      </nav>
      <StandingOrderForm standingOrder={loaderData.standingOrder} locations={loaderData.locations} />
      <OrderTimesEditor initial={loaderData.orderTimes} />
      <PrivacySetting namesHidden={loaderData.namesHidden} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
