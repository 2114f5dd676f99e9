// An owner's resets of another member (issue #30 Part 4): the password (the member is e-mailed a link
// to set a new one) or the authenticator (they set up a new one at their next sign-in and are signed
// out now), each after a confirmation. Nobody resets themselves here.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { staffApi } from './staff-api.ts';

export function StaffResets({ memberId, email, isSelf, isActive }: { memberId: number; email: string; isSelf: boolean; isActive: boolean }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [isSending, setSending] = useState(false);

  async function run(question: string, call: () => Promise<{ message: string }>) {
    if (!window.confirm(question)) return;
    setSending(true);
    try {
      setNotice({ text: (await call()).message, isError: false });
      void revalidator.revalidate();
    } catch (error) {
      setNotice({ text: apiErrorMessage(error), isError: true });
    } finally {
      setSending(false);
    }
  }

  const api = () => staffApi(browserAdminClient());
  return (
    <section aria-labelledby="staff-resets-heading" className="admin-panel">
      <h2 id="staff-resets-heading">Password and authenticator</h2>
      {isSelf ? (
        <p>You cannot reset your own password or authenticator. Another owner can do it for you.</p>
      ) : (
        <>
          <p>
            Reset the password to e-mail {email} a link to set a new one (it works once, for 24 hours; their current password works until then). Reset the
            authenticator when they have lost their phone: they are signed out now and set up a new authenticator app at their next sign-in.
          </p>
          <p className="staff-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={isSending || !isActive}
              onClick={() => void run(`E-mail ${email} a link to set a new password?`, () => api().resetPassword(memberId))}
            >
              Reset password
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={isSending}
              onClick={() =>
                void run(`Reset the authenticator of ${email}? They are signed out now and set up a new authenticator app at their next sign-in.`, () => api().resetAuthenticator(memberId))
              }
            >
              Reset authenticator
            </button>
          </p>
          {isActive ? null : <p className="admin-muted">A deactivated member gets no password link: reactivate them first.</p>}
        </>
      )}
      <p role="status" className={notice?.isError ? 'admin-error' : 'admin-status'}>
        {notice?.text ?? ''}
      </p>
    </section>
  );
}
