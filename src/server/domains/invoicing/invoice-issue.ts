// What an invoice shows, made from its order when it is issued (issue #28 Part 1): the merchant's details
// and the buyer's as they are now, the order's lines at the prices it was placed at, and the GST as the
// kernel computes it (once, on the subtotal). Pure: the service reads and writes around it.
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { dayWords, dueOn, type InvoiceTerms } from '../../kernel/invoice-terms.ts';
import type { InvoiceSnapshot } from './invoice-snapshot.ts';
import type { OrderToInvoice } from './invoicing.repo.ts';

export const INVOICE_NUMBER_PREFIX = 'INV-';
/** The SKU of an invoice's freight line. */
export const DELIVERY_SKU = 'DELIVERY';

/** 'INV-000123': six digits at least, more once past 999,999. */
export function invoiceNumberOf(value: number): string {
  return `${INVOICE_NUMBER_PREFIX}${String(value).padStart(6, '0')}`;
}

/** The recipient's billing address as lines: street, suburb, city and post code, region, country. */
function billingLines(order: OrderToInvoice): string[] {
  const { billing } = order;
  const cityLine = [billing.city, billing.post_code].map((part) => part.trim()).filter(Boolean).join(' ');
  return [billing.company, billing.line_1, billing.line_2, billing.suburb, cityLine, order.region ?? '', order.country ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export type IssueInput = {
  order: OrderToInvoice;
  invoiceNumber: string;
  /** The New Zealand day it is issued, which is also the date of supply. */
  issuedOn: string;
  isPaidByCard: boolean;
  terms: InvoiceTerms;
  merchant: { name: string; addressLines: readonly string[]; gstNumber: string };
};

type InvoiceLine = OrderToInvoice['lines'][number];

/**
 * Issue #30 Part 2: one shipment's invoice of an on-account order sent in parts. It carries the
 * shipment's lines, and the freight when it is the order's first invoice. The last one (every line
 * shipped) takes what the order's earlier invoices left of the order's own totals, so the invoices of an
 * order add up to it to the cent: its GST is within a cent of its own lines' GST.
 */
export type ShipmentPart = {
  lines: InvoiceLine[];
  isFirst: boolean;
  /** The order's invoices so far, when this one is its last. */
  earlier: { subTotalCents: number; gstCents: number } | null;
};

/** The last shipment's totals: the whole order's less its earlier invoices (its lines must be exactly what is left). */
function lastPartTotals(order: OrderToInvoice, wholeLines: InvoiceLine[], lines: InvoiceLine[], earlier: NonNullable<ShipmentPart['earlier']>) {
  const whole = calculateTotals({ lines: wholeLines, taxRateBasisPoints: order.taxRateBasisPoints, isTaxInclusive: false });
  const subTotalCents = whole.subTotalCents - earlier.subTotalCents;
  const linesCents = calculateTotals({ lines, taxRateBasisPoints: order.taxRateBasisPoints, isTaxInclusive: false }).subTotalCents;
  if (linesCents !== subTotalCents) throw new Error(`order ${order.id}: its last shipment's lines (${linesCents}) are not what its invoices left (${subTotalCents})`);
  return { subTotalCents, taxTotalCents: whole.taxTotalCents - earlier.gstCents };
}

export function invoiceSnapshotOf(input: IssueInput, part?: ShipmentPart): InvoiceSnapshot {
  const { order } = input;
  if (!order.orderNumber) throw new Error(`order ${order.id} has no number: it is not placed`);
  // The store gives no discounts: an order carrying one is not invoiced by this rule.
  if (order.discountCents !== 0) throw new Error(`order ${order.id} has a discount, which invoices do not carry`);
  // Issue #29: freight is a line of its own, and carries GST like the goods.
  const freightLines = order.shippingCents > 0 ? [{ sku: DELIVERY_SKU, title: 'Delivery', qty: 1, unitPriceCents: order.shippingCents, lineTotalCents: order.shippingCents }] : [];
  const lines = part ? [...part.lines, ...(part.isFirst ? freightLines : [])] : [...order.lines, ...freightLines];
  const totals = part?.earlier ? lastPartTotals(order, [...order.lines, ...freightLines], lines, part.earlier) : calculateTotals({ lines, taxRateBasisPoints: order.taxRateBasisPoints, isTaxInclusive: false });
  const due = input.isPaidByCard ? null : dueOn(input.issuedOn, input.terms);
  return {
    invoiceNumber: input.invoiceNumber,
    issuedOn: input.issuedOn,
    supplyOn: input.issuedOn,
    dueOn: due,
    terms: due ? `Due ${dayWords(due)}` : 'Paid by card',
    supplier: { name: input.merchant.name, addressLines: [...input.merchant.addressLines], gstNumber: input.merchant.gstNumber },
    recipient: { name: order.accountName, accountNumber: order.accountNumber, addressLines: billingLines(order) },
    orderNumber: order.orderNumber,
    purchaseOrderNumber: order.purchaseOrderNumber,
    lines: lines.map((line) => ({ sku: line.sku, description: line.title, qty: line.qty, unitPriceCents: line.unitPriceCents, amountCents: line.lineTotalCents })),
    subTotalCents: totals.subTotalCents,
    gstCents: totals.taxTotalCents,
    gstRateBasisPoints: order.taxRateBasisPoints,
    totalCents: totals.subTotalCents + totals.taxTotalCents,
  };
}
