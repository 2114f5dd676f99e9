// spec §2 /password/reset: an email form; POST /password/email answers with a message to show
// (the same one whether or not the address has an account).
import { useState, type FormEvent } from 'react';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppState } from '../../lib/app-state.tsx';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string; fieldError?: string };

export function PasswordResetRequestForm() {
  const { setLoading } = useAppState();
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setSending(true);
    setLoading(true);
    try {
      const answer = await createBrowserApiClient().requestPasswordReset(email);
      setOutcome({ kind: 'sent', message: answer.message });
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.body.errors?.email : undefined;
      setOutcome({ kind: 'failed', message: apiErrorMessage(error), fieldError });
    } finally {
      setSending(false);
      setLoading(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Email address"
        name="email"
        type="email"
        required
        autoComplete="email"
        error={outcome?.kind === 'failed' ? outcome.fieldError : undefined}
      />
      <div role="status" aria-live="polite">
        {outcome?.kind === 'sent' && <p className="notice notice-success">{outcome.message}</p>}
        {outcome?.kind === 'failed' && !outcome.fieldError && <p className="notice notice-error">{outcome.message}</p>}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={isSending}>
        Send Password Reset Link
      </button>
    </form>
  );
}
