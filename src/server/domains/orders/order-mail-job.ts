// The confirmation e-mail as a job: queued in the transaction that places (or pays) the order, sent
// by a worker, retried until the mail server takes it. At least once: a crash after sending and
// before the job is marked done sends it again, which beats never sending it.
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderConfirmationMessage } from './order-mail.ts';
import { isPlacedOrderStatus } from './order-status.ts';
import type { OrdersRepo } from './orders.repo.ts';

const jobDataSchema = z.object({ orderId: z.number().int().positive() });

export function createOrderConfirmationJob(deps: { repo: OrdersRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendOrderConfirmation(data: unknown): Promise<void> {
    const { orderId } = jobDataSchema.parse(data);
    const owner = await repo.findOrderOwner(orderId);
    const order = owner ? await repo.findOrder(owner.account.id, orderId) : null;
    if (!owner || !order) {
      log.warn({ orderId }, 'confirmation e-mail for an order that no longer exists: skipped');
      return;
    }
    if (!isPlacedOrderStatus(order.status)) {
      log.warn({ orderId, status: order.status }, 'confirmation e-mail for an order that is not placed: skipped');
      return;
    }
    const orderUrl = `${deps.publicUrl}/order-history/${order.id}`;
    await mailer.send(orderConfirmationMessage({ to: owner.user.email, order, orderUrl }));
    log.info({ orderId }, 'order confirmation e-mail sent');
  };
}
