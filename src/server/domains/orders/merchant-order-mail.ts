// Each placed order e-mailed to the merchant (issue #17 Part 3, ORDERS_EMAIL), with a link to it in the
// back office (issue #26 item 14), as a job queued in the transaction that places or pays it: the order
// cannot be placed without the e-mail being owed. At least once, like the buyer's confirmation. The
// account's name and the buyer's text are the merchant's own copy: kept, but one line each (no value can
// forge a line such as 'Total: $0.01').
import { z } from 'zod';
import type { ServiceLogger } from '../../logging.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { formatCents } from '../../../shared/money.ts';
import { deliveryDateLines, deliveryLines, itemLines, oneLine, orderDateText, paymentText, totalLines } from './order-mail.ts';
import { isPlacedOrderStatus, placedOrderNumber } from './order-status.ts';
import type { Order } from './order.types.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { OrderAccount } from './staff-order.types.ts';

const jobDataSchema = z.object({ orderId: z.number().int().positive() });

/** The merchant's copy: number, account, who placed it, PO number, payment, lines, totals and delivery. */
export function merchantOrderMessage(input: { to: string; order: Order; account: OrderAccount; publicUrl: string }): MailMessage {
  const { order, account } = input;
  const orderNumber = placedOrderNumber(order);
  const accountText = `${account.accountNumber} ${oneLine(account.name)}`;
  const purchaseOrder = oneLine(order.shippingInfo.purchase_order_no);
  return {
    to: input.to,
    subject: `New order ${orderNumber} from ${accountText} (${formatCents(order.totalCents)})`,
    text: [
      `A new order ${orderNumber} has been placed.`,
      '',
      // issue #26 item 14: straight to the order in the back office.
      'Open it in the back office:',
      `${input.publicUrl}/admin/orders/${order.id}`,
      '',
      `Order number: ${orderNumber}`,
      `Order date: ${orderDateText(order)}`,
      `Account: ${accountText}`,
      `Placed by: ${oneLine(order.placedBy)}`,
      `Purchase order: ${purchaseOrder || 'none'}`,
      `Payment: ${paymentText(order)}`,
      ...deliveryDateLines(order),
      '',
      'Items',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      ...deliveryLines(order),
    ].join('\n'),
  };
}

export function createMerchantOrderMailJob(deps: { repo: OrdersRepo; mailer: Mailer; ordersEmail: string; publicUrl: string; log: ServiceLogger }) {
  const { repo, mailer, log } = deps;
  return async function sendMerchantOrderMail(data: unknown): Promise<void> {
    const { orderId } = jobDataSchema.parse(data);
    const [order, account] = await Promise.all([repo.findOrderById(orderId), repo.findOrderAccount(orderId)]);
    if (!order || !account || !isPlacedOrderStatus(order.status)) {
      log.warn({ orderId }, 'merchant e-mail for an order that is not placed: skipped');
      return;
    }
    await mailer.send(merchantOrderMessage({ to: deps.ordersEmail, order, account, publicUrl: deps.publicUrl }));
    log.info({ orderId }, 'order e-mailed to the merchant');
  };
}
