// My Account → Returns → one return (issue #30 Part 2): the page its e-mails link to. ?sent=1: just asked.
// Another account's return is a 404.
import { useSearchParams } from 'react-router';
import type { Route } from './+types/my-account.returns.$id';
import { RouteError } from '../components/route-error.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { ReturnDetail } from '../features/returns/return-detail.tsx';
import { returnsApi } from '../features/returns/returns-api.ts';
import { isIdText } from '../../shared/id-range.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  return { row: (await orThrowResponse(returnsApi(api).get(params.id))).data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Return ${loaderData.row.return_number}` : 'Return'} | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];
}

export const handle = breadcrumbHandle<typeof loader>((data) => [
  { label: 'My Account', to: '/my-account' },
  { label: 'Returns', to: '/my-account/returns' },
  { label: data ? data.row.return_number : 'Return' },
]);

export default function ReturnPage({ loaderData }: Route.ComponentProps) {
  const { row } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="container my-account-page return-page">
      <h1>{`Return ${row.return_number}`}</h1>
      {params.get('sent') === '1' && row.status === 'requested' ? (
        <p className="notice notice-success" role="status">
          We have your request. We will e-mail you when we have looked at it.
        </p>
      ) : null}
      <ReturnDetail row={row} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
