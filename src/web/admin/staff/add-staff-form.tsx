// Adding a staff member (issue #17 Part 6): e-mail, a first password (the store's password rule) and
// a role. They enrol their authenticator at their first sign-in.
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/passwords.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/staff-permissions.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { staffApi } from './staff-api.ts';

export function AddStaffForm() {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [isSending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setSending(true);
    setErrors({});
    setStatus('');
    try {
      const created = await staffApi(browserAdminClient()).create({
        email: String(fields.get('email') ?? '').trim(),
        password: String(fields.get('password') ?? ''),
        role: String(fields.get('role') ?? 'staff') as StaffRole,
      });
      form.reset();
      setStatus(`${created.data.email} is added as ${STAFF_ROLE_LABELS[created.data.role]}. Give them their password; they set up an authenticator app at their first sign-in.`);
      void revalidator.revalidate();
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <span id={`add-staff-${name}-error`} className="admin-error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <form className="admin-form admin-panel" onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading" className="visually-hidden">
        Add a staff member
      </h2>
      <div className="admin-field">
        <label htmlFor="add-staff-email">Email</label>
        <input id="add-staff-email" name="email" type="email" required autoComplete="off" aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'add-staff-email-error' : undefined} />
        {fieldError('email')}
      </div>
      <NewPasswordField id="add-staff-password" name="password" label="First password" error={errors.password} minLength={PASSWORD_MIN_LENGTH} />
      <div className="admin-field">
        <label htmlFor="add-staff-role">Role</label>
        <select id="add-staff-role" name="role" defaultValue="staff">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {fieldError('role')}
      </div>
      <button type="submit" className="button button-primary" disabled={isSending}>
        Add staff member
      </button>
      {errors._ ? (
        <p className="admin-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <p role="status" className="admin-status">
        {status}
      </p>
    </form>
  );
}
