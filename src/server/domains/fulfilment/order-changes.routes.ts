// PATCH /admin/api/orders/{id}/lines (issue #30 Part 2): the desk changes a placed order before it leaves.
// Needs orders.change; audited. Answers the order as it is now, its total before, and a card's refund.
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { orderLinesChangeBodySchema, orderLinesChangeResponseSchema, type OrderLinesChangeResponseJson } from '../../../shared/schemas/order-changes.ts';
import { staffActor } from '../audit/audit.service.ts';
import { toStaffOrderDetailJson } from './fulfilment-json.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { changedMessage } from './order-change-plan.ts';

export function registerOrderChangeRoutes(app: StoreHttp, deps: { fulfilment: FulfilmentService }): void {
  const { fulfilment } = deps;

  app.patch('/admin/api/orders/:id/lines', {
    schema: { params: idParamsSchema, body: orderLinesChangeBodySchema },
    config: {
      access: 'staff',
      permission: 'orders.change',
      docs: {
        summary: "Changes a placed order's lines before it leaves: quantities up or down, lines removed, products added",
        description:
          "Needs orders.change. lines names the order's lines (items[].id) with the quantity each should have now (0 removes it); add names products by SKU, priced at the account's price for that quantity (a SKU already on the order raises that line at its price). Only a new or processing order changes (a hold does not stop it). Totals and GST are worked out again with the order's freight; on account, a raise must fit the account's credit. The stock on hand of tracked products moves by each line's difference with the change; a raise of a product that stops at its stock may take no more than is on hand (lines.N.qty or add.N.qty says how many more there are). A card-paid order may only go down: the difference is refunded to the card as a credit note on its invoice, under the order's refund claim (a crash after the refund still applies the change once). The buyer is e-mailed the change with the old and new totals; the order.changed webhook and the order's timeline carry it. Audited.",
        response: orderLinesChangeResponseSchema,
        errors: {
          409: 'The order is dispatched (in part or whole), delivered or cancelled, or a refund of it is under way',
          422: "A line that is not the order's, a SKU not sold to the account or a quantity its rules refuse (add.N.sku, add.N.qty), more on a card-paid order, nothing changed, every line removed, a raise over the account's credit, or beyond the stock of a product that stops at its stock",
        },
      },
    },
  }, async (request) => {
    const changed = await fulfilment.changeLines(staffActor(request.staff), request.params.id, request.body);
    const order = await fulfilment.getOrder(changed.orderId);
    const answer: OrderLinesChangeResponseJson = {
      data: { order: toStaffOrderDetailJson(order), previous_total: changed.previousTotalCents, refunded: changed.refundedCents, credit_note_number: changed.creditNoteNumber },
      message: changedMessage(changed.orderNumber, changed.previousTotalCents, changed.totalCents, changed.refundedCents),
    };
    return answer;
  });
}
