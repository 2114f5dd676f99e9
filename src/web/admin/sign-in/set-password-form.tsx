// A staff member's new password from an owner's reset link (issue #30 Part 4): the password twice; on
// success, the way to sign in with it (every session of theirs has ended).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/passwords.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { NewPasswordField } from '../staff/new-password-field.tsx';
import { staffApi } from '../staff/staff-api.ts';

export function SetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setSending(true);
    setErrors({});
    try {
      await staffApi(browserAdminClient()).setPassword({
        token,
        password: String(fields.get('password') ?? ''),
        password_confirmation: String(fields.get('password_confirmation') ?? ''),
      });
      setDone(true);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  if (isDone) {
    return (
      <>
        <h1 ref={doneRef} tabIndex={-1}>
          Your new password is set
        </h1>
        <p role="status">You are signed out everywhere. Sign in with your new password and the code from your authenticator app.</p>
        <p>
          <a className="button button-primary" href="/admin/login">
            Sign in
          </a>
        </p>
      </>
    );
  }

  const linkError = errors.token ?? errors._;
  return (
    <>
      <h1>Set a new password</h1>
      <p>Choose a new password for the back office: at least {PASSWORD_MIN_LENGTH} characters. Setting it signs you out everywhere.</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <NewPasswordField id="set-password-password" name="password" label="New password" error={errors.password} minLength={PASSWORD_MIN_LENGTH} />
        <NewPasswordField id="set-password-confirmation" name="password_confirmation" label="Type it again" error={errors.password_confirmation} />
        {linkError ? (
          <p className="admin-error" role="alert">
            {linkError}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={isSending}>
          Set password
        </button>
      </form>
    </>
  );
}
