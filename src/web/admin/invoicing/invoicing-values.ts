// What the back office's invoicing forms read (issue #28 Part 2): the invoice list's filters from the
// address, a credit note's lines or amount, and a payment with the invoices it pays. Money is typed in
// dollars and read as the other money fields read it ('1.234,50' and '1,234.50' alike), or refused with
// a message; never scaled silently.
import { readMoneyInput } from '../../../shared/money-input.ts';
import { PAYMENT_AMOUNT_MAX } from '../../../shared/money.ts';
import type { RecordPaymentBody } from '../../../shared/schemas/account-payments.ts';
import type { IssueCreditNoteBody } from '../../../shared/schemas/credit-notes.ts';
import type { InvoiceListParams } from './invoicing-api.ts';

export type FieldErrors = Record<string, string>;

export const INVOICE_LIST_PATH = '/admin/invoices';
const LIST_PARAMS = ['status', 'account_number', 'date_from', 'date_to', 'page'] as const;

/** The list's filters as the address gives them (blank ones left out). */
export function invoiceListParamsOf(url: URL): InvoiceListParams {
  return Object.fromEntries(LIST_PARAMS.flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name) ?? '']] : [])));
}

/** Cents from a money field that must hold more than $0.00, or the sentence that says what is wrong. */
export function positiveCentsOf(text: string, label: string, maxCents = PAYMENT_AMOUNT_MAX): { cents: number } | { error: string } {
  const reading = readMoneyInput(text, maxCents);
  if (!reading.ok) return { error: `The ${label} ${reading.problem}.` };
  if (reading.cents === null) return { error: `The ${label} is required.` };
  if (reading.cents === 0) return { error: `The ${label} must be more than $0.00.` };
  return { cents: reading.cents };
}

export type CreditNoteForm = { mode: 'lines' | 'amount'; qtys: Record<string, string>; amount: string; reason: string };
type InvoiceLine = { sku: string; qty: number };

/** The credit note to issue: the lines with a quantity typed (at most what was invoiced), or an amount; and its reason. */
export function creditNoteBodyOf(form: CreditNoteForm, lines: readonly InvoiceLine[]): { body: IssueCreditNoteBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'The reason field is required.';
  if (form.mode === 'amount') {
    const amount = positiveCentsOf(form.amount, 'amount');
    if ('error' in amount) errors.amount = amount.error;
    return 'error' in amount || errors.reason ? { errors } : { body: { amount: amount.cents, reason } };
  }
  const chosen: { sku: string; qty: number }[] = [];
  for (const line of lines) {
    const text = (form.qtys[line.sku] ?? '').trim();
    if (text === '' || text === '0') continue;
    if (!/^\d{1,7}$/.test(text)) errors[`qty.${line.sku}`] = `The quantity of ${line.sku} must be a whole number.`;
    else if (Number(text) > line.qty) errors[`qty.${line.sku}`] = `At most ${line.qty} of ${line.sku} was invoiced.`;
    else chosen.push({ sku: line.sku, qty: Number(text) });
  }
  if (chosen.length === 0 && Object.keys(errors).every((key) => !key.startsWith('qty.'))) errors.lines = 'Type the quantity to credit of at least one line.';
  return Object.keys(errors).length > 0 ? { errors } : { body: { lines: chosen, reason } };
}

export type PaymentForm = { accountNumber: string; amount: string; paidAt: string; reference: string; allocations: Record<string, string> };

/**
 * The payment to record and the invoices it pays, in the order sent (the server keys an allocation's
 * error by its place: 'allocations.0.amount'), or each field's problem keyed as the server keys it.
 */
export function paymentBodyOf(form: PaymentForm): { body: RecordPaymentBody; invoiceNumbers: string[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = positiveCentsOf(form.amount, 'amount');
  if ('error' in amount) errors.amount = amount.error;
  const reference = form.reference.trim();
  if (!reference) errors.reference = 'The reference field is required.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.paidAt)) errors.paid_at = 'The paid at field must be a day (YYYY-MM-DD).';
  const allocations: { invoice_number: string; amount: number }[] = [];
  for (const [invoiceNumber, text] of Object.entries(form.allocations)) {
    if (text.trim() === '') continue;
    const allocation = positiveCentsOf(text, `amount for ${invoiceNumber}`);
    if ('error' in allocation) errors[`allocation.${invoiceNumber}`] = allocation.error;
    else allocations.push({ invoice_number: invoiceNumber, amount: allocation.cents });
  }
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  if ('cents' in amount && allocated > amount.cents) errors.allocations = 'The invoices paid add up to more than the payment.';
  if (Object.keys(errors).length > 0 || 'error' in amount) return { errors };
  return {
    body: { account_number: form.accountNumber, amount: amount.cents, paid_at: form.paidAt, reference, allocations },
    invoiceNumbers: allocations.map((allocation) => allocation.invoice_number),
  };
}

/** The server's errors on a payment, with 'allocations.N.…' put back on the invoice it was sent for. */
export function paymentErrorsOf(serverErrors: FieldErrors, invoiceNumbers: readonly string[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(serverErrors).map(([key, message]) => {
      const match = /^allocations\.(\d+)\./.exec(key);
      const invoiceNumber = match ? invoiceNumbers[Number(match[1])] : undefined;
      return [invoiceNumber ? `allocation.${invoiceNumber}` : key, message];
    }),
  );
}

type OpenInvoice = { invoice_number: string; issued_at: string; balance: number };

/** The payment spread over the open invoices, oldest first, each at most what it owes: cents by invoice number. */
export function allocateOldestFirst(amountCents: number, invoices: readonly OpenInvoice[]): Record<string, number> {
  let left = amountCents;
  const spread: Record<string, number> = {};
  for (const invoice of invoices.toSorted((a, b) => a.issued_at.localeCompare(b.issued_at) || a.invoice_number.localeCompare(b.invoice_number))) {
    if (left <= 0) break;
    const amount = Math.min(left, invoice.balance);
    if (amount <= 0) continue;
    spread[invoice.invoice_number] = amount;
    left -= amount;
  }
  return spread;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the Xero export's days, as the server would say it; '' when they will do. */
export function xeroRangeError(from: string, to: string): string {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose the first and the last day to export.';
  if (to < from) return 'The last day may not be before the first.';
  if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) return 'Export at most a year at a time.';
  return '';
}
