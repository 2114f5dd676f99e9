// The link sent to a new sign-in e-mail (issue #16 item 23). The page asks for a click (a POST) rather
// than acting on opening, so a mail scanner that follows links changes nothing.
import { useState } from 'react';
import { Link } from 'react-router';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { myAccountApi } from './my-account-api.ts';

export function EmailConfirmButton({ token }: { token: string }) {
  const [done, setDone] = useState<{ message: string; redirect: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailure('');
    try {
      setDone(await myAccountApi(createBrowserApiClient()).confirmEmail(token));
    } catch (error) {
      setFailure(apiErrorMessage(error));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <p className="notice notice-success" role="status">
          {done.message}
        </p>
        {/* A full load: the header shows the new address. */}
        <a className="button button-primary" href={done.redirect}>
          {done.redirect === '/login' ? 'Sign in' : 'Go to My Account'}
        </a>
      </>
    );
  }
  return (
    <>
      {failure ? (
        <>
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
          <p className="auth-footer-link">
            <Link to="/my-account">Go to My Account</Link>
          </p>
        </>
      ) : null}
      <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void confirm()}>
        Use this email address
      </button>
    </>
  );
}
