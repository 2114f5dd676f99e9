// The invitation link's page (issue #11 part 4) for an address with no sign-in yet: the invitee sets
// their name and password, which accepts the invitation and signs them in (issue #26 item 11); the names
// an approved application gave start filled in. The link works once, within 7 days.
import { useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { myAccountApi } from './my-account-api.ts';

export function InvitationForm({ token, email, names }: { token: string; email: string; names: { first_name: string; last_name: string } }) {
  const [values, setValues] = useState({ ...names, password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [isBusy, setBusy] = useState(false);
  const isComplete = Object.values(values).every((value) => value.trim() !== '');
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  async function accept() {
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      const answer = await myAccountApi(createBrowserApiClient()).acceptInvitation({ token, ...values });
      setDone(answer.message);
      // A whole page load, so the header and every page see the new session.
      window.location.assign(answer.redirect);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422 && error.body.errors) setErrors(error.body.errors);
      else setFailure(apiErrorMessage(error));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="account-box">
        <p className="notice notice-success" role="status">
          {done}
        </p>
        <a className="button button-primary" href="/my-account">
          Go to My Account
        </a>
      </div>
    );
  }
  return (
    <form
      className="account-box invitation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy && isComplete) void accept();
      }}
    >
      <h2>Set your password to accept</h2>
      <p>
        You will sign in as <strong>{email}</strong>.
      </p>
      <TextField label="First Name" name="first_name" value={values.first_name} required autoComplete="given-name" error={errors.first_name} onChange={set('first_name')} />
      <TextField label="Last Name" name="last_name" value={values.last_name} required autoComplete="family-name" error={errors.last_name} onChange={set('last_name')} />
      <TextField label="Password" name="password" type="password" value={values.password} required autoComplete="new-password" error={errors.password} onChange={set('password')} />
      <TextField
        label="Confirm Password"
        name="password_confirmation"
        type="password"
        value={values.password_confirmation}
        required
        autoComplete="new-password"
        error={errors.password_confirmation}
        onChange={set('password_confirmation')}
      />
      {errors.token || errors.email || failure ? (
        <p className="notice notice-error" role="alert">
          {errors.token ?? errors.email ?? failure}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={isBusy || !isComplete}>
        Set password and accept
      </button>
    </form>
  );
}
