// The CSV export (issue #17 Part 3): a plain GET form to /admin/api/orders.csv, which the browser
// downloads (the staff session cookie goes with it). Both days are needed, both included; the browser
// refuses a 'To' before 'From' rather than leaving the page for the server's 422.
import { useState } from 'react';

export function OrdersCsvForm() {
  const [from, setFrom] = useState('');
  return (
    <form method="get" action="/admin/api/orders.csv" className="admin-form admin-panel" aria-labelledby="orders-csv-heading">
      <h2 id="orders-csv-heading" className="admin-form-title">
        Export orders (CSV)
      </h2>
      <div className="admin-field">
        <label htmlFor="orders-csv-from">From</label>
        <input id="orders-csv-from" name="date_from" type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="orders-csv-to">To</label>
        <input id="orders-csv-to" name="date_to" type="date" required min={from || undefined} />
      </div>
      <button type="submit" className="button button-secondary">
        Download CSV
      </button>
    </form>
  );
}
