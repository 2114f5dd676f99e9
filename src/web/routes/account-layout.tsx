// The account area's layout route (routes.ts): the signed-in pages (cart, checkout, order history;
// My Account, fast orders and the Resident Tracker join as they land) inside the storefront shell.
// One sign-in guard for all of them, and the area's stylesheet.
import { Outlet } from 'react-router';
import type { Route } from './+types/account-layout';
import { requireSignedIn } from '../features/auth/require-signed-in.ts';
import { RouteError } from '../components/route-error.tsx';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { ACCOUNT_STYLES } from '../styles/stylesheets.ts';

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn];

// Server middleware runs only when a navigation asks the server for data. This loader makes
// entering the area always do so, so the guard runs even before a page that has no loader.
export function loader() {
  return null;
}

export default function AccountLayout() {
  return (
    <>
      <PageStylesheet sheet={ACCOUNT_STYLES} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
