// /admin/login (issue #17): the back office's sign-in. Opening it sets the back office's XSRF-TOKEN
// cookie and the page's csrf-token meta (the server's /admin context); a member already signed in goes on to /admin.
import { redirect } from 'react-router';
import type { Route } from './+types/admin.login';
import { ApiRequestError } from '../lib/api-client.ts';
import { requestContext } from '../lib/api-context.ts';
import { adminSessionApi } from '../admin/admin-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AdminShell } from '../admin/admin-shell.tsx';
import { StaffSignIn } from '../admin/sign-in/staff-sign-in.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Back office | Care Supply Co' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  try {
    await adminSessionApi(context.get(requestContext).api).me();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
  throw redirect('/admin');
}

export default function AdminLogin() {
  return (
    <AdminShell staff={null}>
      <StaffSignIn />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <AdminShell staff={null}>
      <AdminError />
    </AdminShell>
  );
}
