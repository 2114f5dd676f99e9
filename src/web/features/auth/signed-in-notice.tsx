// /login for a viewer who is already signed in (issue #16 item 13): who they are signed in as, the
// ways on, and Log Out for signing in as someone else, instead of a sign-in form that would replace
// the session.
import { Link } from 'react-router';
import { LogOutForm } from './log-out-form.tsx';

export type SignedInViewerSummary = { email: string; accountNumber: string; accountName: string };

export function SignedInNotice({ viewer }: { viewer: SignedInViewerSummary }) {
  return (
    <section className="card auth-card signed-in-notice" aria-labelledby="signed-in-title">
      <h1 id="signed-in-title">You are signed in</h1>
      <p>
        You are signed in as <strong>{viewer.email}</strong> (Account #{viewer.accountNumber}, {viewer.accountName}).
      </p>
      <p className="page-message-actions">
        <Link className="button button-primary" to="/category">
          Continue shopping
        </Link>
        <Link className="button button-secondary" to="/my-account">
          My Account
        </Link>
      </p>
      <div className="signed-in-notice__switch">
        <p>To sign in as someone else, log out first.</p>
        <LogOutForm buttonClassName="button button-secondary" />
      </div>
    </section>
  );
}
