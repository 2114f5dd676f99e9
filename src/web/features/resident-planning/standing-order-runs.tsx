// A standing order's latest runs: when, what was put in the cart or ordered, what was not and why.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { StandingOrderRunJson } from '../../../shared/schemas/residents.ts';
import { formatDay } from './weekdays.ts';

const STATUS_LABELS: Record<StandingOrderRunJson['status'], string> = { done: 'Put in cart', nothing: 'Nothing needed', failed: 'Not run' };
const statusLabel = (run: StandingOrderRunJson) => (run.status === 'done' && run.order ? 'Ordered on account' : STATUS_LABELS[run.status]);

export function StandingOrderRuns({ runs }: { runs: StandingOrderRunJson[] }) {
  if (runs.length === 0) return <p>No runs yet.</p>;
  return (
    <div className="planning-runs">
      <h3>Runs</h3>
      <ul className="planning-runs__list">
        {runs.map((run) => (
          <li key={run.id} className="planning-run">
            <p className="planning-run__head">
              <strong>{formatDay(run.run_on)}</strong> <span className={`planning-run__status planning-run__status--${run.status}`}>{statusLabel(run)}</span>
              {run.status === 'done' ? <span> {formatCents(run.total)} excl. GST</span> : null}
            </p>
            <p>{run.message}</p>
            {run.order ? (
              <p>
                <Link to={`/order-history/${run.order.id}`}>View order {run.order.order_number}</Link>
              </p>
            ) : null}
            {run.items.length > 0 ? (
              <ul className="planning-run__items">
                {run.items.map((item) => (
                  <li key={item.product_id}>
                    {item.title} × {item.qty}
                  </li>
                ))}
              </ul>
            ) : null}
            {run.skipped.length > 0 ? (
              <ul className="planning-run__items planning-run__items--skipped" aria-label={run.order ? "Not ordered" : "Not put in the cart"}>
                {run.skipped.map((skip) => (
                  <li key={`${skip.title}:${skip.reason}`}>
                    {skip.title}: {skip.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
