import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A field error from the server's `errors` map (spec §5), shown under the input. */
  error?: string;
  hint?: string;
};

/** A labelled input with its error wired to aria-describedby, so screen readers read both. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}
