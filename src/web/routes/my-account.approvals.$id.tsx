// My Account → Approvals → one request (issue #29 Part 1): the page the approval e-mails link to. A manager
// approves or declines it; its buyer withdraws it, pays an approved card order, or puts a declined one back
// in the cart. ?sent=1: the buyer has just sent it from checkout. Another account's request is a 404.
import { useSearchParams } from 'react-router';
import type { Route } from './+types/my-account.approvals.$id';
import { RouteError } from '../components/route-error.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { ApprovalActions } from '../features/approvals/approval-actions.tsx';
import { ApprovalDetail } from '../features/approvals/approval-detail.tsx';
import { approvalsApi } from '../features/approvals/approvals-api.ts';
import { formatCents } from '../../shared/money.ts';
import { isIdText } from '../../shared/id-range.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { useRootData } from '../lib/root-data.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!isIdText(params.id)) throw new Response('Not found', { status: 404 });
  const [approval, session] = await Promise.all([orThrowResponse(approvalsApi(api).get(params.id)), orThrowResponse(api.session())]);
  return { approval: approval.data, userId: session.user?.id ?? null };
}

export const meta: Route.MetaFunction = () => [{ title: `Order for approval | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [
  { label: 'My Account', to: '/my-account' },
  { label: 'Approvals', to: '/my-account/approvals' },
  { label: 'Order for approval' },
]);

export default function ApprovalPage({ loaderData }: Route.ComponentProps) {
  const { approval, userId } = loaderData;
  const role = useRootData()?.viewer.role ?? null;
  const [params] = useSearchParams();
  const isMine = userId === approval.buyer.id;
  return (
    <div className="container my-account-page approval-page">
      <h1>{`Order of ${formatCents(approval.total)} for approval`}</h1>
      {params.get('sent') === '1' && approval.status === 'pending' ? (
        <p className="notice notice-success" role="status">
          Your order has been sent to your manager for approval. You will be e-mailed when it is approved or declined.
        </p>
      ) : null}
      <ApprovalDetail approval={approval} />
      <ApprovalActions approval={approval} role={role} isMine={isMine} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
