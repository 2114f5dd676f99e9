import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { isStoreUnavailable, RouteError } from './components/route-error.tsx';
import { useRootData, type RootData } from './lib/root-data.ts';
import { StorefrontShell } from './features/layout/storefront-shell.tsx';
import { requestContext } from './lib/api-context.ts';
import { orThrowResponse } from './lib/loader-errors.ts';
import { revalidateAfterWritesOnly } from './lib/revalidation.ts';
import { EARLY_PRESS_SCRIPT, replayEarlyPress } from './lib/early-press.ts';
import { PageStylesheet } from './styles/page-stylesheet.tsx';
import { BASE_STYLES } from './styles/stylesheets.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/images/favicon.svg' },
];

function titleFor(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return 'Page not found | Care Supply Co';
  if (isStoreUnavailable(error)) return 'Briefly unavailable | Care Supply Co';
  return 'Care Supply Co | Wholesale care-facility supplies';
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: titleFor(error) },
  {
    name: 'description',
    content: 'Trade and account ordering of continence, PPE, nutrition, cleaning and clinical supplies for care facilities across New Zealand.',
  },
];

/** What every page needs, whatever its shell. The shells load their own data (layout routes in routes.ts). */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { session, csrfToken, cspNonce, publicConfig } = context.get(requestContext);
  const current = await orThrowResponse(session());
  return {
    viewer: {
      isLoggedIn: current.is_logged_in,
      accountNumber: current.account?.account_number ?? null,
      accountName: current.account?.name ?? null,
      role: current.account?.role ?? null,
      canSwitch: current.account?.can_switch ?? false,
      viewAs: current.view_as ? { accountName: current.view_as.account_name, endsAt: current.view_as.ends_at } : null,
    },
    publicConfig,
    csrfToken: csrfToken || current.csrf_token,
    cspNonce,
  };
}

export const shouldRevalidate = revalidateAfterWritesOnly;

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
        <PageStylesheet sheet={BASE_STYLES} />
        <Links nonce={data?.cspNonce} />
        <script nonce={data?.cspNonce} dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

/** Marks the page interactive (<html data-hydrated>): browser tests wait for it before typing. A press held until now is sent. */
function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyPress();
  }, []);
}

export default function App() {
  useHydrationMarker();
  return <Outlet />;
}

/** The root loader failed (e.g. the session could not be read): a guest's storefront shell around the error. */
export function ErrorBoundary() {
  useHydrationMarker();
  return (
    <StorefrontShell viewer={useRootData()?.viewer} data={undefined}>
      <RouteError />
    </StorefrontShell>
  );
}
