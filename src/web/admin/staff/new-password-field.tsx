// A new password's field with its error, as the add-staff form and the reset link's page ask for one.
export function NewPasswordField({ id, name, label, error, minLength }: { id: string; name: string; label: string; error?: string; minLength?: number }) {
  const errorId = `${id}-error`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="password" required minLength={minLength} autoComplete="new-password" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error ? (
        <span id={errorId} className="admin-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
