// A member's sign-in history (issue #30 Part 4): each attempt's time, address, browser and result,
// newest first, 50 a page, kept 90 days.
import type { StaffSignInJson, StaffSignInsResponseJson } from '../../../shared/schemas/staff-security.ts';
import { STAFF_SIGN_IN_HISTORY_DAYS, STAFF_SIGN_IN_RESULT_LABELS, isSignedInResult } from '../../../shared/staff-security.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';

const COLUMNS: ListColumn<StaffSignInJson>[] = [
  { heading: 'Time', cell: (row) => formatAdminTime(row.at) },
  { heading: 'Address', cell: (row) => row.ip },
  { heading: 'Browser', cell: (row) => <span title={row.user_agent}>{row.browser}</span> },
  { heading: 'Result', cell: (row) => <span className={isSignedInResult(row.result) ? undefined : 'admin-error'}>{STAFF_SIGN_IN_RESULT_LABELS[row.result]}</span> },
];

export function StaffSignIns({ signIns }: { signIns: StaffSignInsResponseJson }) {
  return (
    <section aria-labelledby="staff-sign-ins-heading" className="admin-panel">
      <h2 id="staff-sign-ins-heading">Sign-in history</h2>
      <p className="admin-muted">Every attempt to sign in as this member, kept for {STAFF_SIGN_IN_HISTORY_DAYS} days.</p>
      <AdminListTable
        caption={listCaption(signIns.meta, 'sign-in attempts')}
        label="Sign-in history"
        columns={COLUMNS}
        rows={signIns.data}
        rowKey={(row) => row.id}
        pages={{ meta: signIns.meta, label: 'Sign-in history pages' }}
        isStackedOnPhone
        empty={<p>No sign-in attempts in the last {STAFF_SIGN_IN_HISTORY_DAYS} days.</p>}
      />
    </section>
  );
}
