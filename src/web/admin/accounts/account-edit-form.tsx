// Changing an account (issue #17 Part 6): its number (issue #26 item 2), its name, where its invoices go,
// its credit limit (typed in dollars; blank: none) and credit hold (issue #28), and what it may do. Only
// what changed is sent; turning off 'May pay on account' asks first, since the buyers then pay by card.
import { useState, type FormEvent } from 'react';
import { centsToInputText, readMoneyInput } from '../../../shared/money-input.ts';
import type { AccountDetailJson, UpdateAccountBody } from '../../../shared/schemas/admin-accounts.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { accountsApi } from './accounts-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { AccountAllowances, RequiredTextField } from './account-fields.tsx';

const CREDIT_LIMIT_MAX_CENTS = 1_000_000_000;

function changesOf(account: AccountDetailJson, fields: FormData): { changes: UpdateAccountBody } | { errors: Record<string, string> } {
  const limit = readMoneyInput(String(fields.get('credit_limit') ?? ''), CREDIT_LIMIT_MAX_CENTS);
  if (!limit.ok) return { errors: { credit_limit: `The credit limit ${limit.problem}.` } };
  const creditHold = fields.get('credit_hold') === 'on';
  const accountNumber = String(fields.get('account_number') ?? '').trim();
  const name = String(fields.get('name') ?? '').trim();
  const canPay = fields.get('can_pay_on_account') === 'on';
  const canSwitch = fields.get('can_switch_accounts') === 'on';
  const accountsEmail = String(fields.get('accounts_email') ?? '').trim();
  const changes: UpdateAccountBody = {
    ...(accountNumber !== account.account_number ? { account_number: accountNumber } : {}),
    ...(name !== account.name ? { name } : {}),
    ...(canPay !== account.can_pay_on_account ? { can_pay_on_account: canPay } : {}),
    ...(canSwitch !== account.can_switch_accounts ? { can_switch_accounts: canSwitch } : {}),
    ...(accountsEmail !== (account.accounts_email ?? '') ? { accounts_email: accountsEmail } : {}),
    ...(limit.cents !== account.credit_limit ? { credit_limit: limit.cents } : {}),
    ...(creditHold !== account.credit_hold ? { credit_hold: creditHold } : {}),
  };
  return { changes };
}

export function AccountEditForm({ account, onSaved }: { account: AccountDetailJson; onSaved: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = changesOf(account, new FormData(event.currentTarget));
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    const { changes } = read;
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
      <RequiredTextField
        id="account-credit-limit"
        label="Credit limit ($)"
        name="credit_limit"
        inputMode="decimal"
        required={false}
        defaultValue={account.credit_limit === null ? '' : centsToInputText(account.credit_limit)}
        hint="The most it may owe on account, orders not yet invoiced included. Leave it empty for no limit."
        error={errors.credit_limit}
      />
      <label className="admin-check">
        <input type="checkbox" name="credit_hold" defaultChecked={account.credit_hold} /> On credit hold (no orders on account; card still works)
      </label>
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
