import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { NOTICE_DISMISSED_COOKIE } from './features/layout/app-state.tsx';
import { RouteError } from './features/layout/route-error.tsx';
import { toMenuCategories, useRootData, type RootData } from './features/layout/root-data.ts';
import { SiteShell } from './features/layout/site-shell.tsx';
import type { CartJson } from '../shared/schemas/cart.ts';
import type { ApiClient } from './lib/api-client.ts';
import { requestContext } from './lib/api-context.ts';
import { orThrowResponse } from './lib/loader-errors.ts';
import allStyles from './styles/index.css?inline';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/images/favicon.svg' },
];

export const meta: Route.MetaFunction = ({ error }) => [
  {
    title:
      isRouteErrorResponse(error) && error.status === 404
        ? 'Page not found | Care Supply Co'
        : 'Care Supply Co | Wholesale care-facility supplies',
  },
  {
    name: 'description',
    content: 'Trade and account ordering of continence, PPE, nutrition, cleaning and clinical supplies for care facilities across New Zealand.',
  },
];

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim() === `${name}=1`);
}

/** spec §7 GET /cart?ajax=1. Like the menu, not worth failing every page for: the widget then shows an empty cart. */
async function loadHeaderCart(api: ApiClient): Promise<CartJson | null> {
  try {
    return await api.cart.widget();
  } catch (error) {
    console.error('root loader: could not load the cart', error);
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { api, csrfToken, cspNonce, publicConfig } = context.get(requestContext);
  // The cart follows the session: guests cost no cart call (spec §2: the widget is for signed-in viewers).
  const sessionAndCart = orThrowResponse(api.session()).then(async (session) => ({
    session,
    cart: session.is_logged_in ? await loadHeaderCart(api) : null,
  }));
  const [{ session, cart }, categories] = await Promise.all([
    sessionAndCart,
    // The menu is not worth failing every page for: without it the header shows no Products menu.
    api.catalogue.categories().then(
      (answer) => toMenuCategories(answer.data),
      (error: unknown) => {
        console.error('root loader: could not load the category menu', error);
        return [];
      },
    ),
  ]);
  return {
    viewer: {
      isLoggedIn: session.is_logged_in,
      accountNumber: session.account?.account_number ?? null,
      accountName: session.account?.name ?? null,
    },
    categories,
    cart,
    publicConfig,
    csrfToken: csrfToken || session.csrf_token,
    cspNonce,
    isNoticeDismissed: hasCookie(request, NOTICE_DISMISSED_COOKIE),
  };
}

// Session and menu change only on sign-in and sign-out, and both of those reload the whole page.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b5b" />
        {data && <meta name="csrf-token" content={data.csrfToken} />}
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: allStyles }} />
        <Links nonce={data?.cspNonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

/** Marks the page interactive (<html data-hydrated>): browser tests wait for it before typing. */
function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationMarker();
  return (
    <SiteShell data={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  useHydrationMarker();
  const data = useRootData();
  return (
    <SiteShell data={data}>
      <RouteError />
    </SiteShell>
  );
}
