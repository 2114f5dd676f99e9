// The account area's layout route (routes.ts): the signed-in pages (cart, checkout, order history;
// My Account, fast orders and the Resident Tracker join as they land) inside the storefront shell.
// One sign-in guard for all of them, and the area's stylesheet.
import { Outlet } from 'react-router';
import type { Route } from './+types/account-layout';
import { requireSignedIn } from '../features/auth/require-signed-in.ts';
import { RouteError } from '../components/route-error.tsx';
import { useRootData } from '../lib/root-data.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { ACCOUNT_STYLES } from '../styles/stylesheets.ts';

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn];

// Server middleware runs only when a navigation asks the server for data. This loader makes
// entering the area always do so, so the guard runs even before a page that has no loader.
export function loader() {
  return null;
}

export default function AccountLayout() {
  // The server refuses a viewer's changes (403); the banner says so before they try.
  const isViewer = useRootData()?.viewer.role === 'viewer';
  return (
    <>
      <PageStylesheet sheet={ACCOUNT_STYLES} />
      {isViewer ? (
        <p className="container notice viewer-notice" role="note">
          Your role on this account is Viewer: you can see prices, orders and residents, but not change them. A manager of the account can change your role.
        </p>
      ) : null}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
