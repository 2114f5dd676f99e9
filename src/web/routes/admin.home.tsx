// /admin: where a signed-in staff member lands; the new orders waiting (roles that see orders) and the
// screens their role may use.
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.home';
import { staffRoleAllows } from '../../shared/staff-permissions.ts';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { ordersApi } from '../admin/orders/orders-api.ts';
import { staffContext } from '../admin/admin-context.ts';
import { navGroupsFor } from '../admin/admin-nav.ts';
import { AdminError } from '../admin/admin-error.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  if (!staffRoleAllows(context.get(staffContext).role, 'orders.read')) return { newOrders: null };
  const list = await orThrowResponse(ordersApi(context.get(requestContext).api).list({ status: 'new', per_page: '1' }));
  return { newOrders: list.meta.total };
}

function NewOrders({ count }: { count: number }) {
  return (
    <p className="admin-panel admin-home-count">
      <Link to="/admin/orders?status=new">{count === 1 ? '1 new order' : `${count} new orders`}</Link>
      <span className="admin-muted"> waiting to be processed</span>
    </p>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const groups = staff ? navGroupsFor(staff.role) : [];
  return (
    <section aria-labelledby="admin-home-heading">
      <h1 id="admin-home-heading">Back office</h1>
      {loaderData.newOrders === null ? null : <NewOrders count={loaderData.newOrders} />}
      {groups.length > 0 ? (
        <div className="admin-columns">
          {groups.map((group) => (
            <section key={group.label} aria-labelledby={`admin-home-${group.label.toLowerCase()}`}>
              <h2 id={`admin-home-${group.label.toLowerCase()}`}>{group.label}</h2>
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
      ) : (
        <p>Your screens will appear here.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
