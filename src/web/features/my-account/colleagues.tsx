// The account's users (issue #11 part 4): everyone sees who is in the account; a manager invites by
// e-mail, changes roles, removes users and cancels invitations, and sets a buyer's spending limits (issue
// #29). The server enforces the same rules.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ACCOUNT_ROLES, ROLE_LABELS, type AccountRole } from '../../../shared/account-roles.ts';
import type { ColleaguesResponse } from '../../../shared/schemas/account.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { BuyerLimits } from './buyer-limits.tsx';
import { myAccountApi } from './my-account-api.ts';

type Props = { data: ColleaguesResponse['data']; isManager: boolean };

export const ROLE_HELP: Record<AccountRole, string> = {
  manager: 'people, addresses and account details, and everything a buyer does',
  buyer: 'orders, fast-order lists and residents',
  viewer: 'sees prices, orders and residents; changes nothing',
};

/** The question asked before a role changes: who, from what, to what. */
export function roleChangePrompt(user: { first_name: string; last_name: string; email: string; role: AccountRole; is_you: boolean }, role: AccountRole): string {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const whose = user.is_you ? 'your own' : `${name}’s`;
  return `Press OK to change ${whose} role from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[role]}.`;
}

export function Colleagues({ data, isManager }: Props) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const api = () => myAccountApi(createBrowserApiClient());

  async function run(action: () => Promise<{ message: string }>) {
    setFailure('');
    setMessage('');
    try {
      setMessage((await action()).message);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  }

  return (
    <>
      {message ? (
        <p className="notice notice-success" role="status">
          {message}
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ul className="colleagues__list">
        {data.users.map((user) => (
          <li key={user.id} className="account-box colleagues__item">
            <div className="colleagues__who">
              <strong>
                {user.first_name} {user.last_name} {user.is_you ? '(you)' : ''}
              </strong>
              <span className="colleagues__email">{user.email}</span>
              {user.role === 'buyer' ? (
                <BuyerLimits
                  userId={user.id}
                  email={user.email}
                  limits={{ order_limit: user.order_limit, monthly_limit: user.monthly_limit }}
                  canEdit={isManager}
                  onSaved={(text) => run(async () => ({ message: text }))}
                />
              ) : user.role === 'manager' ? (
                <span className="colleagues__limits">No spending limits apply to a manager.</span>
              ) : null}
            </div>
            {isManager ? (
              <div className="colleagues__actions">
                <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                  Role of {user.email}
                </label>
                <select
                  id={`role-${user.id}`}
                  value={user.role}
                  onChange={(event) => {
                    const role = event.currentTarget.value as AccountRole;
                    // issue #16 item 16: a slip of the dropdown demoted a colleague. Cancel leaves the role
                    // as it was (the select shows the server's value) and focus on the select.
                    if (window.confirm(roleChangePrompt(user, role))) void run(() => api().changeRole(user.id, role));
                  }}
                >
                  {ACCOUNT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    if (window.confirm(`Press OK if you want to remove ${user.email} from this account`)) void run(() => api().remove(user.id));
                  }}
                >
                  Remove <span className="visually-hidden">{user.email}</span>
                </button>
              </div>
            ) : (
              <span>{ROLE_LABELS[user.role]}</span>
            )}
          </li>
        ))}
      </ul>
      {data.invitations.length > 0 ? (
        <>
          <h2>Invitations sent</h2>
          <ul className="colleagues__list">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="account-box colleagues__item">
                <div className="colleagues__who">
                  <strong className="colleagues__email">{invitation.email}</strong>
                  <span>
                    {ROLE_LABELS[invitation.role]} · link valid until {invitation.expires_at.slice(0, 10)}
                  </span>
                </div>
                {isManager ? (
                  <button type="button" className="button button-secondary" onClick={() => void run(() => api().cancelInvitation(invitation.id))}>
                    Cancel invitation <span className="visually-hidden">to {invitation.email}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isManager ? <InviteForm onInvited={(text) => run(async () => ({ message: text }))} /> : null}
    </>
  );
}

function InviteForm({ onInvited }: { onInvited(message: string): Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccountRole>('buyer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);

  async function invite() {
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      const answer = await myAccountApi(createBrowserApiClient()).invite(email, role);
      setEmail('');
      await onInvited(answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422 && error.body.errors) setErrors(error.body.errors);
      else setFailure(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="account-box colleagues__invite"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy && email.trim()) void invite();
      }}
    >
      <h2>Invite a colleague</h2>
      <p>They get an e-mail with a link to accept, signing in or setting a password; it works once, within 7 days. Nobody joins this account until they accept.</p>
      <TextField label="Email" name="email" type="email" value={email} required autoComplete="off" error={errors.email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <fieldset className="colleagues__roles">
        <legend>Role</legend>
        {ACCOUNT_ROLES.map((option) => (
          <label key={option} className="checkbox">
            <input type="radio" name="role" value={option} checked={role === option} onChange={() => setRole(option)} />
            <span>
              <strong>{ROLE_LABELS[option]}</strong>: {ROLE_HELP[option]}
            </span>
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={isBusy || !email.trim()}>
        Send invitation
      </button>
    </form>
  );
}
