// 'New order' on an account's page (issue #30 Part 4): shown to roles that may take orders (orders.take;
// the server checks it anyway).
import { Link, useRouteLoaderData } from 'react-router';
import type { StaffMeJson } from '../../../shared/schemas/staff.ts';
import { staffRoleAllows } from '../../../shared/staff-permissions.ts';

export function NewOrderLink({ accountId }: { accountId: number }) {
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  if (!staff || !staffRoleAllows(staff.role, 'orders.take')) return null;
  return (
    <p>
      <Link to={`/admin/accounts/${accountId}/orders/new`} className="button button-primary">
        New order
      </Link>
    </p>
  );
}
