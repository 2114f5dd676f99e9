// The desk changes a placed order before it leaves (issue #30 Part 2): PATCH /admin/api/orders/{id}/lines.
// On account: the order's row is locked, the change worked out from the lines as they are then, and the
// lines, totals, the timeline's note, the buyer's e-mail, the order.changed event and the audit row commit
// together (a raise asks the account's credit first). Paid by card: it may only go down, and the difference
// goes back to the card as a credit note on its invoice, under the order's refund claim (card-credits.ts):
// the change is worked out under the invoice's and the order's locks in the claim's transaction, carried in
// the claim's job, and applied in the transaction that issues the note, so a crash after the refund still
// applies it once (the job), and one before it applies nothing.
import type { OrderLinesChangeBody } from '../../../shared/schemas/order-changes.ts';
import { formatCents } from '../../../shared/money.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { AuditActor, AuditEntry, AuditWriter } from '../audit/audit-entry.types.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CreditControlService } from '../invoicing/credit-control.service.ts';
import type { CreditNoteRow } from '../invoicing/credit-notes.service.ts';
import type { InvoicingService } from '../invoicing/invoicing.service.ts';
import { FULFILMENT_STATUS, ORDER_STATUS, stockMovesOfChange, type ChangeableOrder, type ChangeSummary, type OrdersService } from '../orders/orders.service.ts';
import type { CardCredits, PreparedCardChange } from './card-credits.ts';
import type { CardCreditClaimJob, CardLineChange } from './fulfilment.queues.ts';
import { addsToPrice, creditLinesOf, planChange, stockErrorsOf, totalsAfter, totalsLessCredit, type PricedAdd } from './order-change-plan.ts';

export type OrderChangesDeps = {
  transact: Transact;
  orders: Pick<OrdersService, 'lockForChange' | 'changeLinesIn' | 'findOrderOwner' | 'findFulfilmentState' | 'findOrderSummary' | 'moveStockIn'>;
  cart: Pick<CartService, 'priceSkuLines'>;
  credit: Pick<CreditControlService, 'refusalIn'>;
  invoicing: Pick<InvoicingService, 'invoicesOfOrder'>;
  creditNotes: { lockInvoiceIn: (tx: DbExecutor, invoiceId: number) => Promise<boolean> };
  audit: AuditWriter;
};

/** What the desk is answered: the order's number, its total before and after, and what a card-paid order's credit note gave back. */
export type OrderChanged = { orderId: number; orderNumber: string; previousTotalCents: number; totalCents: number; refundedCents: number; creditNoteNumber: string | null };

/** Why `order` cannot be changed now, or null when it can (a hold does not stop a change: it is often why the order was held). */
function changeRefusal(order: ChangeableOrder): string | null {
  if (order.refundClaim !== null) return `A refund for order ${order.orderNumber} is under way: change it once that is finished.`;
  switch (order.fulfilmentStatus) {
    case FULFILMENT_STATUS.new:
    case FULFILMENT_STATUS.processing:
      return null;
    case FULFILMENT_STATUS.cancelled:
      return `Order ${order.orderNumber} is cancelled: it can no longer be changed.`;
    case FULFILMENT_STATUS.partiallyDispatched:
      return `Part of order ${order.orderNumber} has left the warehouse: it can no longer be changed. Credit what will not be sent on its invoice.`;
    default:
      return `Order ${order.orderNumber} has left the warehouse: it can no longer be changed. A return takes goods back.`;
  }
}

async function lockChangeable(orders: OrderChangesDeps['orders'], orderId: number, tx: DbExecutor): Promise<ChangeableOrder> {
  const order = await orders.lockForChange(orderId, tx);
  if (!order) throw new NotFoundError('order', orderId);
  const refusal = changeRefusal(order);
  if (refusal) throw new ConflictError(refusal);
  return order;
}

