// What a credit note credits (issue #28 Part 2), worked out from its invoice and the notes issued against
// it before: chosen lines and quantities at the invoice's prices, or an amount including GST. Never more
// than the invoice has left, in quantity or in money; a note that takes all that is left takes it to the
// cent, so an invoice credited in parts ends credited exactly. Pure: the service locks and writes around it.
import type { FieldErrors } from '../../errors.ts';
import { formatCents } from '../../../shared/money.ts';
import { gstCents } from '../../kernel/gst-totals.ts';
import type { CreditNoteSnapshot } from './credit-note-snapshot.ts';
import type { InvoiceLine, InvoiceSnapshot } from './invoice-snapshot.ts';

export const CREDIT_NOTE_NUMBER_PREFIX = 'CN-';

/** 'CN-000007': six digits at least. */
export function creditNoteNumberOf(value: number): string {
  return `${CREDIT_NOTE_NUMBER_PREFIX}${String(value).padStart(6, '0')}`;
}

export type CreditRequest = { reason: string } & ({ lines: { sku: string; qty: number }[] } | { amountCents: number });

/** What earlier notes credited of the invoice: their totals and the quantity of each SKU. */
export type CreditedSoFar = { subTotalCents: number; gstCents: number; totalCents: number; qtyBySku: Map<string, number> };

export function creditedSoFarOf(notes: readonly Pick<CreditNoteSnapshot, 'lines' | 'subTotalCents' | 'gstCents' | 'totalCents'>[]): CreditedSoFar {
  const qtyBySku = new Map<string, number>();
  for (const note of notes) for (const line of note.lines) if (line.sku !== '') qtyBySku.set(line.sku, (qtyBySku.get(line.sku) ?? 0) + line.qty);
  return {
    subTotalCents: notes.reduce((sum, note) => sum + note.subTotalCents, 0),
    gstCents: notes.reduce((sum, note) => sum + note.gstCents, 0),
    totalCents: notes.reduce((sum, note) => sum + note.totalCents, 0),
    qtyBySku,
  };
}

type Credited = { lines: InvoiceLine[]; subTotalCents: number; gstCents: number; totalCents: number };

function creditedLines(invoice: InvoiceSnapshot, soFar: CreditedSoFar, asked: { sku: string; qty: number }[], errors: FieldErrors): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  asked.forEach((request, index) => {
    const invoiced = invoice.lines.filter((line) => line.sku === request.sku);
    const [first] = invoiced;
    if (!first) {
      errors[`lines.${index}.sku`] = `Invoice ${invoice.invoiceNumber} has no line for ${request.sku}.`;
      return;
    }
    const left = invoiced.reduce((sum, line) => sum + line.qty, 0) - (soFar.qtyBySku.get(request.sku) ?? 0);
    if (request.qty > left) {
      errors[`lines.${index}.qty`] = left === 0 ? `All of ${request.sku} on this invoice has been credited.` : `Only ${left} of ${request.sku} on this invoice can still be credited.`;
      return;
    }
    lines.push({ sku: request.sku, description: first.description, qty: request.qty, unitPriceCents: first.unitPriceCents, amountCents: first.unitPriceCents * request.qty });
  });
  return lines;
}

/** Whether crediting `lines` takes every quantity the invoice has left. */
function takesAllLeft(invoice: InvoiceSnapshot, soFar: CreditedSoFar, lines: InvoiceLine[]): boolean {
  const asked = new Map<string, number>();
  for (const line of lines) asked.set(line.sku, (asked.get(line.sku) ?? 0) + line.qty);
  const invoiced = new Map<string, number>();
  for (const line of invoice.lines) invoiced.set(line.sku, (invoiced.get(line.sku) ?? 0) + line.qty);
  return [...invoiced].every(([sku, qty]) => qty - (soFar.qtyBySku.get(sku) ?? 0) === (asked.get(sku) ?? 0));
}

/** The money a request credits, or its problems in `errors`. */
export function creditOf(invoice: InvoiceSnapshot, soFar: CreditedSoFar, request: CreditRequest, errors: FieldErrors): Credited | null {
  const left = { subTotalCents: invoice.subTotalCents - soFar.subTotalCents, gstCents: invoice.gstCents - soFar.gstCents, totalCents: invoice.totalCents - soFar.totalCents };
  if (left.totalCents <= 0) {
    errors[('lines' in request ? 'lines' : 'amount')] = `Invoice ${invoice.invoiceNumber} has been credited in full.`;
    return null;
  }
  if ('amountCents' in request) {
    if (request.amountCents > left.totalCents) {
      errors.amount = `Invoice ${invoice.invoiceNumber} has ${formatCents(left.totalCents)} left to credit: a credit note may not be more.`;
      return null;
    }
    const isAllLeft = request.amountCents === left.totalCents;
    // The GST in an amount that includes it: amount × rate ÷ (1 + rate), rounded as the kernel rounds.
    const gst = isAllLeft ? left.gstCents : Math.min(left.gstCents, Math.round((request.amountCents * invoice.gstRateBasisPoints) / (10_000 + invoice.gstRateBasisPoints)));
    const subTotal = request.amountCents - gst;
    return {
      lines: [{ sku: '', description: `Credit: ${request.reason}`, qty: 1, unitPriceCents: subTotal, amountCents: subTotal }],
      subTotalCents: subTotal,
      gstCents: gst,
      totalCents: request.amountCents,
    };
  }
  const lines = creditedLines(invoice, soFar, request.lines, errors);
  if (lines.length !== request.lines.length) return null;
  if (takesAllLeft(invoice, soFar, lines)) return { lines, ...left };
  const subTotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const gst = gstCents(subTotal, invoice.gstRateBasisPoints);
  if (subTotal + gst > left.totalCents) {
    errors.lines = `Invoice ${invoice.invoiceNumber} has ${formatCents(left.totalCents)} left to credit, less than these lines (${formatCents(subTotal + gst)}).`;
    return null;
  }
  return { lines, subTotalCents: subTotal, gstCents: gst, totalCents: subTotal + gst };
}

export function creditNoteSnapshotOf(input: { invoice: InvoiceSnapshot; credited: Credited; creditNoteNumber: string; issuedOn: string; reason: string }): CreditNoteSnapshot {
  const { invoice, credited } = input;
  return {
    creditNoteNumber: input.creditNoteNumber,
    issuedOn: input.issuedOn,
    reason: input.reason,
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssuedOn: invoice.issuedOn,
    orderNumber: invoice.orderNumber,
    purchaseOrderNumber: invoice.purchaseOrderNumber,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    lines: credited.lines,
    subTotalCents: credited.subTotalCents,
    gstCents: credited.gstCents,
    gstRateBasisPoints: invoice.gstRateBasisPoints,
    totalCents: credited.totalCents,
  };
}
