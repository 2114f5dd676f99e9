// /admin/reports (issue #30 Part 5): the sales report for a period, grouped by day, week, month, account,
// product or category, with its totals, and the period's GST on the invoice basis; a CSV of each. The
// choices live in the address; without days it is this month so far.
import type { Route } from './+types/admin.reports';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { FilterErrors } from '../admin/list-parts.tsx';
import { GstTable } from '../admin/reports/gst-table.tsx';
import { ReportFilters } from '../admin/reports/report-filters.tsx';
import { reportParamsOf, reportsApi } from '../admin/reports/reports-api.ts';
import { SalesTable } from '../admin/reports/sales-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Reports | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = reportParamsOf(new URL(request.url));
  const api = reportsApi(context.get(requestContext).api);
  try {
    const [sales, gst] = await Promise.all([api.sales(params), api.gst(params)]);
    return { params, sales: sales.data, gst: gst.data, errors: null };
  } catch (error) {
    // Choices the server refuses (a day that is not one, a period over a year) are shown above the form, kept as typed.
    if (error instanceof ApiRequestError && error.status === 422) return { params, sales: null, gst: null, errors: Object.values(error.body.errors ?? { _: apiErrorMessage(error) }) };
    return orThrowResponse(Promise.reject(error));
  }
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { params, sales, gst, errors } = loaderData;
  return (
    <section aria-labelledby="admin-reports-heading">
      <h1 id="admin-reports-heading">Reports</h1>
      <p>Sales and GST for a period, for the accountant. Amounts are in New Zealand dollars.</p>
      <FilterErrors errors={errors} />
      <ReportFilters params={params} shown={sales ? { ...sales.period, group_by: sales.group_by } : null} />
      {sales ? <SalesTable report={sales} /> : null}
      {gst ? <GstTable report={gst} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
