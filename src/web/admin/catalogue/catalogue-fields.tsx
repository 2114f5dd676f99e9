// A labelled field of the catalogue's forms, and a money field (issue #26 item 1) that reads what is typed
// as the server will take it ('22,49' is $22.49) and says how it read it, so an amount is never scaled
// without the person seeing it.
import { useState, type ReactNode } from 'react';
import { formatCents } from '../../../shared/money.ts';
import { centsToInputText, readMoneyInput } from '../../../shared/money-input.ts';
import { FieldError } from './catalogue-notices.tsx';

export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (describedBy: string | undefined) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <span id={`${id}-hint`} className="admin-muted">
          {hint}
        </span>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** 'Read as $2,249.00' for what is typed in another form than the field would show it; none otherwise. */
export function moneyReadBack(text: string): string | undefined {
  const reading = readMoneyInput(text);
  if (!reading.ok || reading.cents === null || centsToInputText(reading.cents) === text.trim()) return undefined;
  return `Read as ${formatCents(reading.cents)}`;
}

type MoneyFieldProps = { id: string; name: string; label: string; cents: number | null; error?: string; onText?: (text: string) => void };

export function MoneyField({ id, name, label, cents, error, onText }: MoneyFieldProps) {
  const [text, setText] = useState(cents === null ? '' : centsToInputText(cents));
  return (
    <Field id={id} label={label} error={error} hint={moneyReadBack(text)}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          inputMode="decimal"
          size={10}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onText?.(event.target.value);
          }}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      )}
    </Field>
  );
}
