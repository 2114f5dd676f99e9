// What waits for the desk besides orders (issue #30 Part 1): trade applications and address change
// requests, and returns (issue #30 Part 2), each for a role that handles them, linking to its screen.
import { Link } from 'react-router';
import type { DashboardJson } from '../../../shared/schemas/dashboard.ts';
import { countOf } from './dashboard-words.ts';

export function WaitingLinks({ waiting }: { waiting: DashboardJson['waiting'] }) {
  const items = [
    waiting.applications === null ? null : { key: 'applications', to: '/admin/applications', words: `${countOf(waiting.applications, 'trade application')} to decide` },
    waiting.address_requests === null ? null : { key: 'address-requests', to: '/admin/address-requests', words: `${countOf(waiting.address_requests, 'address change request')} open` },
    waiting.returns === null ? null : { key: 'returns', to: '/admin/returns', words: `${countOf(waiting.returns, 'return')} to approve or receive` },
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <section className="admin-panel" aria-labelledby="dash-waiting-heading">
      <h2 id="dash-waiting-heading">Waiting for the desk</h2>
      <ul className="dash-waiting">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.words}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
