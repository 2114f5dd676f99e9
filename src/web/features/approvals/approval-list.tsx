// The account's requests as cards (issue #29 Part 1): sent when, by whom, the total, the status and a
// link to the request. Cards, not a table, so the list reads whole at 375 px.
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { ApprovalJson } from '../../../shared/schemas/approvals.ts';
import { approvalDay, approvalStatusText } from './approval-format.ts';

export function ApprovalList({ approvals }: { approvals: ApprovalJson[] }) {
  return (
    <ul className="approval-list">
      {approvals.map((approval) => (
        <li key={approval.id} className="approval-list__item">
          <Link to={`/my-account/approvals/${approval.id}`} className="approval-list__link">
            {`Order of ${formatCents(approval.total)} by ${approval.buyer.name}`}
          </Link>
          <p className="approval-list__facts">
            <span>{`Sent ${approvalDay(approval.created_at)}`}</span>
            <span className={`approval-status approval-status--${approval.status}`}>{approvalStatusText(approval.status)}</span>
            <span>{`${approval.lines.length} ${approval.lines.length === 1 ? 'line' : 'lines'}`}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ApprovalFilterNav({ current, hrefFor }: { current: string | null; hrefFor: (status: string | null) => string }) {
  const choices: [string | null, string][] = [
    [null, 'All'],
    ['pending', 'Awaiting approval'],
    ['approved', 'Approved'],
    ['declined', 'Declined'],
    ['expired', 'Expired'],
    ['withdrawn', 'Withdrawn'],
  ];
  return (
    <nav aria-label="Show requests" className="approval-filter">
      <ul>
        {choices.map(([status, label]) => (
          <li key={label}>
            <Link to={hrefFor(status)} aria-current={current === status ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
