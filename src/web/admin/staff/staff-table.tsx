// The staff list (issue #17 Part 6): every member with role, status and authenticator; the owner
// changes a role (Save) or deactivates a member after a confirmation, and can reactivate one.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { StaffMemberJson } from '../../../shared/schemas/staff.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/staff-permissions.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { staffApi } from './staff-api.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

function MemberRow({ member, isSelf, onDone }: { member: StaffMemberJson; isSelf: boolean; onDone: (message: string, isError?: boolean) => void }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [isSending, setSending] = useState(false);

  async function send(change: { role?: StaffRole; active?: boolean }, done: string) {
    setSending(true);
    try {
      await staffApi(browserAdminClient()).update(member.id, change);
      onDone(done);
    } catch (error) {
      onDone(apiErrorMessage(error), true);
    } finally {
      setSending(false);
    }
  }

  function deactivate() {
    const question = `Deactivate ${member.email}? They are signed out at once and cannot sign in until reactivated.`;
    if (window.confirm(question)) void send({ active: false }, `${member.email} is deactivated.`);
  }

  return (
    <tr>
      <td>
        <Link to={`/admin/staff/${member.id}`}>{member.email}</Link>
        {isSelf ? <span className="admin-muted"> (you)</span> : null}
      </td>
      <td>
        <span className="admin-inline">
          <select aria-label={`Role of ${member.email}`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} disabled={isSending}>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {STAFF_ROLE_LABELS[option]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-secondary"
            disabled={isSending || role === member.role}
            onClick={() => void send({ role }, `${member.email} is now ${STAFF_ROLE_LABELS[role]}.`)}
          >
            Save role<span className="visually-hidden"> of {member.email}</span>
          </button>
        </span>
      </td>
      <td>{member.active ? 'Active' : 'Deactivated'}</td>
      <td>{member.enrolled ? 'Set up' : 'Not yet'}</td>
      <td>{member.last_sign_in_at ? formatAdminTime(member.last_sign_in_at) : 'Never'}</td>
      <td>
        {member.active ? (
          <button type="button" className="button button-secondary" disabled={isSending} onClick={deactivate}>
            Deactivate<span className="visually-hidden"> {member.email}</span>
          </button>
        ) : (
          <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void send({ active: true }, `${member.email} is active again.`)}>
            Reactivate<span className="visually-hidden"> {member.email}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

const COLUMNS: ListColumn<StaffMemberJson>[] = ['Email', 'Role', 'Status', 'Authenticator', 'Last sign-in', 'Actions'].map((heading) => ({ heading }));

export function StaffTable({ members, selfId }: { members: StaffMemberJson[]; selfId: number }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const onDone = (text: string, isError = false) => {
    setNotice({ text, isError });
    if (!isError) void revalidator.revalidate();
  };
  return (
    <>
      <p role="status" className={notice?.isError ? 'admin-error' : 'admin-status'}>
        {notice?.text ?? ''}
      </p>
      <AdminListTable
        caption={`${members.length} staff ${members.length === 1 ? 'member' : 'members'}`}
        label="Staff members"
        columns={COLUMNS}
        rows={members}
        rowKey={(member) => `${member.id}-${member.role}-${String(member.active)}`}
        renderRow={(member) => <MemberRow member={member} isSelf={member.id === selfId} onDone={onDone} />}
      />
    </>
  );
}
