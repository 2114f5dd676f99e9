// spec §2 /my-account/switch: the user's accounts, the current one marked; choosing another moves this
// session there (cart, lists, residents and orders follow) and the breadcrumb's 'Account #' with it.
import { useState } from 'react';
import type { AccountChoiceJson } from '../../../shared/schemas/account.ts';
import { ROLE_LABELS } from '../../../shared/account-roles.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { myAccountApi } from './my-account-api.ts';

export function SwitchAccount({ accounts }: { accounts: AccountChoiceJson[] }) {
  const [failure, setFailure] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  async function switchTo(accountId: number) {
    setBusyId(accountId);
    setFailure('');
    try {
      const answer = await myAccountApi(createBrowserApiClient()).switchTo(accountId);
      // A whole page load, as after signing in: the menu (hidden categories), the cart and the
      // breadcrumb's account number all belong to the account.
      window.location.assign(answer.redirect);
    } catch (error) {
      setFailure(apiErrorMessage(error));
      setBusyId(null);
    }
  }

  return (
    <>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ul className="switch-account__list">
        {accounts.map((account) => (
          <li key={account.id} className="account-box switch-account__item" aria-current={account.is_current ? 'true' : undefined}>
            <div>
              <strong>{account.name}</strong>
              <span className="switch-account__meta">
                Account #{account.account_number} · {ROLE_LABELS[account.role]}
              </span>
            </div>
            {account.is_current ? (
              <span className="switch-account__current">Current account</span>
            ) : (
              <button type="button" className="button button-primary" disabled={busyId !== null} onClick={() => void switchTo(account.id)}>
                Switch to {account.name}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
