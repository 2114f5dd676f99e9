// My Account → Invoices (issue #28): what the account owes and how much is overdue, its tax invoices
// filtered by status (?status=) a page at a time (?page=), each with its order and its PDF, and the last
// twelve months' statements. In the account
// area (routes.ts), whose guard sends guests to /login; a failed load is the route's error page.
import type { Route } from './+types/my-account.invoices';
import { PaginationNav } from '../components/ui/pagination-nav.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { invoicesApi } from '../features/invoices/invoices-api.ts';
import { invoicesHref, parseInvoiceFilters } from '../features/invoices/invoice-params.ts';
import { emptyListText, listTitle } from '../features/invoices/invoice-format.ts';
import { InvoiceBalance } from '../features/invoices/invoice-balance.tsx';
import { InvoiceFilterNav } from '../features/invoices/invoice-filter.tsx';
import { InvoiceTable } from '../features/invoices/invoice-table.tsx';
import { StatementLinks } from '../features/invoices/statement-links.tsx';
import { recentStatementMonths, storeToday } from '../features/invoices/statement-months.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filters = parseInvoiceFilters(new URL(request.url).searchParams);
  return { filters, invoices: await orThrowResponse(invoicesApi(api).list(filters)), statementMonths: recentStatementMonths(storeToday()) };
}

export const meta: Route.MetaFunction = () => [{ title: `Invoices | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Invoices' }]);

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { filters, invoices, statementMonths } = loaderData;
  const { meta } = invoices;
  const label = listTitle(filters.status);
  const hasRows = invoices.data.length > 0;
  return (
    <div className="container my-account-page invoices-page">
      <h1>Invoices</h1>
      <InvoiceBalance meta={meta} />
      <section className="card invoice-list" aria-labelledby="invoice-list-title">
        <h2 id="invoice-list-title">{label}</h2>
        <InvoiceFilterNav current={filters.status} />
        {/* Said again when the filter or the page changes what the list holds. */}
        <p className={hasRows ? 'invoice-list__showing' : 'invoice-list__empty'} aria-live="polite">
          {hasRows ? `Showing ${meta.from ?? 0} - ${meta.to ?? 0} of ${meta.total}` : emptyListText(filters)}
        </p>
        {hasRows ? <InvoiceTable invoices={invoices.data} caption={label} /> : null}
        <PaginationNav meta={meta} hrefFor={(page) => invoicesHref(filters, page)} />
      </section>
      <StatementLinks months={statementMonths} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
