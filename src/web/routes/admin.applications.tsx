// /admin/applications (issue #17): trade applications by status (pending unless the address says
// otherwise), paged by the server; each opens its own page to approve or decline.
import type { Route } from './+types/admin.applications';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { applicationsApi } from '../admin/applications/applications-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { APPLICATION_STATUS_LABELS, ApplicationTable } from '../admin/applications/application-table.tsx';
import { StatusFilter, statusListOf } from '../admin/list-parts.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Trade applications | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, query } = statusListOf(request, APPLICATION_STATUS_LABELS, 'pending');
  return { status, list: await orThrowResponse(applicationsApi(context.get(requestContext).api).list(query)) };
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData;
  const noun = status === 'all' ? 'applications' : `${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications`;
  return (
    <section aria-labelledby="admin-applications-heading">
      <h1 id="admin-applications-heading">Trade applications</h1>
      <StatusFilter action="/admin/applications" status={status} labels={APPLICATION_STATUS_LABELS} name="applications" />
      <ApplicationTable applications={list.data} meta={list.meta} noun={noun} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
