// The staff area's shell: the merchant's own staff (a back office, still to come) get their own
// header and stylesheet, outside the storefront (no category menu, no cart, no customer popups).
// Not routed yet: routes.ts holds its slot, commented out.
//
// Closed to everyone until staff roles exist: sessions carry no role today, so its guard answers
// 404 for every visitor. The back office replaces it with its role check when it routes its pages.
import { data, Link, Outlet, type MiddlewareFunction } from 'react-router';
import type { ReactNode } from 'react';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { STAFF_STYLES } from '../styles/stylesheets.ts';

const closedToEveryone: MiddlewareFunction<Response> = () => {
  throw data({ message: 'Not found.' }, { status: 404 });
};

export const middleware = [closedToEveryone];

export function loader() {
  return null;
}

function StaffShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PageStylesheet sheet={STAFF_STYLES} />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="staff-header">
        <div className="container staff-header-inner">
          <span>{`${COMPANY.name} staff`}</span>
          <Link to="/">Storefront</Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

export default function StaffLayout() {
  return (
    <StaffShell>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  return (
    <StaffShell>
      <RouteError />
    </StaffShell>
  );
}
