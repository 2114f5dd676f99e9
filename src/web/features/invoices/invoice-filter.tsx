// All / Unpaid / Overdue / Paid (issue #28): links that keep the choice in the address (?status=), so the
// filter works without JavaScript and a filtered list can be bookmarked; a new choice starts at page 1.
import { Link } from 'react-router';
import { INVOICE_FILTERS, invoicesHref, type InvoiceFilter } from './invoice-params.ts';

export function InvoiceFilterNav({ current }: { current: InvoiceFilter }) {
  return (
    <nav className="invoice-filter" aria-label="Show invoices">
      <ul>
        {INVOICE_FILTERS.map((filter) => (
          <li key={filter.label}>
            <Link
              to={invoicesHref({ status: filter.value, page: 1 })}
              className="invoice-filter__link"
              aria-current={filter.value === current ? 'page' : undefined}
              preventScrollReset
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
