// /admin/set-password/:token (issue #30 Part 4): where the link of an owner's password reset lands. It
// stands outside the back office's shell guard (no session is needed: the token is the authentication);
// opening it sets the back office's XSRF-TOKEN cookie, as the sign-in page does.
import type { Route } from './+types/admin.set-password.$token';
import { AdminError } from '../admin/admin-error.tsx';
import { AdminShell } from '../admin/admin-shell.tsx';
import { SetPasswordForm } from '../admin/sign-in/set-password-form.tsx';

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password | Back office | Care Supply Co' },
  { name: 'robots', content: 'noindex' },
  // The token is in the address: no link from this page may carry it away.
  { name: 'referrer', content: 'no-referrer' },
];

export default function AdminSetPassword({ params }: Route.ComponentProps) {
  return (
    <AdminShell staff={null}>
      <section className="admin-panel admin-sign-in">
        <SetPasswordForm token={params.token} />
      </section>
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
