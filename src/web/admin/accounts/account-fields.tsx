// The fields of an account that approving an application sets and the account's page changes (issue #17
// Part 6): a required line of text with the server's message beside it, and what the account may do.
import type { InputHTMLAttributes } from 'react';

type TextFieldProps = { id: string; label: string; error: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

export function RequiredTextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} required autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint ? (
        <span id={hintId} className="admin-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="admin-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function AccountAllowances({ canPayOnAccount, canSwitchAccounts }: { canPayOnAccount: boolean; canSwitchAccounts: boolean }) {
  return (
    <>
      <label className="admin-check">
        <input type="checkbox" name="can_pay_on_account" defaultChecked={canPayOnAccount} /> May pay on account
      </label>
      <label className="admin-check">
        <input type="checkbox" name="can_switch_accounts" defaultChecked={canSwitchAccounts} /> May switch between accounts
      </label>
    </>
  );
}
