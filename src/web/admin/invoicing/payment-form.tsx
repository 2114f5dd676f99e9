// Recording a payment by hand (issue #28 Part 2): the amount in dollars, the day it arrived, its
// reference, and what it pays of each open invoice (typed, or spread over the oldest first). What is not
// allocated stays on the account as credit; the server keeps each allocation within what is owed.
import { useState, type FormEvent, type ReactNode } from 'react';
import { centsToInputText } from '../../../shared/money-input.ts';
import { formatCents } from '../../../shared/money.ts';
import type { AdminInvoiceSummaryJson } from '../../../shared/schemas/invoices.ts';
import { dueText } from '../../features/invoices/invoice-format.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { invoicingApi } from './invoicing-api.ts';
import { allocateOldestFirst, paymentBodyOf, paymentErrorsOf, positiveCentsOf, type FieldErrors, type PaymentForm as FormState } from './invoicing-values.ts';

type Props = { accountNumber: string; today: string; openInvoices: AdminInvoiceSummaryJson[]; onRecorded: (message: string) => void };

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="admin-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const invalid = (error: string | undefined, id: string) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

export function PaymentForm({ accountNumber, today, openInvoices, onRecorded }: Props) {
  const blank: FormState = { accountNumber, amount: '', paidAt: today, reference: '', allocations: {} };
  const [form, setForm] = useState<FormState>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setSending] = useState(false);
  const set = (changes: Partial<FormState>) => setForm({ ...form, ...changes });

  function spread() {
    const amount = positiveCentsOf(form.amount, 'amount');
    if ('error' in amount) {
      setErrors({ amount: amount.error });
      return;
    }
    const cents = allocateOldestFirst(amount.cents, openInvoices);
    setErrors({});
    set({ allocations: Object.fromEntries(openInvoices.map((invoice) => [invoice.invoice_number, cents[invoice.invoice_number] ? centsToInputText(cents[invoice.invoice_number] ?? 0) : ''])) });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = paymentBodyOf(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const payment = (await invoicingApi(browserAdminClient()).recordPayment(read.body)).data;
      setForm(blank);
      const credit = payment.unallocated > 0 ? `; ${formatCents(payment.unallocated)} stays on the account as credit` : '';
      onRecorded(`Payment ${payment.reference} of ${formatCents(payment.amount)} recorded${credit}.`);
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? paymentErrorsOf(error.body.errors, read.invoiceNumbers) : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="admin-panel admin-stack" onSubmit={(event) => void onSubmit(event)} aria-labelledby="payment-heading" noValidate>
      <h2 id="payment-heading">Record a payment</h2>
      <Field id="payment-amount" label="Amount ($)" error={errors.amount}>
        <input id="payment-amount" inputMode="decimal" autoComplete="off" value={form.amount} onChange={(event) => set({ amount: event.target.value })} {...invalid(errors.amount, 'payment-amount')} />
      </Field>
      <Field id="payment-paid-at" label="Day it arrived" error={errors.paid_at}>
        <input id="payment-paid-at" type="date" value={form.paidAt} onChange={(event) => set({ paidAt: event.target.value })} {...invalid(errors.paid_at, 'payment-paid-at')} />
      </Field>
      <Field id="payment-reference" label="Reference" error={errors.reference}>
        <input id="payment-reference" autoComplete="off" maxLength={100} value={form.reference} onChange={(event) => set({ reference: event.target.value })} {...invalid(errors.reference, 'payment-reference')} />
      </Field>
      {openInvoices.length === 0 ? (
        <p className="admin-muted">No invoice is open: the payment stays on the account as credit.</p>
      ) : (
        <fieldset className="admin-choice" aria-describedby="payment-allocations-hint">
          <legend>What it pays of each open invoice ($)</legend>
          <p id="payment-allocations-hint" className="admin-muted">
            Blank: none of it. What is not allocated stays on the account as credit.
          </p>
          <div>
            <button type="button" className="button button-secondary" onClick={spread}>
              Spread over the oldest first
            </button>
          </div>
          {openInvoices.map((invoice) => {
            const id = `payment-allocation-${invoice.invoice_number}`;
            const error = errors[`allocation.${invoice.invoice_number}`];
            return (
              <Field key={invoice.id} id={id} label={`${invoice.invoice_number}, owes ${formatCents(invoice.balance)}, due ${dueText(invoice.due_at)}`} error={error}>
                <input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.allocations[invoice.invoice_number] ?? ''}
                  onChange={(event) => set({ allocations: { ...form.allocations, [invoice.invoice_number]: event.target.value } })}
                  {...invalid(error, id)}
                />
              </Field>
            );
          })}
          {errors.allocations ? <span className="admin-error">{errors.allocations}</span> : null}
        </fieldset>
      )}
      <div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          Record payment
        </button>
      </div>
      <FormAlert message={errors._ ?? errors.account_number} />
    </form>
  );
}
