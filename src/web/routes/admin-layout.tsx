// The back office's shell (issue #17): every staff page sits in it. Its one guard asks the server who
// is signed in (GET /admin/api/me): nobody, or a session still between its two steps, goes to
// /admin/login. The code of these pages is in src/web/admin/, which no storefront page imports.
import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/admin-layout';
import { ApiRequestError } from '../lib/api-client.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { adminSessionApi } from '../admin/admin-api.ts';
import { staffContext } from '../admin/admin-context.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AdminShell } from '../admin/admin-shell.tsx';

const requireStaff: Route.MiddlewareFunction = async ({ context }) => {
  try {
    context.set(staffContext, await adminSessionApi(context.get(requestContext).api).me());
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw redirect('/admin/login');
    await orThrowResponse(Promise.reject(error));
  }
};

export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export function loader({ context }: Route.LoaderArgs) {
  return { staff: context.get(staffContext) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
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
