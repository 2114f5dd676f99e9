// /admin: where a signed-in staff member lands; the screens their role may use.
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.home';
import { staffRoleAllows } from '../../shared/staff-permissions.ts';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { ADMIN_NAV } from '../admin/admin-nav.ts';
import { AdminError } from '../admin/admin-error.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Back office | Care Supply Co' }];

export default function AdminHome() {
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const items = staff ? ADMIN_NAV.filter((item) => staffRoleAllows(staff.role, item.permission)) : [];
  return (
    <section aria-labelledby="admin-home-heading">
      <h1 id="admin-home-heading">Back office</h1>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Your screens will appear here.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
