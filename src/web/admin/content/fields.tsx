// The content screens' fields: a label, the control, and the server's message for it beside it.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className="admin-error">
      {error}
    </span>
  ) : null;
}

type TextProps = { id: string; label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>;
export function TextField({ id, label, error, ...input }: TextProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type AreaProps = { id: string; label: string; error: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>;
export function TextAreaField({ id, label, error, ...area }: AreaProps) {
  return (
    <div className="admin-field admin-wide">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...area} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The outcome of the last send: a refusal as an alert, a success as a status line. */
export function SaveOutcome({ errors, status }: { errors: Record<string, string>; status: string }) {
  return (
    <>
      {errors._ ? (
        <p className="admin-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <p role="status" className="admin-status">
        {status}
      </p>
    </>
  );
}
