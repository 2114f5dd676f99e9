// /admin/returns (issue #30 Part 2): returns by status (requested first, where the desk's work is), newest
// first, each opening its page.
import type { Route } from './+types/admin.returns';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { StatusFilter, statusListOf } from '../admin/list-parts.tsx';
import { adminReturnsApi } from '../admin/returns/returns-api.ts';
import { RETURN_DESK_STATUS_LABELS } from '../admin/returns/return-words.ts';
import { ReturnsTable } from '../admin/returns/returns-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Returns | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusListOf(request, RETURN_DESK_STATUS_LABELS, 'requested');
  return { status, list: await orThrowResponse(adminReturnsApi(context.get(requestContext).api).list(query)) };
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  return (
    <section aria-labelledby="admin-returns-heading">
      <h1 id="admin-returns-heading">Returns</h1>
      <p>Buyers ask to return goods from delivered orders. Approve with instructions or decline with a reason; when the goods arrive, receive them to credit the buyer.</p>
      <StatusFilter action="/admin/returns" status={status} labels={RETURN_DESK_STATUS_LABELS} name="returns" />
      <ReturnsTable list={list} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
