// A member's active sessions (issue #30 Part 4): started, last seen, address and browser, this one
// marked; 'Sign out everywhere' (a member's own: every session but this one), after a confirmation.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { StaffSessionJson } from '../../../shared/schemas/staff-security.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { staffApi } from './staff-api.ts';

const COLUMNS: ListColumn<StaffSessionJson>[] = [
  { heading: 'Started', cell: (row) => formatAdminTime(row.started_at) },
  { heading: 'Last seen', cell: (row) => formatAdminTime(row.last_seen_at) },
  { heading: 'Address', cell: (row) => row.ip ?? 'Not recorded' },
  {
    heading: 'Browser',
    cell: (row) => (
      <>
        <span title={row.user_agent ?? undefined}>{row.browser ?? 'Not recorded'}</span>
        {row.current ? <strong className="staff-badge">This session</strong> : null}
      </>
    ),
  },
];

export function StaffSessions({ memberId, email, sessions, isSelf }: { memberId: number; email: string; sessions: StaffSessionJson[]; isSelf: boolean }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [isSending, setSending] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function signOutEverywhere() {
    const question = isSelf
      ? 'Sign out of your other sessions? This session stays signed in.'
      : `Sign ${email} out everywhere? Each of their ${sessions.length === 1 ? 'session ends' : `${sessions.length} sessions end`} at once.`;
    if (!window.confirm(question)) return;
    setSending(true);
    try {
      const answer = await staffApi(browserAdminClient()).endSessions(memberId);
      setNotice({ text: answer.message, isError: false });
      void revalidator.revalidate();
    } catch (error) {
      setNotice({ text: apiErrorMessage(error), isError: true });
    } finally {
      setSending(false);
    }
  }

  const canEnd = isSelf ? others > 0 : sessions.length > 0;
  return (
    <section aria-labelledby="staff-sessions-heading" className="admin-panel">
      <h2 id="staff-sessions-heading">Active sessions</h2>
      <AdminListTable
        caption={sessions.length === 1 ? '1 active session' : `${sessions.length} active sessions`}
        label="Active sessions"
        columns={COLUMNS}
        rows={sessions}
        rowKey={(row) => `${row.started_at}-${row.ip ?? ''}-${String(row.current)}`}
        isStackedOnPhone
        empty={<p>{isSelf ? 'No other sessions.' : 'Not signed in anywhere.'}</p>}
      />
      <p>
        <button type="button" className="button button-secondary" disabled={isSending || !canEnd} onClick={() => void signOutEverywhere()}>
          {isSelf ? 'Sign out of other sessions' : 'Sign out everywhere'}
        </button>
      </p>
      <p role="status" className={notice?.isError ? 'admin-error' : 'admin-status'}>
        {notice?.text ?? ''}
      </p>
    </section>
  );
}
