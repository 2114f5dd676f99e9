// The e-mail a standing order's run sends to the user it acts for (issue #10): what was put in the cart
// or ordered and what was not, and why (an order placed also gets the usual order confirmation). No resident is named: it lists products only. Queued in the run's
// transaction, sent by a worker, delivered at least once.
import { z } from 'zod';
import { formatCents } from '../../../shared/money.ts';
import type { StandingOrderRunJson } from '../../../shared/schemas/residents.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { StandingOrdersService } from './standing-orders.service.ts';

const jobDataSchema = z.object({ runId: z.number().int().positive() });

/** Text from the catalogue on one line, so no value can forge a line of the mail (issue #7). */
const oneLine = (value: string) => value.replace(/[\r\n\u000b\u000c\u0085\u2028\u2029]+/g, ' ').trim();

export function standingOrderMessage(input: { to: string; accountName: string; run: StandingOrderRunJson; publicUrl: string }): MailMessage {
  const { run } = input;
  const weeks = run.days / 7;
  const period = weeks === 1 ? '1 week' : `${weeks} weeks`;
  const lines = [`Standing order for ${oneLine(input.accountName)}, ${run.run_on} (${period} of resident use).`, '', run.message];
  const where = run.order ? 'ordered' : 'put in your cart';
  if (run.items.length > 0) {
    lines.push('', run.order ? `Ordered on account (order ${run.order.order_number}):` : 'Put in your cart:');
    for (const item of run.items) lines.push(`  ${oneLine(item.sku)}  ${oneLine(item.title)}  x ${item.qty}  ${formatCents(item.total)}`);
    lines.push(`Total (excl. GST): ${formatCents(run.total)}`, '');
    lines.push(run.order ? `The order: ${input.publicUrl}/order-history/${run.order.id}` : `Review and check out: ${input.publicUrl}/cart`);
  }
  if (run.skipped.length > 0) {
    lines.push('', `Not ${where}:`);
    for (const skip of run.skipped) lines.push(`  ${oneLine(skip.title)}: ${oneLine(skip.reason)}`);
  }
  lines.push('', `Your Resident Tracker: ${input.publicUrl}/resident-orders`);
  const count = run.items.length === 1 ? '1 product' : `${run.items.length} products`;
  let subject = 'Your standing order: nothing needed this time';
  if (run.order) subject = `Your standing order: order ${run.order.order_number} placed, ${count}`;
  else if (run.items.length > 0) subject = `Your standing order: ${count} in your cart`;
  return { to: input.to, subject, text: `${lines.join('\n')}\n` };
}

export function createStandingOrderMailJob(deps: { standingOrders: Pick<StandingOrdersService, 'findRunForMail'>; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  return async function sendStandingOrderMail(data: unknown): Promise<void> {
    const { runId } = jobDataSchema.parse(data);
    const run = await deps.standingOrders.findRunForMail(runId);
    if (!run?.email) {
      deps.log.warn({ runId }, 'standing order e-mail with no one to send it to: skipped');
      return;
    }
    await deps.mailer.send(standingOrderMessage({ to: run.email, accountName: run.accountName, run, publicUrl: deps.publicUrl }));
  };
}
