// /admin/invoices (issue #28 Part 2): every account's invoices, newest first, filtered by status, account
// and day of issue (the filters in the address), each opening its page, with its PDF.
import type { Route } from './+types/admin.invoices';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { FilterErrors } from '../admin/list-parts.tsx';
import { InvoiceFilters } from '../admin/invoicing/invoice-filters.tsx';
import { invoicingApi } from '../admin/invoicing/invoicing-api.ts';
import { invoiceListParamsOf } from '../admin/invoicing/invoicing-values.ts';
import { InvoicesTable } from '../admin/invoicing/invoices-table.tsx';
import { XeroExportForm } from '../admin/invoicing/xero-export-form.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Invoices | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = invoiceListParamsOf(new URL(request.url));
  try {
    return { params, list: await invoicingApi(context.get(requestContext).api).list(params), errors: null };
  } catch (error) {
    // Filters the server refuses (a day that is not one) are shown beside the form, kept as typed.
    if (error instanceof ApiRequestError && error.status === 422) return { params, list: null, errors: Object.values(error.body.errors ?? { _: apiErrorMessage(error) }) };
    return orThrowResponse(Promise.reject(error));
  }
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { params, list, errors } = loaderData;
  return (
    <section aria-labelledby="admin-invoices-heading">
      <h1 id="admin-invoices-heading">Invoices</h1>
      <p>
        An invoice is issued when an order on account is dispatched, or when a card payment goes through; it never changes afterwards. A credit note corrects it, and payments
        are recorded on the account's page.
      </p>
      <InvoiceFilters params={params} />
      <FilterErrors errors={errors} />
      {list ? <InvoicesTable list={list} /> : null}
      <XeroExportForm />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