function auditEntry(actor: AuditActor, order: ChangeableOrder, summary: ChangeSummary, creditNoteNumber: string | null): AuditEntry {
  return {
    actor,
    action: 'order.lines_change',
    entity: 'order',
    entityId: order.id,
    reference: order.orderNumber,
    before: { total: summary.previousTotalCents, lines: summary.lines.map((line) => ({ sku: line.sku, qty: line.from })) },
    after: {
      total: summary.totalCents,
      lines: summary.lines.map((line) => ({ sku: line.sku, qty: line.to })),
      ...(creditNoteNumber ? { refunded: summary.refundedCents, credit_note_number: creditNoteNumber } : {}),
    },
  };
}

export function createOrderChanges(deps: OrderChangesDeps & { cardCredits: () => Pick<CardCredits, 'refundLineChange'> }) {
  const { transact, orders, cart, credit, invoicing, creditNotes, audit } = deps;

  /** The adds not on the order, priced as the order's buyer's cart would price them (by the add's index). */
  async function priceAdds(orderId: number, body: OrderLinesChangeBody): Promise<Map<number, PricedAdd>> {
    if ((body.add ?? []).length === 0) return new Map();
    const owner = await orders.findOrderOwner(orderId);
    if (!owner) throw new NotFoundError('order', orderId);
    const adds = (body.add ?? []).map((add, index) => ({ index, ...add }));
    const results = await cart.priceSkuLines(owner, adds);
    return new Map(adds.map((add, index) => [add.index, results[index] ?? { ok: false, field: 'sku', message: `${add.sku} could not be priced.` }]));
  }

  async function changeOnAccount(actor: AuditActor, orderId: number, body: OrderLinesChangeBody): Promise<OrderChanged> {
    const priced = await priceAdds(orderId, body);
    return transact(async (tx) => {
      const order = await lockChangeable(orders, orderId, tx);
      if (order.status !== ORDER_STATUS.placedOnAccount) throw new ConflictError(`Order ${order.orderNumber} changed while you were editing it. Reload it and try again.`);
      // What was priced before the lock stays right: only the adds not on the order were priced, and planChange reads the lines locked.
      const notOnOrder = new Set(addsToPrice(order, body).map((add) => add.index));
      const plan = planChange(order, body, new Map([...priced].filter(([index]) => notOnOrder.has(index))), false);
      const totals = totalsAfter(order.totals, plan.after);
      const raisedBy = totals.totalCents - order.totals.totalCents;
      if (raisedBy > 0) {
        const refusal = await credit.refusalIn(tx, order.accountId, raisedBy);
        if (refusal) throw new ValidationError({ lines: `The account's credit does not allow ${formatCents(raisedBy)} more: ${refusal}` }, `Order ${order.orderNumber} was not changed.`);
      }
      // Issue #30 Part 3: the stock moves by each line's difference; a raise beyond a `stop` product's stock is refused (and all of this rolled back).
      const shortfalls = await orders.moveStockIn(tx, stockMovesOfChange(order.lines, plan.change));
      if (shortfalls.length > 0) throw new ValidationError(stockErrorsOf(order, body, plan.change.inserts, shortfalls), `Order ${order.orderNumber} was not changed: not enough stock.`);
      const summary: ChangeSummary = { lines: plan.changed, previousTotalCents: order.totals.totalCents, totalCents: totals.totalCents, refundedCents: 0 };
      await orders.changeLinesIn(tx, order.id, { ...plan.change, totals }, summary, { staffId: actor.staffId, email: actor.email });
      await audit(tx, auditEntry(actor, order, summary, null));
      return { orderId: order.id, orderNumber: order.orderNumber, previousTotalCents: summary.previousTotalCents, totalCents: summary.totalCents, refundedCents: 0, creditNoteNumber: null };
    });
  }

  async function changeCardPaid(actor: AuditActor, orderId: number, accountId: number, body: OrderLinesChangeBody): Promise<OrderChanged> {
    const [invoice] = await invoicing.invoicesOfOrder(accountId, orderId);
    if (!invoice) throw new ConflictError('This card-paid order has no invoice to credit, so its card cannot be refunded through a change: cancel it, or refund it with the payment provider.');
    // Worked out in the claim's transaction: the invoice locked, then the order, as a credit note takes them.
    const prepare = async (tx: DbExecutor): Promise<PreparedCardChange> => {
      if (!(await creditNotes.lockInvoiceIn(tx, invoice.id))) throw new NotFoundError('invoice', invoice.id);
      const order = await lockChangeable(orders, orderId, tx);
      if (order.status !== ORDER_STATUS.paid) throw new ConflictError(`Order ${order.orderNumber} changed while you were editing it. Reload it and try again.`);
      const plan = planChange(order, body, new Map(), true);
      const change: CardLineChange = { updates: plan.change.updates, removes: plan.change.removes, changed: plan.changed };
      const request = { reason: `Order ${order.orderNumber} changed by the desk`, lines: creditLinesOf(plan.changed) };
      return { invoiceId: invoice.id, request, change };
    };
    const note = await deps.cardCredits().refundLineChange(actor, prepare);
    const after = await orders.findOrderSummary(orderId);
    if (!after?.orderNumber) throw new Error(`order ${orderId} was gone after its change`);
    // The order's total went down by exactly the note's (totalsLessCredit).
    return { orderId, orderNumber: after.orderNumber, previousTotalCents: after.totalCents + note.totalCents, totalCents: after.totalCents, refundedCents: note.totalCents, creditNoteNumber: note.creditNoteNumber };
  }

  return {
    /** PATCH /admin/api/orders/{id}/lines. */
    async change(actor: AuditActor, orderId: number, body: OrderLinesChangeBody): Promise<OrderChanged> {
      const state = await orders.findFulfilmentState(orderId);
      if (!state) throw new NotFoundError('order', orderId);
      // Said before any lock is taken (and again under them): a refund under way stops a change.
      if (state.refundClaim !== null) throw new ConflictError(`A refund for order ${state.orderNumber} is under way: change it once that is finished.`);
      if (state.status === ORDER_STATUS.paid) {
        const owner = await orders.findOrderOwner(orderId);
        if (!owner) throw new NotFoundError('order', orderId);
        return changeCardPaid(actor, orderId, owner.account.id, body);
      }
      return changeOnAccount(actor, orderId, body);
    },

    /**
     * Within the transaction that issues a card-paid order's credit note (its request, or its claim's job
     * after a crash): the lines lowered, the totals less the credit, the note, e-mail, event and audit row.
     */
    async applyCardChangeIn(tx: DbExecutor, job: CardCreditClaimJob & { change: CardLineChange }, note: CreditNoteRow): Promise<void> {
      const order = await orders.lockForChange(job.orderId, tx);
      if (!order) throw new Error(`order ${job.orderId} was gone when its change's credit note was issued`);
      const totals = totalsLessCredit(order.totals, note.snapshot);
      const summary: ChangeSummary = { lines: job.change.changed, previousTotalCents: order.totals.totalCents, totalCents: totals.totalCents, refundedCents: note.totalCents };
      // A card-paid order only goes down: its stock comes back, never refused.
      if ((await orders.moveStockIn(tx, stockMovesOfChange(order.lines, { ...job.change, inserts: [] }))).length > 0) throw new Error(`order ${order.id}: lowering its lines was refused for stock`);
      await orders.changeLinesIn(tx, order.id, { updates: job.change.updates, removes: job.change.removes, inserts: [], totals }, summary, { staffId: job.actor.staffId, email: job.actor.email });
      await audit(tx, auditEntry(job.actor, order, summary, note.creditNoteNumber));
    },
  };
}
export type OrderChanges = ReturnType<typeof createOrderChanges>;
