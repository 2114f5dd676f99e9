// Issuing a credit note against an invoice (issue #28 Part 2): for chosen lines and quantities (at most
// what was invoiced) or for an amount in dollars (GST included), with a reason the buyer reads on it.
// The server keeps the total credited within the invoice and refunds a card-paid one.
import { useState, type FormEvent } from 'react';
import { formatCents } from '../../../shared/money.ts';
import type { AdminInvoiceJson } from '../../../shared/schemas/invoices.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { invoicingApi } from './invoicing-api.ts';
import { creditNoteBodyOf, type CreditNoteForm as FormState, type FieldErrors } from './invoicing-values.ts';

const FieldError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <span id={id} className="admin-error">
      {message}
    </span>
  ) : null;

export function CreditNoteForm({ invoice, onIssued }: { invoice: AdminInvoiceJson; onIssued: (message: string) => void }) {
  const [form, setForm] = useState<FormState>({ mode: 'lines', qtys: {}, amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setSending] = useState(false);
  const creditable = invoice.total - invoice.credited;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = creditNoteBodyOf(form, invoice.lines);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const note = (await invoicingApi(browserAdminClient()).issueCreditNote(invoice.id, read.body)).data;
      setForm({ mode: form.mode, qtys: {}, amount: '', reason: '' });
      onIssued(`Credit note ${note.credit_note_number} issued for ${formatCents(note.total)}.`);
    } catch (error) {
      const found = error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) };
      // The server names a line by its place in what was sent ('lines.0.qty'): shown with the lines.
      setErrors(Object.fromEntries(Object.entries(found).map(([key, message]) => [key.startsWith('lines.') ? 'lines' : key, message])));
    } finally {
      setSending(false);
    }
  }

  const lineErrors = Object.entries(errors).filter(([key]) => key.startsWith('qty.'));
  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="credit-note-heading" noValidate>
      <h2 id="credit-note-heading">Issue a credit note</h2>
      <p className="admin-muted" id="credit-note-hint">
        {`Up to ${formatCents(creditable)} may still be credited on this invoice (GST included).`}
        {invoice.due_at === null ? ' It was paid by card: the credit is refunded to the card.' : ''}
      </p>
      <fieldset className="admin-choice">
        <legend>Credit</legend>
        <label className="admin-check">
          <input type="radio" name="mode" value="lines" checked={form.mode === 'lines'} onChange={() => setForm({ ...form, mode: 'lines' })} /> Lines and quantities
        </label>
        <label className="admin-check">
          <input type="radio" name="mode" value="amount" checked={form.mode === 'amount'} onChange={() => setForm({ ...form, mode: 'amount' })} /> An amount
        </label>
      </fieldset>
      {form.mode === 'lines' ? (
        <fieldset className="admin-choice" aria-describedby={errors.lines ? 'credit-note-lines-error' : undefined}>
          <legend>Quantity to credit of each line (blank: none)</legend>
          {invoice.lines.map((line) => {
            const errorKey = `qty.${line.sku}`;
            const id = `credit-qty-${line.sku}`;
            return (
              <div className="admin-field" key={line.sku}>
                <label htmlFor={id}>{`${line.sku} ${line.description} (${line.qty} at ${formatCents(line.unit_price)})`}</label>
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="off"
                  value={form.qtys[line.sku] ?? ''}
                  onChange={(event) => setForm({ ...form, qtys: { ...form.qtys, [line.sku]: event.target.value } })}
                  aria-invalid={errors[errorKey] ? true : undefined}
                  aria-describedby={errors[errorKey] ? `${id}-error` : undefined}
                />
                <FieldError id={`${id}-error`} message={errors[errorKey]} />
              </div>
            );
          })}
          <FieldError id="credit-note-lines-error" message={errors.lines} />
        </fieldset>
      ) : (
        <div className="admin-field">
          <label htmlFor="credit-amount">Amount incl. GST ($)</label>
          <input
            id="credit-amount"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'credit-amount-error' : 'credit-note-hint'}
          />
          <FieldError id="credit-amount-error" message={errors.amount} />
        </div>
      )}
      <div className="admin-field">
        <label htmlFor="credit-reason">Reason (shown on the credit note)</label>
        <textarea
          id="credit-reason"
          rows={2}
          maxLength={500}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'credit-reason-error' : undefined}
        />
        <FieldError id="credit-reason-error" message={errors.reason} />
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={isSending || creditable <= 0}>
          Issue credit note
        </button>
      </div>
      <FormAlert message={errors._ ?? (lineErrors.length > 0 ? 'Check the quantities marked.' : undefined)} />
    </form>
  );
}
