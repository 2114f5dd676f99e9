// The CSV export (issue #17 Part 3): a plain GET form to /admin/api/orders.csv, which the browser
// downloads (the staff session cookie goes with it). It exports what the list shows (issue #26 item 10):
// the list's status, account and words go with it, its days are the form's (the list's to start with),
// and no days is the last 30. Bad days are told on the page before anything is sent.
import { useRef, useState, type FormEvent } from 'react';
import type { OrderListParams } from './orders-api.ts';
import { FULFILMENT_LABELS } from './order-words.ts';
import { csvDayErrors } from './orders-csv-check.ts';

type DayName = 'date_from' | 'date_to';
const DAYS: { name: DayName; label: string }[] = [
  { name: 'date_from', label: 'From' },
  { name: 'date_to', label: 'To' },
];

/** What the list's filters keep, in words: "Status New · Account 100200 · Words 'gloves'". */
function filtersText(params: OrderListParams): string {
  const parts = [
    params.status && params.status in FULFILMENT_LABELS ? `status ${FULFILMENT_LABELS[params.status as keyof typeof FULFILMENT_LABELS]}` : '',
    params.account_number ? `account ${params.account_number}` : '',
    params.q ? `words '${params.q}'` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `The orders the list shows (${parts.join(', ')}), one row per line.` : 'Every order, one row per line.';
}

export function OrdersCsvForm({ params }: { params: OrderListParams }) {
  const [errors, setErrors] = useState<Partial<Record<DayName, string>>>({});
  const inputs = useRef<Partial<Record<DayName, HTMLInputElement | null>>>({});

  function check(event: FormEvent<HTMLFormElement>) {
    const field = (name: DayName) => ({ value: inputs.current[name]?.value ?? '', isIncomplete: inputs.current[name]?.validity.badInput ?? false });
    const found = csvDayErrors({ date_from: field('date_from'), date_to: field('date_to') });
    setErrors(found);
    const first = DAYS.find(({ name }) => found[name]);
    if (!first) return;
    event.preventDefault();
    inputs.current[first.name]?.focus();
  }

  return (
    <form method="get" action="/admin/api/orders.csv" noValidate onSubmit={check} className="admin-form admin-panel" aria-labelledby="orders-csv-heading">
      <h2 id="orders-csv-heading" className="admin-form-title">
        Export orders (CSV)
      </h2>
      <p id="orders-csv-hint" className="admin-muted">{`${filtersText(params)} Without days: the last 30 days.`}</p>
      {(['status', 'account_number', 'q'] as const).map((name) => (params[name] ? <input key={name} type="hidden" name={name} value={params[name]} /> : null))}
      {DAYS.map(({ name, label }) => (
        <div className="admin-field" key={name}>
          <label htmlFor={`orders-csv-${name}`}>{label}</label>
          <input
            id={`orders-csv-${name}`}
            ref={(element) => {
              inputs.current[name] = element;
            }}
            name={name}
            type="date"
            defaultValue={params[name] ?? ''}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `orders-csv-${name}-error` : 'orders-csv-hint'}
          />
          {errors[name] ? (
            <p id={`orders-csv-${name}-error`} className="admin-error" role="alert">
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      <button type="submit" className="button button-secondary">
        Download CSV
      </button>
    </form>
  );
}
