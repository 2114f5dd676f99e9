// An account's users as the merchant's staff manage them (issue #30 Part 4): its users (name, e-mail,
// role, when they joined) with Send password reset and Remove, its invitations not yet accepted with
// Resend and Cancel, and Invite (e-mail and role). What removes or cancels something asks first.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_ROLES, ROLE_LABELS, type AccountRole } from '../../../shared/account-roles.ts';
import type { StaffAccountInvitationJson, StaffAccountUserJson, StaffAccountUsersResponse } from '../../../shared/schemas/account-users.ts';
import { formatOrderDate } from '../../features/orders/order-format.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { FormAlert } from '../form-alert.tsx';
import { accountUsersApi } from './account-users-api.ts';

type Run = (question: string | null, call: () => Promise<{ message: string }>) => Promise<void>;

const nameOf = (user: StaffAccountUserJson) => `${user.first_name} ${user.last_name}`.trim() || user.email;

function userColumns(accountId: number, run: Run, isBusy: boolean): ListColumn<StaffAccountUserJson>[] {
  const api = () => accountUsersApi(browserAdminClient());
  return [
    { heading: 'Name', cell: (user) => `${user.first_name} ${user.last_name}`.trim() || '—' },
    { heading: 'Email', cellClassName: 'admin-break', cell: (user) => user.email },
    { heading: 'Role', cell: (user) => ROLE_LABELS[user.role] },
    { heading: 'Joined', cell: (user) => formatOrderDate(user.joined_at) },
    {
      heading: 'Actions',
      cell: (user) => (
        <span className="account-user-actions">
          <button type="button" className="button" disabled={isBusy} onClick={() => void run(`E-mail ${user.email} a link to set a new password?`, () => api().sendPasswordReset(accountId, user.id))}>
            Send password reset <span className="visually-hidden">to {user.email}</span>
          </button>
          <button type="button" className="button" disabled={isBusy} onClick={() => void run(`Remove ${nameOf(user)} from this account? Their sessions in it end now.`, () => api().removeUser(accountId, user.id))}>
            Remove <span className="visually-hidden">{user.email}</span>
          </button>
        </span>
      ),
    },
  ];
}

function invitationColumns(accountId: number, run: Run, isBusy: boolean): ListColumn<StaffAccountInvitationJson>[] {
  const api = () => accountUsersApi(browserAdminClient());
  return [
    { heading: 'Email', cellClassName: 'admin-break', cell: (invitation) => invitation.email },
    { heading: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
    { heading: 'Link works until', cell: (invitation) => formatOrderDate(invitation.expires_at) },
    {
      heading: 'Actions',
      cell: (invitation) => (
        <span className="account-user-actions">
          <button type="button" className="button" disabled={isBusy} onClick={() => void run(null, () => api().resendInvitation(accountId, invitation.id))}>
            Resend <span className="visually-hidden">the invitation to {invitation.email}</span>
          </button>
          <button type="button" className="button" disabled={isBusy} onClick={() => void run(`Cancel the invitation to ${invitation.email}? Its link stops working.`, () => api().cancelInvitation(accountId, invitation.id))}>
            Cancel <span className="visually-hidden">the invitation to {invitation.email}</span>
          </button>
        </span>
      ),
    },
  ];
}

function InviteForm({ accountId, onDone }: { accountId: number; onDone: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setSending(true);
    setErrors({});
    try {
      const answer = await accountUsersApi(browserAdminClient()).invite(accountId, { email: String(fields.get('email') ?? '').trim(), role: String(fields.get('role') ?? 'buyer') as AccountRole });
      form.reset();
      onDone(answer.message);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  const errorOf = (name: string) => (errors[name] ? <span id={`account-invite-${name}-error`} className="admin-error">{errors[name]}</span> : null);
  const describedBy = (name: string) => (errors[name] ? `account-invite-${name}-error` : undefined);
  return (
    <form className="admin-form account-invite-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby="account-invite-heading">
      <h3 id="account-invite-heading" className="visually-hidden">
        Invite a user
      </h3>
      <div className="admin-field">
        <label htmlFor="account-invite-email">Email</label>
        <input id="account-invite-email" name="email" type="email" required maxLength={255} autoComplete="off" aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')} />
        {errorOf('email')}
      </div>
      <div className="admin-field">
        <label htmlFor="account-invite-role">Role</label>
        <select id="account-invite-role" name="role" defaultValue="buyer" aria-invalid={errors.role ? true : undefined} aria-describedby={describedBy('role')}>
          {ACCOUNT_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {errorOf('role')}
      </div>
      <button type="submit" className="button button-primary" disabled={isSending}>
        Invite
      </button>
      <FormAlert message={errors._} />
    </form>
  );
}

/** `onDone` says what was done in the page's one status line, and reads the page again. */
export function AccountUsersSection({ accountId, people, onDone }: { accountId: number; people: StaffAccountUsersResponse['data']; onDone: (message: string) => void }) {
  const [problem, setProblem] = useState('');
  const [isBusy, setBusy] = useState(false);

  const run: Run = async (question, call) => {
    if (question !== null && !window.confirm(question)) return;
    setBusy(true);
    setProblem('');
    try {
      onDone((await call()).message);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-users-heading">
      <h2 id="account-users-heading">Users</h2>
      <p>
        An invited person joins when they accept the e-mailed link (it works once, for 7 days). Removing a user ends their sessions in this account; their sign-in and any
        other accounts stay. A password reset e-mails them the store&apos;s usual link; their password works until they use it.
      </p>
      <FormAlert message={problem} />
      {people.users.length === 0 ? (
        <p>No users yet: an invited user appears here once they accept the invitation.</p>
      ) : (
        <AdminListTable caption={`Users (${people.users.length})`} columns={userColumns(accountId, run, isBusy)} rows={people.users} rowKey={(user) => user.id} isStackedOnPhone />
      )}
      {people.invitations.length === 0 ? (
        <p>No invitations waiting.</p>
      ) : (
        <AdminListTable
          caption={`Invitations not yet accepted (${people.invitations.length})`}
          columns={invitationColumns(accountId, run, isBusy)}
          rows={people.invitations}
          rowKey={(invitation) => invitation.id}
          isStackedOnPhone
        />
      )}
      <InviteForm accountId={accountId} onDone={onDone} />
    </section>
  );
}
