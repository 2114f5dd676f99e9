// The buyer's e-mail about a change the desk made to their order (issue #30 Part 2), queued in the change's
// own transaction with what changed, line by line, and the total before and after; a card-paid order's
// reduction says what went back to the card.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { changedLineText, changeTotalsText } from './order-change-words.ts';
import type { ChangeSummary } from './order-change.types.ts';
import { oneLine } from './order-mail.ts';
import type { OrdersRepo } from './orders.repo.ts';

export const orderChangeMailJobSchema = z.object({
  orderId: z.number().int().positive(),
  summary: z.object({
    lines: z.array(z.object({ sku: z.string(), title: z.string(), from: z.number().int(), to: z.number().int() })),
    previousTotalCents: z.number().int(),
    totalCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
});
export type OrderChangeMailJob = z.infer<typeof orderChangeMailJobSchema>;

/** What the buyer is told about a change to order `orderNumber`. Plain text. */
export function orderChangeMessage(input: { to: string; orderNumber: string; summary: ChangeSummary; orderUrl: string }): MailMessage {
  const { summary } = input;
  return {
    to: input.to,
    subject: `Care Supply Co order ${input.orderNumber}: your order has been changed`,
    text: [
      `We have changed order ${input.orderNumber} as agreed with you:`,
      '',
      ...summary.lines.map((line) => `  ${oneLine(changedLineText(line))}`),
      '',
      changeTotalsText(summary),
      ...(summary.refundedCents > 0 ? ['', 'The refund can take a few working days to show on your card statement.'] : []),
      '',
      'View your order:',
      input.orderUrl,
    ].join('\n'),
  };
}

export function createOrderChangeMailJob(deps: { repo: OrdersRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendOrderChangeMail(data: unknown): Promise<void> {
    const { orderId, summary } = orderChangeMailJobSchema.parse(data);
    const [owner, order] = await Promise.all([repo.findOrderOwner(orderId), repo.findOrderSummary(orderId)]);
    if (!owner || !order?.orderNumber) {
      log.warn({ orderId }, 'order change e-mail for an order that no longer exists: skipped');
      return;
    }
    await mailer.send(orderChangeMessage({ to: owner.user.email, orderNumber: order.orderNumber, summary, orderUrl: `${deps.publicUrl}/order-history/${orderId}` }));
    log.info({ orderId }, 'order change e-mail sent');
  };
}
