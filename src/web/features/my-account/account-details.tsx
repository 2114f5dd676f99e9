// spec §2 My Account 'Account Details': account name, first and last name, email, masked password with
// Update Password, registration date, billing address with Change. Managers change the account's
// fields; everyone changes their own name, email and password.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { MyAccountJson } from '../../../shared/schemas/account.ts';
import { ROLE_LABELS } from '../../../shared/account-roles.ts';
import { EditAccountDialog, type EditMode } from './edit-account-dialog.tsx';

const DATE = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' });

export function AccountDetails({ account }: { account: MyAccountJson }) {
  const [mode, setMode] = useState<EditMode | null>(null);
  const [message, setMessage] = useState('');
  const revalidator = useRevalidator();
  const isManager = account.role === 'manager';
  const billing = account.billing_address;

  const change = (editMode: EditMode, label: string, what: string) => (
    <button type="button" className="link-button" onClick={() => setMode(editMode)} aria-label={`${label} ${what}`}>
      {label}
    </button>
  );

  return (
    <section className="account-box account-details" aria-labelledby="account-details-title">
      <h2 id="account-details-title">Account Details</h2>
      {message ? (
        <p className="notice notice-success" role="status">
          {message}
        </p>
      ) : null}
      <dl>
        <div>
          <dt>Account Name</dt>
          <dd>
            {account.account_name} {isManager ? change('account_name', 'Edit', 'account name') : null}
          </dd>
        </div>
        <div>
          <dt>Account Number</dt>
          <dd>{account.account_number}</dd>
        </div>
        <div>
          <dt>Invoices Go To</dt>
          <dd>
            {account.accounts_email ?? "The account's managers"} {isManager ? change('accounts_email', 'Edit', 'where invoices go') : null}
          </dd>
        </div>
        <div>
          <dt>First Name</dt>
          <dd>
            {account.first_name} {change('name', 'Edit', 'your name')}
          </dd>
        </div>
        <div>
          <dt>Last Name</dt>
          <dd>{account.last_name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="account-details__email">
            {account.email} {change('email', 'Edit', 'email')}
            {account.pending_email ? (
              // issue #16 item 23: the new address is used only once its owner follows the link sent to it.
              <span className="account-details__pending">
                Waiting for you to confirm {account.pending_email}: follow the link we emailed there. Until then you sign in with {account.email}.
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <span aria-label="Password hidden">••••••••</span> {change('password', 'Update Password', '')}
          </dd>
        </div>
        <div>
          <dt>Your Role</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
        </div>
        <div>
          <dt>Registration Date</dt>
          <dd>{DATE.format(new Date(account.registration_date))}</dd>
        </div>
        <div>
          <dt>Billing Address</dt>
          <dd>
            {billing ? (
              <address>
                {/* Issue #26 item 11: a part left empty (no suburb) leaves no ', ,' gap. */}
                {[billing.address1, billing.address2, `${billing.city} ${billing.post_code}`.trim()].filter((part) => part.trim() !== '').join(', ')}
                <br />
                {billing.address_phone}
                {billing.reference ? ` · Ref: ${billing.reference}` : ''}
              </address>
            ) : (
              <span>Not set yet</span>
            )}{' '}
            {isManager ? change('billing', 'Change', 'billing address') : null}
          </dd>
        </div>
      </dl>
      <EditAccountDialog
        mode={mode}
        account={account}
        onClose={() => setMode(null)}
        onSaved={(text) => {
          setMode(null);
          setMessage(text);
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
