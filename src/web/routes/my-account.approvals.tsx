// My Account → Approvals (issue #29 Part 1): orders sent for a manager's approval, newest first: every one
// of the account's for a manager, their own for a buyer; filtered by status (?status=), a page at a time.
// A viewer's role may not see them (the API answers 403): the page says so.
import { data } from 'react-router';
import type { Route } from './+types/my-account.approvals';
import { PaginationNav } from '../components/ui/pagination-nav.tsx';
import { RouteError } from '../components/route-error.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { approvalsHref, emptyApprovalsText, parseApprovalFilter } from '../features/approvals/approval-format.ts';
import { ApprovalFilterNav, ApprovalList } from '../features/approvals/approval-list.tsx';
import { approvalsApi } from '../features/approvals/approvals-api.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { requestContext } from '../lib/api-context.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filter = parseApprovalFilter(new URL(request.url).searchParams);
  try {
    return { filter, approvals: await approvalsApi(api).list(filter.status, filter.page) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return { filter, approvals: null };
    if (error instanceof ApiRequestError) throw data(error.body, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `Approvals | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Approvals' }]);

export default function ApprovalsPage({ loaderData }: Route.ComponentProps) {
  const { filter, approvals } = loaderData;
  return (
    <div className="container my-account-page approvals-page">
      <h1>Approvals</h1>
      {approvals === null ? (
        <p>Your role on this account lets you see orders, not the orders waiting for approval. Ask a manager of the account.</p>
      ) : (
        <section className="card" aria-labelledby="approvals-list-title">
          <h2 id="approvals-list-title">Orders sent for approval</h2>
          <ApprovalFilterNav current={filter.status} hrefFor={(status) => approvalsHref({ status: status as typeof filter.status, page: 1 })} />
          <p aria-live="polite">
            {approvals.data.length > 0 ? `Showing ${approvals.meta.from ?? 0} - ${approvals.meta.to ?? 0} of ${approvals.meta.total}` : emptyApprovalsText(filter)}
          </p>
          {approvals.data.length > 0 ? <ApprovalList approvals={approvals.data} /> : null}
          <PaginationNav meta={approvals.meta} hrefFor={(page) => approvalsHref(filter, page)} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
