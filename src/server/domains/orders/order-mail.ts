import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { formatCents } from '../../../shared/money.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import { placedOrderNumber } from './order-status.ts';
import type { Order } from './order.types.ts';

const dateFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

// Anything a buyer typed (or the catalogue holds) could carry a line break, and a forged line such as
// 'Total: $0.01' must not appear in the mail (issue #7). Values therefore never begin a line: one-line
// values follow their label or indent, with any break turned into a space; notes keep their lines, each
// indented under 'Notes:'. Every break a mail client might honour counts.
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;

/** A value for one line: each run of line breaks (with the blanks around it) becomes one space. */
export function oneLine(value: string | undefined): string {
  return (value ?? '')
    .split(LINE_BREAKS)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Multi-line text as continuation lines, each behind `indent`. */
function indentedLines(value: string, indent: string): string[] {
  return value.split(LINE_BREAKS).map((line) => `${indent}${line.trimEnd()}`);
}

function gstPercentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** The totals block, as the cart shows it: '(Incl. GST)' and no GST line when prices include GST (spec §2 Cart). */
export function totalLines(order: Pick<Order, 'totals'>): string[] {
  const { totals } = order;
  // Issue #29: freight carries GST, so it comes before the GST line that includes its share.
  const lines = [totals.isTaxInclusive ? `Subtotal (Incl. GST): ${formatCents(totals.subTotalCents)}` : `Subtotal: ${formatCents(totals.subTotalCents)}`];
  if (totals.shippingCents > 0) lines.push(`Delivery: ${formatCents(totals.shippingCents)}`);
  if (!totals.isTaxInclusive) lines.push(`GST (${gstPercentText(totals.taxRateBasisPoints)}): ${formatCents(totals.taxTotalCents)}`);
  if (totals.discountCents > 0) lines.push(`Discount: -${formatCents(totals.discountCents)}`);
  lines.push(`Total: ${formatCents(totals.totalCents)}`);
  if (totals.isTaxInclusive) lines.push(`(includes GST of ${formatCents(totals.taxTotalCents)})`);
  return lines;
}

export function orderDateText(order: Pick<Order, 'createdAt'>): string {
  return dateFormat.format(order.createdAt);
}

/** Issue #29: 'Delivery date: Friday 4 December (Wellington)'; nothing for an order from before delivery days. */
export function deliveryDateLines(order: Pick<Order, 'fulfilment'>): string[] {
  const { deliveryDate, deliveryZone } = order.fulfilment;
  if (!deliveryDate) return [];
  return [`Delivery date: ${deliveryDayWords(deliveryDate)}${deliveryZone ? ` (${oneLine(deliveryZone)})` : ''}`];
}

export function paymentText(order: Pick<Order, 'paymentMethod'>): string {
  return order.paymentMethod === 'account' ? 'On account' : 'Paid by card';
}

/** One line per item: '2 x Nitrile Gloves (NIT-1) at $12.99 = $25.98', indented. */
export function itemLines(order: Pick<Order, 'lines'>): string[] {
  return order.lines.map(
    (line) => `  ${line.qty} x ${oneLine(line.title)} (${oneLine(line.sku)}) at ${formatCents(line.unitPriceCents)} = ${formatCents(line.lineTotalCents)}`,
  );
}

/** 'Delivery to' and the recipient, address, phone and notes, each value on an indented line. */
export function deliveryLines(order: Pick<Order, 'shippingInfo' | 'shippingFullAddress'>): string[] {
  const shipping = order.shippingInfo;
  const recipient = [`${oneLine(shipping.first_name)} ${oneLine(shipping.last_name)}`.trim(), oneLine(shipping.company)]
    .filter(Boolean)
    .join(', ');
  const notes = shipping.notes.trim();
  return [
    'Delivery to',
    `  ${recipient}`,
    `  ${oneLine(order.shippingFullAddress)}`,
    `  Phone: ${oneLine(shipping.phone)}`,
    ...(notes ? ['  Notes:', ...indentedLines(notes, '    ')] : []),
  ];
}

/** The confirmation e-mail: order number, lines, totals with GST and where it goes. Plain text. */
export function orderConfirmationMessage(input: { to: string; order: Order; orderUrl: string }): MailMessage {
  const { order } = input;
  const orderNumber = placedOrderNumber(order);
  const purchaseOrder = oneLine(order.shippingInfo.purchase_order_no);
  return {
    to: input.to,
    subject: `Your Care Supply Co order ${orderNumber}`,
    text: [
      `Thank you for your order ${orderNumber}.`,
      '',
      `Order number: ${orderNumber}`,
      `Order date: ${orderDateText(order)}`,
      `Payment: ${paymentText(order)}`,
      ...(purchaseOrder ? [`Purchase order: ${purchaseOrder}`] : []),
      ...deliveryDateLines(order),
      '',
      'Items',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      ...deliveryLines(order),
      '',
      'View your order:',
      input.orderUrl,
    ].join('\n'),
  };
}
