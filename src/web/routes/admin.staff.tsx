// /admin/staff (issue #17): owners add members, change their role and deactivate them.
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.staff';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { staffApi } from '../admin/staff/staff-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AddStaffForm } from '../admin/staff/add-staff-form.tsx';
import { StaffTable } from '../admin/staff/staff-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Staff | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { members: (await orThrowResponse(staffApi(context.get(requestContext).api).list())).data };
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const self = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  return (
    <section aria-labelledby="admin-staff-heading">
      <h1 id="admin-staff-heading">Staff</h1>
      <AddStaffForm />
      <StaffTable members={loaderData.members} selfId={self?.id ?? 0} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
