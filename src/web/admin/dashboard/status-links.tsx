// Orders by fulfilment status (issue #30 Part 1), each a link to the order list filtered so: the count is
// the list's total. Orders on their way count whenever placed; delivered and cancelled ones this month.
import { Link } from 'react-router';
import type { DashboardStatusCountJson } from '../../../shared/schemas/dashboard.ts';
import type { FulfilmentStatus } from '../../../shared/schemas/orders.ts';

const LABELS: Record<FulfilmentStatus, string> = { new: 'New', processing: 'Processing', partially_dispatched: 'Partly dispatched', dispatched: 'Dispatched', delivered: 'Delivered', cancelled: 'Cancelled' };

const listHref = (entry: DashboardStatusCountJson) =>
  `/admin/orders?${new URLSearchParams({ status: entry.status, ...(entry.placed_from ? { date_from: entry.placed_from } : {}) }).toString()}`;

export function StatusLinks({ counts }: { counts: DashboardStatusCountJson[] }) {
  const open = counts.filter((entry) => entry.placed_from === null);
  const closed = counts.filter((entry) => entry.placed_from !== null);
  const list = (entries: DashboardStatusCountJson[], label: string) => (
    <ul className="dash-statuses" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.status}>
          <Link to={listHref(entry)}>
            <span>{LABELS[entry.status]}</span> <span className="dash-count">{entry.count.toLocaleString('en-NZ')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="admin-panel" aria-labelledby="dash-statuses-heading">
      <h2 id="dash-statuses-heading">Orders by status</h2>
      {list(open, 'On their way')}
      <p className="admin-muted">Placed this month:</p>
      {list(closed, 'Placed this month')}
    </section>
  );
}
