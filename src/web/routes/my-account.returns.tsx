// My Account → Returns (issue #30 Part 2): the account's returns, newest first, a page at a time.
import type { Route } from './+types/my-account.returns';
import { PaginationNav } from '../components/ui/pagination-nav.tsx';
import { RouteError } from '../components/route-error.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { ReturnList } from '../features/returns/return-list.tsx';
import { returnsApi } from '../features/returns/returns-api.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const page = Math.max(1, Math.min(100_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  return { returns: await orThrowResponse(returnsApi(api).list(page)) };
}

export const meta: Route.MetaFunction = () => [{ title: `Returns | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Returns' }]);

export default function ReturnsPage({ loaderData }: Route.ComponentProps) {
  const { returns } = loaderData;
  return (
    <div className="container my-account-page returns-page">
      <h1>Returns</h1>
      <section className="card" aria-labelledby="returns-list-title">
        <h2 id="returns-list-title">Your returns</h2>
        <p aria-live="polite">
          {returns.data.length > 0
            ? `Showing ${returns.meta.from ?? 0} - ${returns.meta.to ?? 0} of ${returns.meta.total}`
            : 'No returns yet. To return items, open a delivered order in your order history and choose Return items.'}
        </p>
        {returns.data.length > 0 ? <ReturnList returns={returns.data} /> : null}
        <PaginationNav meta={returns.meta} hrefFor={(page) => `/my-account/returns?page=${page}`} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
