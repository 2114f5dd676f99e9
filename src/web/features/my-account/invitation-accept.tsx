// The invitation link's page for someone who has a sign-in (issue #16 item 23): signed in, they accept
// as themselves, whatever e-mail the invitation went to; not signed in, they sign in here first (the
// page then offers Accept). Nobody joins the account before pressing Accept.
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { myAccountApi } from './my-account-api.ts';

function ErrorNotice({ text }: { text: string }) {
  return text ? (
    <p className="notice notice-error" role="alert">
      {text}
    </p>
  ) : null;
}

export function AcceptAsSignedIn({ token, signedInAs, invitedEmail }: { token: string; signedInAs: string; invitedEmail: string }) {
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    setFailure('');
    try {
      const answer = await myAccountApi(createBrowserApiClient()).joinWithInvitation(token);
      // A full load, so the header and every part of the page pick up the session's new account.
      window.location.assign(answer.redirect);
    } catch (error) {
      setFailure(apiErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <div className="account-box invitation-form">
      <p>
        You are signed in as <strong>{signedInAs}</strong>, and you accept the invitation as yourself.
        {signedInAs.toLowerCase() === invitedEmail.toLowerCase() ? '' : ` It was sent to ${invitedEmail}; if that is not you, sign out first.`}
      </p>
      <ErrorNotice text={failure} />
      <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void accept()}>
        Accept invitation
      </button>
    </div>
  );
}

export function InvitationSignIn({ email }: { email: string }) {
  const [values, setValues] = useState({ email, password: '' });
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const isComplete = values.email.trim() !== '' && values.password !== '';

  async function signIn() {
    setBusy(true);
    setFailure('');
    try {
      await createBrowserApiClient().login({ email: values.email.trim(), password: values.password, remember_me: false });
      // The same page, now signed in: it offers Accept.
      window.location.reload();
    } catch (error) {
      setFailure(apiErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      className="account-box invitation-form"
      aria-label="Sign in to accept"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy && isComplete) void signIn();
      }}
    >
      <h2>Sign in to accept</h2>
      <TextField label="Email" name="email" type="email" value={values.email} required autoComplete="username" onChange={(event) => setValues({ ...values, email: event.currentTarget.value })} />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={values.password}
        required
        autoComplete="current-password"
        onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
      />
      <ErrorNotice text={failure} />
      <button type="submit" className="button button-primary" disabled={isBusy || !isComplete}>
        Sign in
      </button>
    </form>
  );
}
