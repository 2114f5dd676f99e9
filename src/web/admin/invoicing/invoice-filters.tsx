// The invoice list's filters (issue #28 Part 2): a GET form, so they live in the address; searching
// starts again at page 1.
import { Form, Link } from 'react-router';
import { FilterField } from '../list-parts.tsx';
import type { InvoiceListParams } from './invoicing-api.ts';
import { INVOICE_LIST_PATH } from './invoicing-values.ts';

/** The status filter's choices: Unpaid includes the overdue ones. */
export const INVOICE_STATUS_LABELS = { unpaid: 'Unpaid (overdue included)', overdue: 'Overdue', paid: 'Paid' } as const;

export function InvoiceFilters({ params }: { params: InvoiceListParams }) {
  const field = (name: keyof InvoiceListParams, label: string, type = 'search', hint?: string) => (
    <FilterField id={`invoices-${name}`} name={name} label={label} value={params[name] ?? ''} type={type} hint={hint} />
  );
  return (
    <Form method="get" action={INVOICE_LIST_PATH} className="admin-form admin-panel" role="search" aria-label="Find invoices">
      <div className="admin-field">
        <label htmlFor="invoices-status">Status</label>
        <select id="invoices-status" name="status" defaultValue={params.status ?? ''}>
          <option value="">Any</option>
          {Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {field('account_number', 'Account number')}
      {field('date_from', 'Issued from', 'date')}
      {field('date_to', 'Issued to', 'date', 'New Zealand days, both included')}
      <button type="submit" className="button button-primary">
        Search
      </button>
      <Link to={INVOICE_LIST_PATH}>Clear</Link>
    </Form>
  );
}
