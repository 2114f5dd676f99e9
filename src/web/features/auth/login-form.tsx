// spec §2 Login, §4, §5: Email and Password required (email format too), 'Keep me signed in',
// 'Forgot password', and 'Sign In' disabled while the form is invalid. Success goes to /#category
// with a full page load (so every part of the page picks up the new session); failure shows the
// server's message in the popup.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';

export function LoginForm() {
  const { showPopup, setLoading, setAccountNumber } = useAppState();
  const formRef = useRef<HTMLFormElement>(null);
  const [isValid, setValid] = useState(false);
  const [isSending, setSending] = useState(false);

  // The inputs are uncontrolled, so values typed (or autofilled) before hydration still count.
  const updateValidity = () => setValid(formRef.current?.checkValidity() ?? false);
  useEffect(updateValidity, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) return;
    const fields = new FormData(form);
    setSending(true);
    setLoading(true);
    try {
      const answer = await createBrowserApiClient().login({
        email: String(fields.get('email') ?? '').trim(),
        password: String(fields.get('password') ?? ''),
        remember_me: fields.get('remember_me') === 'on',
      });
      setAccountNumber(answer.account_number);
      window.location.assign('/#category');
    } catch (error) {
      setSending(false);
      setLoading(false);
      showPopup(escapeHtml(apiErrorMessage(error)));
    }
  }

  return (
    <form ref={formRef} className="auth-form" onInput={updateValidity} onChange={updateValidity} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" required autoComplete="username" inputMode="email" />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" required autoComplete="current-password" />
      </div>
      <div className="auth-form-row">
        <label className="checkbox">
          <input type="checkbox" name="remember_me" />
          <span>Keep me signed in</span>
        </label>
        <Link to="/password/reset">Forgot password</Link>
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!isValid || isSending}>
        Sign In
      </button>
    </form>
  );
}
