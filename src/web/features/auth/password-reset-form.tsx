// spec §2 password reset from the e-mailed link: new password and confirmation; POST
// /password/reset; success says so and links to /login; errors appear beside their fields.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/passwords.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppState } from '../../lib/app-state.tsx';

type FieldErrors = Partial<Record<'password' | 'password_confirmation', string>>;

export function PasswordResetForm(props: { token: string }) {
  const { setLoading } = useAppState();
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setSending(true);
    setLoading(true);
    setErrors({});
    setFormError(null);
    try {
      await createBrowserApiClient().resetPassword({
        token: props.token,
        password: String(fields.get('password') ?? ''),
        password_confirmation: String(fields.get('password_confirmation') ?? ''),
      });
      setDone(true);
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? (error.body.errors ?? {}) : {};
      const next: FieldErrors = { password: fieldErrors.password, password_confirmation: fieldErrors.password_confirmation };
      setErrors(next);
      // Anything not about the two fields (an expired or unknown token, say) shows above the button.
      if (!next.password && !next.password_confirmation) setFormError(apiErrorMessage(error));
    } finally {
      setSending(false);
      setLoading(false);
    }
  }

  if (isDone) {
    return (
      <div role="status" className="auth-form">
        <p className="notice notice-success">Your password has been reset. You can now sign in with your new password.</p>
        <Link to="/login" className="button button-primary button-block">
          Go to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="New password"
        name="password"
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not your email address or a common password.`}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        name="password_confirmation"
        type="password"
        required
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
      {formError && (
        <p className="notice notice-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={isSending}>
        Reset Password
      </button>
    </form>
  );
}
