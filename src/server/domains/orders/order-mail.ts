import { formatCents } from '../../../shared/money.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { STORE_TIME_ZONE } from './order-refs.ts';
import type { Order } from './order-types.ts';

const dateFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

function gstPercentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** The totals block, as the cart shows it: '(Incl. GST)' and no GST line when prices include GST (spec §2 Cart). */
function totalLines(order: Pick<Order, 'totals'>): string[] {
  const { totals } = order;
  const lines = totals.isTaxInclusive
    ? [`Subtotal (Incl. GST): ${formatCents(totals.subTotalCents)}`]
    : [`Subtotal: ${formatCents(totals.subTotalCents)}`, `GST (${gstPercentText(totals.taxRateBasisPoints)}): ${formatCents(totals.taxTotalCents)}`];
  if (totals.shippingCents > 0) lines.push(`Shipping: ${formatCents(totals.shippingCents)}`);
  if (totals.discountCents > 0) lines.push(`Discount: -${formatCents(totals.discountCents)}`);
  lines.push(`Total: ${formatCents(totals.totalCents)}`);
  if (totals.isTaxInclusive) lines.push(`(includes GST of ${formatCents(totals.taxTotalCents)})`);
  return lines;
}

/** The confirmation e-mail: order number, lines, totals with GST and where it goes. Plain text. */
export function orderConfirmationMessage(input: { to: string; order: Order; orderUrl: string }): MailMessage {
  const { order } = input;
  const shipping = order.shippingInfo;
  const recipient = [`${shipping.first_name} ${shipping.last_name}`.trim(), shipping.company].filter(Boolean).join(', ');
  const payment = order.paymentMethod === 'account' ? 'On account' : 'Paid by card';
  return {
    to: input.to,
    subject: `Your Care Supply Co order ${order.orderNumber}`,
    text: [
      `Thank you for your order ${order.orderNumber}.`,
      '',
      `Order number: ${order.orderNumber}`,
      `Order date: ${dateFormat.format(order.createdAt)}`,
      `Payment: ${payment}`,
      ...(shipping.purchase_order_no ? [`Purchase order: ${shipping.purchase_order_no}`] : []),
      '',
      'Items',
      ...order.lines.map(
        (line) => `  ${line.qty} x ${line.title} (${line.sku}) at ${formatCents(line.unitPriceCents)} = ${formatCents(line.lineTotalCents)}`,
      ),
      '',
      ...totalLines(order),
      '',
      'Delivery to',
      `  ${recipient}`,
      `  ${order.shippingFullAddress}`,
      `  Phone: ${shipping.phone}`,
      ...(shipping.notes ? [`  Notes: ${shipping.notes}`] : []),
      '',
      'View your order:',
      input.orderUrl,
    ].join('\n'),
  };
}
