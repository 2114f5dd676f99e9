// spec §2 the edit-account popup: one mode at a time (account_name, email, password, billing; and the
// user's name), Update and Exit. Its fields are mounted only while it is open, so Exit restores the
// original values. A 422's field errors show beside the fields; anything else reads the spec's
// 'Something went wrong. Please try again.'
import { useState, type ReactNode } from 'react';
import type { BillingAddressJson, MyAccountJson } from '../../../shared/schemas/account.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { myAccountApi, type MyAccountChange } from './my-account-api.ts';

export type EditMode = 'account_name' | 'email' | 'password' | 'billing' | 'name' | 'accounts_email';

const TITLES: Record<EditMode, string> = {
  account_name: 'Edit Account Name',
  email: 'Edit Email',
  password: 'Update Password',
  billing: 'Edit Billing Address',
  name: 'Edit Your Name',
  accounts_email: 'Edit Accounts Email',
};

export const UPDATE_FAILED_MESSAGE = 'Something went wrong. Please try again.';

type Props = { mode: EditMode | null; account: MyAccountJson; onClose(): void; onSaved(message: string): void };

export function EditAccountDialog({ mode, account, onClose, onSaved }: Props) {
  return (
    <FormDialog isOpen={mode !== null} onClose={onClose} title={mode ? TITLES[mode] : ''}>
      {mode ? <EditForm mode={mode} account={account} onExit={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

const EMPTY_BILLING: BillingAddressJson = { address1: '', address2: '', city: '', address_phone: '', post_code: '', reference: '' };

function EditForm({ mode, account, onExit, onSaved }: { mode: EditMode; account: MyAccountJson; onExit(): void; onSaved(message: string): void }) {
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(mode, account));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const field = (name: string, label: string, extra: { type?: string; autoComplete?: string; required?: boolean; errorKey?: string; hint?: string } = {}): ReactNode => (
    <TextField
      key={name}
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      value={values[name] ?? ''}
      required={extra.required ?? true}
      autoComplete={extra.autoComplete ?? 'off'}
      error={errors[extra.errorKey ?? name]}
      hint={extra.hint}
      onChange={set(name)}
    />
  );
  const isComplete = requiredFields(mode).every((name) => (values[name] ?? '').trim() !== '');

  async function save() {
    setBusy(true);
    setFailure('');
    setErrors({});
    try {
      const answer = await myAccountApi(createBrowserApiClient()).update(changeOf(mode, values));
      onSaved(answer.message ?? 'Your account details have been updated.');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422 && error.body.errors) setErrors(error.body.errors);
      else setFailure(error instanceof ApiRequestError && error.status === 403 ? error.body.message : UPDATE_FAILED_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy && isComplete) void save();
      }}
    >
      {mode === 'account_name' && field('account_name', 'Account Name', { autoComplete: 'organization' })}
      {mode === 'accounts_email' &&
        field('accounts_email', 'Accounts Email (optional)', {
          type: 'email',
          autoComplete: 'email',
          required: false,
          hint: "Invoices are e-mailed here. Leave it empty to send them to the account's managers.",
        })}
      {mode === 'name' && [field('first_name', 'First Name', { autoComplete: 'given-name' }), field('last_name', 'Last Name', { autoComplete: 'family-name' })]}
      {mode === 'email' && [field('email', 'Email', { type: 'email', autoComplete: 'email' }), field('current_password', 'Current Password', { type: 'password', autoComplete: 'current-password' })]}
      {mode === 'password' && [
        field('current_password', 'Current Password', { type: 'password', autoComplete: 'current-password' }),
        field('password', 'New Password', { type: 'password', autoComplete: 'new-password' }),
        field('password_confirmation', 'Confirm New Password', { type: 'password', autoComplete: 'new-password' }),
      ]}
      {mode === 'billing' && [
        field('address1', 'Street Address', { autoComplete: 'address-line1', errorKey: 'billing_address.address1' }),
        field('address2', 'Suburb', { autoComplete: 'address-line2', errorKey: 'billing_address.address2' }),
        field('city', 'City', { autoComplete: 'address-level2', errorKey: 'billing_address.city' }),
        field('address_phone', 'Phone Number', { type: 'tel', autoComplete: 'tel', errorKey: 'billing_address.address_phone' }),
        field('post_code', 'Post Code', { autoComplete: 'postal-code', errorKey: 'billing_address.post_code' }),
        field('reference', 'Reference (optional)', { required: false, errorKey: 'billing_address.reference' }),
      ]}
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-dialog__buttons">
        <button type="button" className="button button-secondary" onClick={onExit}>
          Exit
        </button>
        <button type="submit" className="button button-primary" disabled={isBusy || !isComplete}>
          Update
        </button>
      </div>
    </form>
  );
}

function initialValues(mode: EditMode, account: MyAccountJson): Record<string, string> {
  if (mode === 'account_name') return { account_name: account.account_name };
  if (mode === 'accounts_email') return { accounts_email: account.accounts_email ?? '' };
  if (mode === 'email') return { email: account.email, current_password: '' };
  if (mode === 'name') return { first_name: account.first_name, last_name: account.last_name };
  if (mode === 'billing') return { ...(account.billing_address ?? EMPTY_BILLING) };
  return { current_password: '', password: '', password_confirmation: '' };
}

function requiredFields(mode: EditMode): string[] {
  if (mode === 'account_name') return ['account_name'];
  if (mode === 'accounts_email') return [];
  if (mode === 'email') return ['email', 'current_password'];
  if (mode === 'name') return ['first_name', 'last_name'];
  if (mode === 'billing') return ['address1', 'address2', 'city', 'address_phone', 'post_code'];
  return ['current_password', 'password', 'password_confirmation'];
}

/** The request body of a mode: only its own fields. */
export function changeOf(mode: EditMode, values: Record<string, string>): MyAccountChange {
  const value = (name: string) => values[name] ?? '';
  if (mode === 'account_name') return { account_name: value('account_name') };
  if (mode === 'accounts_email') return { accounts_email: value('accounts_email').trim() };
  if (mode === 'email') return { email: value('email'), current_password: value('current_password') };
  if (mode === 'name') return { first_name: value('first_name'), last_name: value('last_name') };
  if (mode === 'billing') {
    return {
      billing_address: {
        address1: value('address1'),
        address2: value('address2'),
        city: value('city'),
        address_phone: value('address_phone'),
        post_code: value('post_code'),
        reference: value('reference'),
      },
    };
  }
  return { password: value('password'), password_confirmation: value('password_confirmation'), current_password: value('current_password') };
}
