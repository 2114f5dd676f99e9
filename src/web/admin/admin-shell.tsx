// The back office's shell (issue #17 Part 6): a dense bar for desk work with the screens this member's
// role may use (in groups, issue #26), one search box and the count of new orders (issue #30), who is
// signed in, and Sign out.
// No storefront header, menu or cart.
import { useState, type ReactNode } from 'react';
import type { StaffMeJson } from '../../shared/schemas/staff.ts';
import { STAFF_ROLE_LABELS, staffRoleAllows } from '../../shared/staff-permissions.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { adminSessionApi, browserAdminClient } from './admin-api.ts';
import { AdminNavMenu } from './admin-nav-menu.tsx';
import { AdminSearchBox } from './admin-search/admin-search-box.tsx';
import { NewOrdersLink } from './dashboard/new-orders-link.tsx';
import { ADMIN_STYLES } from './admin-styles.ts';

function SignOutButton() {
  const [isSending, setSending] = useState(false);
  async function signOut() {
    setSending(true);
    try {
      await adminSessionApi(browserAdminClient()).logout();
    } finally {
      // A full load: the sign-in page gets the new guest id's token.
      window.location.assign('/admin/login');
    }
  }
  return (
    <button type="button" className="admin-link-button" onClick={() => void signOut()} disabled={isSending}>
      Sign out
    </button>
  );
}

export function AdminShell({ staff, children }: { staff: StaffMeJson | null; children: ReactNode }) {
  return (
    <div className="admin">
      {ADMIN_STYLES.map((sheet) => (
        <PageStylesheet key={sheet.name} sheet={sheet} />
      ))}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-bar">
        <a className="admin-brand" href="/admin">
          Care Supply Co <span>back office</span>
        </a>
        {staff ? (
          <>
            <AdminNavMenu role={staff.role} />
            <AdminSearchBox role={staff.role} />
            {staffRoleAllows(staff.role, 'orders.read') ? <NewOrdersLink /> : null}
            <p className="admin-who">
              <a href="/admin/me" title="Your sign-ins and sessions">
                {staff.email}
              </a>{' '}
              <span className="admin-role">{STAFF_ROLE_LABELS[staff.role]}</span>
            </p>
            <SignOutButton />
          </>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}
