// The storefront shell's layout route (routes.ts): header with the category menu and the cart,
// breadcrumb bar, footer and popups around every shop page, and the shell's stylesheet.
import { Outlet } from 'react-router';
import type { Route } from './+types/storefront-layout';
import type { CartJson } from '../../shared/schemas/cart.ts';
import type { PublicNoticeJson } from '../../shared/schemas/admin-content.ts';
import { NOTICE_DISMISSED_COOKIE } from '../lib/app-state.tsx';
import { useRootData } from '../lib/root-data.ts';
import { RouteError } from '../components/route-error.tsx';
import { toMenuCategories, toSiteLinks, type StorefrontData } from '../lib/storefront-data.ts';
import { StorefrontShell } from '../features/layout/storefront-shell.tsx';
import type { ApiClient } from '../lib/api-client.ts';
import { requestContext } from '../lib/api-context.ts';
import { revalidateAfterWritesOnly } from '../lib/revalidation.ts';

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim() === `${name}=1`);
}

/** spec §7 GET /cart?ajax=1. Not worth failing every page for: the widget then shows an empty cart. */
async function loadHeaderCart(api: ApiClient): Promise<CartJson | null> {
  try {
    return await api.cart.widget();
  } catch (error) {
    console.error('storefront loader: could not load the cart', error);
    return null;
  }
}

/** The notice staff keep (issue #19): asked only while it is not dismissed; a failure shows none. */
async function loadNoticeHtml(api: ApiClient, isDismissed: boolean): Promise<string | null> {
  if (isDismissed) return null;
  try {
    const { data } = await api.call<{ data: PublicNoticeJson }>('GET', '/api/content/notice');
    return data.enabled ? data.html : null;
  } catch (error) {
    console.error('storefront loader: could not load the notice', error);
    return null;
  }
}

function orNone<T>(call: Promise<T[]>, what: string): Promise<T[]> {
  return call.catch((error: unknown) => {
    console.error(`storefront loader: could not load ${what}`, error);
    return [];
  });
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<StorefrontData> {
  const { api, session } = context.get(requestContext);
  const isNoticeDismissed = hasCookie(request, NOTICE_DISMISSED_COOKIE);
  const [cart, categories, navItems, noticeHtml] = await Promise.all([
    // The cart follows the session: guests cost no cart call (spec §2: the widget is for signed-in
    // viewers). A failed session lookup is the root loader's to report.
    session().then(
      (current) => (current.is_logged_in ? loadHeaderCart(api) : null),
      () => null,
    ),
    // The menus are not worth failing every page for either: without one the header goes without it.
    orNone(api.catalogue.categories().then((answer) => toMenuCategories(answer.data)), 'the category menu'),
    orNone(api.catalogue.navItems().then((answer) => toSiteLinks(answer.data)), 'the nav links'),
    loadNoticeHtml(api, isNoticeDismissed),
  ]);
  return { categories, navItems, cart, isNoticeDismissed, noticeHtml };
}

export const shouldRevalidate = revalidateAfterWritesOnly;

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StorefrontShell viewer={useRootData()?.viewer} data={loaderData}>
      <Outlet />
    </StorefrontShell>
  );
}

export function ErrorBoundary() {
  return (
    <StorefrontShell viewer={useRootData()?.viewer} data={undefined}>
      <RouteError />
    </StorefrontShell>
  );
}
