// The accounting export (issue #28 Part 2): a plain GET form to /admin/api/accounting/xero.csv, which the
// browser downloads (the staff session cookie goes with it): the invoices and credit notes issued in a
// range of New Zealand days, in Xero's sales-invoice import layout. The days are checked here first, so
// a wrong range is said on the page rather than as the server's JSON.
import { useState, type FormEvent } from 'react';
import { xeroRangeError } from './invoicing-values.ts';

export function XeroExportForm() {
  const [error, setError] = useState('');

  function check(event: FormEvent<HTMLFormElement>) {
    const fields = new FormData(event.currentTarget);
    const found = xeroRangeError(String(fields.get('date_from') ?? ''), String(fields.get('date_to') ?? ''));
    setError(found);
    if (found) event.preventDefault();
  }

  return (
    <form method="get" action="/admin/api/accounting/xero.csv" noValidate onSubmit={check} className="admin-form admin-panel" aria-labelledby="xero-export-heading">
      <h2 id="xero-export-heading" className="admin-form-title">
        Export for Xero (CSV)
      </h2>
      <p id="xero-export-hint" className="admin-muted">
        The invoices and credit notes issued on these days (both included, at most a year), in Xero's sales invoice import layout.
      </p>
      <div className="admin-field">
        <label htmlFor="xero-date-from">From</label>
        <input id="xero-date-from" name="date_from" type="date" aria-describedby="xero-export-hint" aria-invalid={error ? true : undefined} />
      </div>
      <div className="admin-field">
        <label htmlFor="xero-date-to">To</label>
        <input id="xero-date-to" name="date_to" type="date" aria-describedby={error ? 'xero-export-error' : 'xero-export-hint'} aria-invalid={error ? true : undefined} />
      </div>
      <button type="submit" className="button button-secondary">
        Download CSV
      </button>
      {error ? (
        <p id="xero-export-error" className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
