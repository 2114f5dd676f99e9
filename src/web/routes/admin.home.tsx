// /admin: where a signed-in staff member lands (issue #30 Part 1): for roles that see orders, the dashboard
// (sales today, this week and this month against the stretch before, orders by status, what waits, the
// month's best sellers and 30 days of sales); then the screens their role may use. The header carries
// the count of new orders (dashboard/new-orders-link.tsx).
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.home';
import { staffRoleAllows } from '../../shared/staff-permissions.ts';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { staffContext } from '../admin/admin-context.ts';
import { formatAdminTime } from '../admin/admin-format.ts';
import { navGroupsFor } from '../admin/admin-nav.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { dashboardApi } from '../admin/dashboard/dashboard-api.ts';
import { PeriodFigures } from '../admin/dashboard/period-figures.tsx';
import { SalesChart } from '../admin/dashboard/sales-chart.tsx';
import { StatusLinks } from '../admin/dashboard/status-links.tsx';
import { TopAccounts, TopProducts } from '../admin/dashboard/top-tables.tsx';
import { WaitingLinks } from '../admin/dashboard/waiting-links.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { role } = context.get(staffContext);
  if (!staffRoleAllows(role, 'orders.read')) return { dashboard: null, canOpenProducts: false, canOpenAccounts: false };
  const { data } = await orThrowResponse(dashboardApi(context.get(requestContext).api).get());
  return { dashboard: data, canOpenProducts: staffRoleAllows(role, 'catalogue'), canOpenAccounts: staffRoleAllows(role, 'accounts') };
}

function Screens({ role }: { role: StaffMeJson['role'] }) {
  const groups = navGroupsFor(role);
  if (groups.length === 0) return <p>Your screens will appear here.</p>;
  return (
    <section aria-labelledby="admin-home-screens">
      <h2 id="admin-home-screens">Your screens</h2>
      <div className="admin-columns">
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`admin-home-${group.label.toLowerCase()}`}>
            <h3 id={`admin-home-${group.label.toLowerCase()}`}>{group.label}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const { dashboard } = loaderData;
  return (
    <section aria-labelledby="admin-home-heading" className="dash">
      <h1 id="admin-home-heading">Back office</h1>
      {dashboard ? (
        <>
          <p className="admin-muted">
            As of {formatAdminTime(dashboard.as_of)}, New Zealand time. Sales are the goods excl. GST of placed orders, cancelled ones left out.
          </p>
          <PeriodFigures periods={dashboard.periods} />
          <div className="admin-columns">
            <StatusLinks counts={dashboard.fulfilment} />
            <WaitingLinks waiting={dashboard.waiting} />
          </div>
          <SalesChart days={dashboard.daily_sales} />
          <div className="admin-columns dash-tops">
            <TopProducts products={dashboard.top_products} canOpen={loaderData.canOpenProducts} />
            <TopAccounts accounts={dashboard.top_accounts} canOpen={loaderData.canOpenAccounts} />
          </div>
        </>
      ) : null}
      {staff ? <Screens role={staff.role} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
