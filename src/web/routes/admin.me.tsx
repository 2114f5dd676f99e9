// /admin/me: the signed-in member's own sign-in history and active sessions, with 'Sign out everywhere'
// (issue #30 Part 4), for every role: the Staff screen, which shows any member's, is for owners only.
import type { Route } from './+types/admin.me';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { STAFF_ROLE_LABELS } from '../../shared/staff-permissions.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { staffApi } from '../admin/staff/staff-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { StaffSessions } from '../admin/staff/staff-sessions.tsx';
import { StaffSignIns } from '../admin/staff/staff-sign-ins.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Your sign-ins | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const me = await orThrowResponse(api.call<StaffMeJson>('GET', '/admin/api/me'));
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const staff = staffApi(api);
  const [signIns, sessions] = await Promise.all([
    orThrowResponse(staff.signIns(me.id, Number.isInteger(page) && page > 0 ? page : 1)),
    orThrowResponse(staff.sessions(me.id)),
  ]);
  return { me, signIns, sessions: sessions.data };
}

export default function AdminMe({ loaderData }: Route.ComponentProps) {
  const { me, signIns, sessions } = loaderData;
  return (
    <section aria-labelledby="admin-me-heading">
      <h1 id="admin-me-heading">Your sign-ins</h1>
      <p className="admin-muted">
        {me.email}, {STAFF_ROLE_LABELS[me.role]}. If you see a sign-in or a session that was not you, sign out everywhere and tell an owner.
      </p>
      <StaffSessions memberId={me.id} email={me.email} sessions={sessions} isSelf />
      <StaffSignIns signIns={signIns} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
