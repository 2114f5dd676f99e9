// /admin/staff/:id (issue #30 Part 4): one staff member: their sign-in history, their active sessions
// with 'Sign out everywhere', and an owner's resets of their password or authenticator.
import { data, Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin.staff.$id';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { STAFF_ROLE_LABELS } from '../../shared/staff-permissions.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { staffApi } from '../admin/staff/staff-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { formatAdminTime } from '../admin/admin-format.ts';
import { StaffResets } from '../admin/staff/staff-resets.tsx';
import { StaffSessions } from '../admin/staff/staff-sessions.tsx';
import { StaffSignIns } from '../admin/staff/staff-sign-ins.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.member.email ?? 'Staff member'} | Staff | Back office | Care Supply Co` }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = staffApi(context.get(requestContext).api);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const [members, signIns, sessions] = await Promise.all([
    orThrowResponse(api.list()),
    orThrowResponse(api.signIns(params.id, Number.isInteger(page) && page > 0 ? page : 1)),
    orThrowResponse(api.sessions(params.id)),
  ]);
  const member = members.data.find((row) => String(row.id) === params.id);
  if (!member) throw data({ message: 'Staff member not found.' }, { status: 404 });
  return { member, signIns, sessions: sessions.data };
}

export default function AdminStaffMember({ loaderData }: Route.ComponentProps) {
  const { member, signIns, sessions } = loaderData;
  const self = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const isSelf = self?.id === member.id;
  return (
    <section aria-labelledby="admin-staff-member-heading">
      <p>
        <Link to="/admin/staff">Back to staff</Link>
      </p>
      <h1 id="admin-staff-member-heading">
        {member.email}
        {isSelf ? <span className="admin-muted"> (you)</span> : null}
      </h1>
      <dl className="staff-facts admin-panel">
        <dt>Role</dt>
        <dd>{STAFF_ROLE_LABELS[member.role]}</dd>
        <dt>Status</dt>
        <dd>{member.active ? 'Active' : 'Deactivated'}</dd>
        <dt>Authenticator</dt>
        <dd>{member.enrolled ? 'Set up' : 'Not set up yet: set up at the next sign-in'}</dd>
        <dt>Last sign-in</dt>
        <dd>{member.last_sign_in_at ? formatAdminTime(member.last_sign_in_at) : 'Never'}</dd>
      </dl>
      <StaffResets key={member.id} memberId={member.id} email={member.email} isSelf={isSelf} isActive={member.active} />
      <StaffSessions key={member.id} memberId={member.id} email={member.email} sessions={sessions} isSelf={isSelf} />
      <StaffSignIns signIns={signIns} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
