// The contract-price forms' fields (issue #27 Part 3): a labelled input or textarea with its hint and the
// server's message for it, both read out with it (the catalogue's Field draws the label, hint and error),
// and a list's search box, a GET form kept in the address.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Form, Link } from 'react-router';
import { Field } from '../catalogue/catalogue-fields.tsx';

type Common = { id: string; label: string; error?: string; hint?: string };

export function InputField({ id, label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <input id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />}
    </Field>
  );
}

export function TextAreaField({ id, label, error, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <textarea id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...area} />}
    </Field>
  );
}

/** The hint of a field of account numbers or group codes. */
export const CODES_HINT = 'One a line, or separated by commas.';

/** A list's search (`q` in the address at `action`), with a way back to the whole list. */
export function SearchForm({ action, id, label, name, q, className = 'admin-form' }: { action: string; id: string; label: string; name: string; q: string; className?: string }) {
  return (
    <Form method="get" action={action} className={className} role="search" aria-label={name}>
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} name="q" type="search" defaultValue={q} size={20} />
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
      {q ? <Link to={action}>Clear</Link> : null}
    </Form>
  );
}
