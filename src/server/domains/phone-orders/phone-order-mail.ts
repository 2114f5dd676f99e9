// The buyer's e-mail about an order the desk took for them to pay by card (issue #30 Part 4), queued in the
// transaction that made the order. Its Message-ID is fixed by the order, so a copy sent again after a crash
// reads as one message.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { ORDER_STATUS } from '../orders/orders.service.ts';
import type { TakenOrdersService } from '../orders/taken-orders.service.ts';

const jobDataSchema = z.object({ orderId: z.number().int().positive() });

/** Where the buyer pays: the order's own page, after signing in. */
export const payLinkPath = (orderId: number) => `/order-history/${orderId}`;

export function createPhoneOrderPayLinkMailJob(deps: { takenOrders: Pick<TakenOrdersService, 'findForPayLink'>; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  const { takenOrders, mailer, publicUrl, log } = deps;
  return async function sendPayLinkMail(data: unknown): Promise<void> {
    const { orderId } = jobDataSchema.parse(data);
    const order = await takenOrders.findForPayLink(orderId);
    if (!order || order.status !== ORDER_STATUS.awaitingPayment) return log.warn({ orderId }, 'payment link e-mail for an order no longer awaiting payment: skipped');
    const lines = order.lines.map((line) => `  ${line.qty} × ${line.title} (${line.sku}) ${formatCents(line.lineTotalCents)}`);
    await mailer.send({
      to: order.buyerEmail,
      subject: `Your order taken by phone: pay ${formatCents(order.totalCents)} by card${order.paymentReference ? ` (${order.paymentReference})` : ''}`,
      text: [
        `Hello ${order.buyerFirstName || order.buyerEmail},`,
        '',
        `${order.takenBy ?? 'Our team'} took this order for you by phone. It totals ${formatCents(order.totalCents)} incl. GST and freight:`,
        '',
        ...lines,
        '',
        `Sign in and pay for it by card here: ${publicUrl}${payLinkPath(order.id)}`,
        'It is placed once it is paid, and you will get its confirmation then.',
      ].join('\n'),
      messageId: stableMessageId(`phone-order-${order.id}-pay-link`, publicUrl),
    });
    log.info({ orderId }, 'payment link of an order taken by phone e-mailed to the buyer');
  };
}
