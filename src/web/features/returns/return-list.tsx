// The account's returns as cards (issue #30 Part 2): which order, when, the status and a link. Cards, not
// a table, so the list reads whole at 375 px.
import { Link } from 'react-router';
import type { ReturnJson } from '../../../shared/schemas/returns.ts';
import { RETURN_STATUS_TEXT, returnDay } from './return-format.ts';

export function ReturnList({ returns }: { returns: ReturnJson[] }) {
  return (
    <ul className="return-list">
      {returns.map((row) => (
        <li key={row.id} className="return-list__item">
          <Link to={`/my-account/returns/${row.id}`} className="return-list__link">
            {`${row.return_number} of order ${row.order_number}`}
          </Link>
          <p className="return-list__facts">
            <span>{`Asked ${returnDay(row.created_at)}`}</span>
            <span className={`return-status return-status--${row.status}`}>{RETURN_STATUS_TEXT[row.status]}</span>
            <span>{`${row.lines.length} ${row.lines.length === 1 ? 'line' : 'lines'}`}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
