// Changing an account (issue #17 Part 6): its number (issue #26 item 2), its name, where its invoices go
// (issue #28) and what it may do. Only what changed is sent; turning off 'May pay on account' asks first,
// since the buyers then pay by card at checkout.
import { useState, type FormEvent } from 'react';
import type { AccountDetailJson, UpdateAccountBody } from '../../../shared/schemas/admin-accounts.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { accountsApi } from './accounts-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { AccountAllowances, RequiredTextField } from './account-fields.tsx';

function changesOf(account: AccountDetailJson, fields: FormData): UpdateAccountBody {
  const accountNumber = String(fields.get('account_number') ?? '').trim();
  const name = String(fields.get('name') ?? '').trim();
  const canPay = fields.get('can_pay_on_account') === 'on';
  const canSwitch = fields.get('can_switch_accounts') === 'on';
  const accountsEmail = String(fields.get('accounts_email') ?? '').trim();
  return {
    ...(accountNumber !== account.account_number ? { account_number: accountNumber } : {}),
    ...(name !== account.name ? { name } : {}),
    ...(canPay !== account.can_pay_on_account ? { can_pay_on_account: canPay } : {}),
    ...(canSwitch !== account.can_switch_accounts ? { can_switch_accounts: canSwitch } : {}),
    ...(accountsEmail !== (account.accounts_email ?? '') ? { accounts_email: accountsEmail } : {}),
  };
}

export function AccountEditForm({ account, onSaved }: { account: AccountDetailJson; onSaved: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = changesOf(account, new FormData(event.currentTarget));
    if (Object.keys(changes).length === 0) {
      setErrors({ _: 'Nothing has changed.' });
      return;
    }
    const question = `Stop ${account.name} (${account.account_number}) paying on account? Its buyers must then pay by card at checkout.`;
    if (changes.can_pay_on_account === false && !window.confirm(question)) return;
    setSending(true);
    setErrors({});
    try {
      onSaved((await accountsApi(browserAdminClient()).update(account.id, changes)).message);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="account-edit-heading">
      <h2 id="account-edit-heading">Change the account</h2>
      <RequiredTextField id="account-number" label="Account number" name="account_number" maxLength={50} defaultValue={account.account_number} error={errors.account_number} />
      <RequiredTextField id="account-name" label="Name" name="name" maxLength={120} defaultValue={account.name} error={errors.name} />
      <RequiredTextField
        id="account-accounts-email"
        label="Accounts e-mail"
        name="accounts_email"
        type="email"
        required={false}
        maxLength={254}
        defaultValue={account.accounts_email ?? ''}
        hint="Invoices go here. Leave it empty to send them to the account's managers."
        error={errors.accounts_email}
      />
      <AccountAllowances canPayOnAccount={account.can_pay_on_account} canSwitchAccounts={account.can_switch_accounts} />
      <div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          Save changes
        </button>
      </div>
      <FormAlert message={errors._} />
    </form>
  );
}
