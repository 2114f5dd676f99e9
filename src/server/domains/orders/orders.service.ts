import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/addresses.ts';
import type { OrderAgainResponseJson, OrderHistoryQuery } from '../../../shared/schemas/orders.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { CartServiceForOrders, CheckoutCart } from '../cart/cart.types.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { CreditControlService } from '../invoicing/credit-control.service.ts';
import type { InvoicingService } from '../invoicing/invoicing.service.ts';
import { shippingFullAddress } from './full-address.ts';
import { checkoutKeyFor, isOrderedOutsideCart, parseOrderRef } from './order-refs.ts';
import { initialOrderStatus, ORDER_STATUS } from './order-status.ts';
import type { NewOrder, Order, OrderListEntry, OrderListFilter, OrderSummary, PaymentMethod, PlaceNames, PlacedOrderSummary } from './order.types.ts';
import { createOrdersRepo, type OrdersRepo } from './orders.repo.ts';
import { merchantOrderMailQueue, orderConfirmationMailQueue, orderEventsQueue } from './orders.queues.ts';
import { staffOrderFunctions } from './staff-orders.service.ts';
import { orderStockFunctions } from './order-stock.service.ts';
import { createOrderStockRepo } from './order-stock.repo.ts';
import { givingBack, stockRefusalOf, type StockRefusal } from './order-stock.ts';

// Lent to the payments domain, which moves a card order's payment and reads its order's status, and to
// fulfilment, which moves an order through delivery and answers it to staff as the buyer sees it.
export { toOrderDetailJson, toOrderFulfilmentJson, toShipmentJson } from './order-json.ts';
export { CARD_CREDIT_CLAIM_PREFIX, cardPaymentReference, FULFILMENT_STATUS, fulfilmentMoveRefusal, INITIAL_PAYMENT_STATUS, ORDER_STATUS, PAYMENT_STATUS, parsePaymentStatus, paymentStatusChange, placedOrderNumber } from './order-status.ts';
export type { PaymentStatus } from './order-status.ts';
export type { ChangeableOrder, ChangeSummary, ChangedLine, LinesChange, NewOrderLine } from './order-change.types.ts';
export { onlyAvailableText, stockMovesOfChange, stockRefusalOf } from './order-stock.ts';
export type { StockMove, StockRefusal, StockShortfall } from './order-stock.ts';

/** A complete checkout: the cart with both addresses saved. */
export type ReadyCheckout = Omit<CheckoutCart, 'shippingInfo' | 'billingInfo'> & { shippingInfo: ShippingInfo; billingInfo: BillingInfo };

/** Issue #29: the checkout key of the card order an approved request is paid with (its lines were never in the cart). */
export const approvedCardCheckoutKey = (approvalId: number) => `approval-card-${approvalId}`;

/** Issue #30 Part 3: thrown inside a placing transaction to roll back all it wrote; answered as `{ stockRefusal }`. */
class StockRefused extends Error {
  readonly refusal: StockRefusal;
  constructor(refusal: StockRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** What placing these lines takes from the stock. */
const takesOf = (lines: readonly { productId: number; qty: number }[]) => lines.map((line) => ({ productId: line.productId, qty: line.qty }));

/** Within `tx`: takes the lines' stock, or throws StockRefused (the caller's transaction then writes nothing). */
async function takeStockOrThrow(tx: DbExecutor, lines: readonly { productId: number; sku: string; title: string; qty: number }[]): Promise<void> {
  const shortfalls = await createOrderStockRepo(tx).move(takesOf(lines));
  if (shortfalls.length > 0) throw new StockRefused(stockRefusalOf(lines, shortfalls));
}

/** Runs a placing transaction; a StockRefused inside it (everything rolled back) is answered as `{ stockRefusal }`. */
async function refusedForStock<T>(placing: Promise<T>): Promise<T | { stockRefusal: StockRefusal }> {
  try {
    return await placing;
  } catch (error) {
    if (error instanceof StockRefused) return { stockRefusal: error.refusal };
    throw error;
  }
}

export function confirmationPath(orderId: number): string {
  return `/checkout/confirmation/${orderId}`;
}

export function createOrdersService(deps: {
  repo: OrdersRepo;
  transact: Transact;
  cart: CartServiceForOrders;
  jobs: Pick<JobQueue, 'send'>;
  /** Issue #28: a card order is invoiced in the transaction that marks it paid. */
  invoicing: Pick<InvoicingService, 'issueForOrderIn' | 'invoicesOfOrder'>;
  /** Issue #28 Part 3: an order on account passes the account's credit hold and limit in its own transaction. */
  credit: Pick<CreditControlService, 'refusalIn'>;
  /** Issue #29: an order over the buyer's limits or the account's budgets is held for a manager, in its own transaction. */
  approvals: Pick<ApprovalsService, 'reasonsIn' | 'holdIn'>;
  /** Issue #29 Part 2: the day an order is delivered on, settled as it is placed. */
  delivery: Pick<DeliveryService, 'rules' | 'settle' | 'settleLate'>;
}) {
  const { repo, transact, cart, jobs, invoicing, credit, approvals, delivery } = deps;
  // Countries and regions are reference data that only a migration changes: looked up once per process.
  const placeNames = new Map<string, Promise<PlaceNames>>();

  function findPlaceNames(countryId: number, regionId: number): Promise<PlaceNames> {
    const key = `${countryId}:${regionId}`;
    let names = placeNames.get(key);
    if (!names) {
      names = repo.findPlaceNames(countryId, regionId);
      placeNames.set(key, names);
      names.catch(() => placeNames.delete(key));
    }
    return names;
  }

  /**
   * A placed order's e-mails, in its placing transaction: the buyer's confirmation and the merchant's copy
   * (issue #17), and its `order.placed` event for the merchant's webhooks (issue #19).
   */
  async function queuePlacedOrderMails(orderId: number, tx: DbExecutor): Promise<void> {
    await jobs.send(orderConfirmationMailQueue, { orderId }, { executor: tx });
    await jobs.send(merchantOrderMailQueue, { orderId }, { executor: tx });
    await jobs.send(orderEventsQueue, { event: 'order.placed', orderId }, { executor: tx });
  }

  return {
    ...staffOrderFunctions({ repo, jobs }),
    ...orderStockFunctions(),

    /**
     * Places the order for this checkout (one per cart state and payment type). On account it is placed
     * at once: in one transaction the order and its lines are written, exactly those lines at those
     * quantities leave the cart, the confirmation and merchant e-mails are queued and, last, the order gets its number;
     * a crash anywhere leaves all of it or none. By card it waits for payment, with its payment
     * reference and no order number yet, and the cart stays as it is. Answers null, placing
     * nothing, when the cart changed between reading `checkout` and locking it (another tab's order or
     * add got there first): the caller reads the cart again. On account, answers `{ creditRefusal }`, placing
     * nothing, when the account's credit hold or limit refuses it (checked under the account's credit lock).
     * Answers `{ approvalId }`, placing nothing, when the order must wait for a manager (issue #29): the
     * checkout moved into an approval request in this transaction. Answers `{ stockRefusal }`, placing nothing,
     * when a `stop` product has fewer on hand than ordered (issue #30 Part 3): on account the stock is taken in
     * this transaction; by card, and for a manager's approval, it is only checked here, and taken when the
     * payment is approved (markPaid) or the request approved, so an abandoned attempt holds none.
     */
    async placeOrder(
      viewer: SignedInViewer,
      checkout: ReadyCheckout,
      paymentMethod: PaymentMethod,
    ): Promise<
      | { order: OrderSummary; isNew: boolean; cancelledCardOrderId: number | null }
      | { creditRefusal: string }
      | { approvalId: number; cancelledCardOrderId: number | null }
      | { stockRefusal: StockRefusal }
      | null
    > {
      const checkoutKey = checkoutKeyFor(checkout.fingerprint, paymentMethod);
      if (paymentMethod === 'card') {
        // A card retry (back from the payment page) is common: find its order without taking a number.
        const existing = await repo.findOrderByCheckoutKey(checkoutKey);
        if (existing) return { order: existing, isNew: false, cancelledCardOrderId: null };
      }
      const { shippingInfo, billingInfo } = checkout;
      const [shippingPlace, , deliveryRules] = await Promise.all([
        findPlaceNames(shippingInfo.country_id, shippingInfo.region_id),
        findPlaceNames(billingInfo.country_id, billingInfo.region_id),
        delivery.rules(),
      ]);

      return refusedForStock(transact(async (tx) => {
        const orders = createOrdersRepo(tx);
        // One cart's orders and payments take turns: the same cart is never bought twice by two tabs.
        if ((await cart.lockForOrder(viewer, tx)) !== checkout.version) return null;
        // The chosen day is checked at commit: its cut-off passed while the page was open is a 409 with the next day.
        const settled = delivery.settle(deliveryRules, shippingInfo.post_code, checkout.deliveryDate);
        let cancelledCardOrderId: number | null = null;
        if (paymentMethod === 'card') {
          const onAccount = await orders.findOrderByCheckoutKey(checkoutKeyFor(checkout.fingerprint, 'account'));
          if (onAccount) return { order: onAccount, isNew: false, cancelledCardOrderId: null };
        }
        const approvalReasons = await approvals.reasonsIn(tx, viewer, checkout);
        if (paymentMethod === 'card' || approvalReasons.length > 0) {
          // Told before paying or asking a manager; taken once paid or approved (markPaid, insertAccountOrder).
          const shortfalls = await createOrderStockRepo(tx).shortfallsNow(takesOf(checkout.lines));
          if (shortfalls.length > 0) return { stockRefusal: stockRefusalOf(checkout.lines, shortfalls) };
        }
        if (approvalReasons.length > 0) {
          // A card attempt of this very cart must not be paid while the order waits for a manager.
          const cardAttempt = paymentMethod === 'account' ? await orders.settleCardAttempt(checkoutKeyFor(checkout.fingerprint, 'card')) : null;
          if (cardAttempt?.order.status === ORDER_STATUS.paid) return { order: cardAttempt.order, isNew: false, cancelledCardOrderId: null };
          const approvalId = await approvals.holdIn(tx, viewer, { ...checkout, deliveryDate: settled.date }, paymentMethod, approvalReasons);
          return { approvalId, cancelledCardOrderId: cardAttempt?.wasCancelled ? cardAttempt.order.id : null };
        }
        if (paymentMethod === 'account') {
          // Before anything is written: a refusal leaves the card attempt, if any, as it was.
          const creditRefusal = await credit.refusalIn(tx, viewer.account.id, checkout.totals.totalCents);
          if (creditRefusal) return { creditRefusal };
          const cardAttempt = await orders.settleCardAttempt(checkoutKeyFor(checkout.fingerprint, 'card'));
          if (cardAttempt?.order.status === ORDER_STATUS.paid) return { order: cardAttempt.order, isNew: false, cancelledCardOrderId: null };
          if (cardAttempt?.wasCancelled) cancelledCardOrderId = cardAttempt.order.id;
        }
        const result = await orders.insertOrder({
          accountId: viewer.account.id,
          userId: viewer.user.id,
          status: initialOrderStatus(paymentMethod),
          paymentMethod,
          shippingInfo,
          billingInfo,
          shippingFullAddress: shippingFullAddress(shippingInfo, shippingPlace),
          totals: checkout.totals,
          checkoutKey,
          lines: checkout.lines,
          deliveryDate: settled.date,
          deliveryZone: settled.zoneName,
        });
        if (result.isNew && paymentMethod === 'account') {
          // Under the products' locks: of two buyers racing for the last carton of a `stop` product, one gets it.
          await takeStockOrThrow(tx, checkout.lines);
          await cart.removeOrderedLines(viewer, checkout.lines, tx);
          await queuePlacedOrderMails(result.order.id, tx);
          const orderNumber = await orders.assignOrderNumber(result.order.id);
          return { ...result, order: { ...result.order, orderNumber }, cancelledCardOrderId };
        }
        return { ...result, cancelledCardOrderId };
      }));
    },

    /**
     * An order on account the store places for a buyer (a standing order) from lines the caller priced.
     * Place names are looked up here, outside any transaction; `insertAccountOrder` then writes it.
     */
    async prepareAccountOrder(
      owner: SignedInViewer,
      input: Pick<NewOrder, 'shippingInfo' | 'billingInfo' | 'totals' | 'checkoutKey' | 'lines'> & { deliveryDate?: string | null },
    ): Promise<NewOrder> {
      const [place, deliveryRules] = await Promise.all([findPlaceNames(input.shippingInfo.country_id, input.shippingInfo.region_id), delivery.rules()]);
      // Placed later than the buyer prepared it (an approval, a standing order): the day asked for if still open, else the next.
      const { deliveryDate: asked, ...order } = input;
      const settled = delivery.settleLate(deliveryRules, input.shippingInfo.post_code, asked ?? null);
      return {
        ...order,
        deliveryDate: settled.date,
        deliveryZone: settled.zoneName,
        accountId: owner.account.id,
        userId: owner.user.id,
        status: initialOrderStatus('account'),
        paymentMethod: 'account',
        shippingFullAddress: shippingFullAddress(input.shippingInfo, place),
      };
    },

    /**
     * Within the caller's `tx`: writes a prepared order, queues its confirmation and merchant e-mails and numbers it;
     * the same checkout key answers the first order. `{ creditRefusal }`, writing nothing, when the account's
     * credit hold or limit refuses it. `{ stockRefusal }`, writing nothing, when a `stop` product has fewer on hand
     * than ordered (issue #30 Part 3: the stock is taken here, under the products' locks, its lines named by
     * their index in `order.lines`). The number's counter stays locked until `tx` ends.
     */
    async insertAccountOrder(
      order: NewOrder,
      tx: DbExecutor,
    ): Promise<{ order: PlacedOrderSummary; isNew: boolean } | { creditRefusal: string } | { stockRefusal: StockRefusal }> {
      const creditRefusal = await credit.refusalIn(tx, order.accountId, order.totals.totalCents);
      if (creditRefusal) return { creditRefusal };
      const orders = createOrdersRepo(tx);
      const stock = createOrderStockRepo(tx);
      // The same checkout key placed before answers that order, taking nothing again.
      const takes = (await orders.findOrderByCheckoutKey(order.checkoutKey)) ? [] : takesOf(order.lines);
      const shortfalls = await stock.move(takes);
      if (shortfalls.length > 0) return { stockRefusal: stockRefusalOf(order.lines, shortfalls) };
      const result = await orders.insertOrder(order);
      // Placed under the same key by another transaction meanwhile: what this one took goes back.
      if (!result.isNew) await stock.move(givingBack(takes));
      if (result.isNew) await queuePlacedOrderMails(result.order.id, tx);
      return { ...result, order: { ...result.order, orderNumber: await orders.assignOrderNumber(result.order.id) } };
    },

    findOrderByCheckoutKey: (checkoutKey: string) => repo.findOrderByCheckoutKey(checkoutKey),
    /** The order's buyer as a viewer of its account (issue #30: the desk prices what it adds to the order as they would see it). */
    findOrderOwner: (orderId: number) => repo.findOrderOwner(orderId),
    findOrderSummary: (orderId: number) => repo.findOrderSummary(orderId),

    /** The viewer's order of this kind placed in the last two minutes: a replayed payment request finds it. */
    findJustPlacedOrder(viewer: SignedInViewer, paymentMethod: PaymentMethod): Promise<OrderSummary | null> {
      return repo.findRecentPlacedOrder({ accountId: viewer.account.id, userId: viewer.user.id, paymentMethod, withinSeconds: 120 });
    },

    /**
     * A card payment was approved: awaiting_payment → paid, and in the same transaction exactly the paid
     * lines leave the owner's cart (whatever changed there since stays), the e-mails are queued and, last,
     * the order gets its number. Only the call that made the change does this, so replays do nothing.
     * True when it changed. Issue #30 Part 3: the order's stock is taken here, not when its payment started
     * (an abandoned payment holds none). Paid for more than a `stop` product has left (another order took it
     * meanwhile), nothing of that is written and the order is cancelled instead: false, and the payments
     * domain gives the money back as for any payment of a cancelled order.
     */
    async markPaid(orderId: number): Promise<boolean> {
      const owner = await repo.findOrderOwner(orderId);
      if (!owner) throw new Error(`order ${orderId} has no owner`);
      const summary = await repo.findOrderSummary(orderId);
      const outcome = await refusedForStock(transact(async (tx) => {
        const orders = createOrdersRepo(tx);
        await cart.lockForOrder(owner, tx);
        if (!(await orders.markOrderPaid(orderId))) return false;
        const lines = await orders.findOrderLines(orderId);
        await takeStockOrThrow(tx, lines);
        // An approved request's order was held outside the cart: the cart keeps what the buyer put there since.
        if (!isOrderedOutsideCart(summary?.checkoutKey ?? null)) await cart.removeOrderedLines(owner, lines, tx);
        await queuePlacedOrderMails(orderId, tx);
        await orders.assignOrderNumber(orderId);
        await invoicing.issueForOrderIn(tx, orderId, { isPaidByCard: true });
        return true;
      }));
      if (typeof outcome === 'boolean') return outcome;
      await repo.cancelAwaitingOrder(orderId);
      return false;
    },

    /**
     * Issue #29: the card order of an approved request, awaiting payment, made once under the request's own
     * checkout key (paying again answers the same order). Its lines and totals are the request's.
     */
    async placeApprovedCardOrder(
      buyer: SignedInViewer,
      request: { id: number } & Pick<ReadyCheckout, 'shippingInfo' | 'billingInfo' | 'totals' | 'lines' | 'deliveryDate'>,
    ): Promise<OrderSummary> {
      const checkoutKey = approvedCardCheckoutKey(request.id);
      const existing = await repo.findOrderByCheckoutKey(checkoutKey);
      if (existing) return existing;
      const [place, deliveryRules] = await Promise.all([findPlaceNames(request.shippingInfo.country_id, request.shippingInfo.region_id), delivery.rules()]);
      const settled = delivery.settleLate(deliveryRules, request.shippingInfo.post_code, request.deliveryDate);
      const { order } = await repo.insertOrder({
        accountId: buyer.account.id,
        userId: buyer.user.id,
        status: initialOrderStatus('card'),
        paymentMethod: 'card',
        shippingInfo: request.shippingInfo,
        billingInfo: request.billingInfo,
        shippingFullAddress: shippingFullAddress(request.shippingInfo, place),
        totals: request.totals,
        checkoutKey,
        lines: request.lines,
        deliveryDate: settled.date,
        deliveryZone: settled.zoneName,
      });
      return order;
    },

    /** awaiting_payment → cancelled (declined, or placed another way); true when it changed. */
    cancelAwaitingOrder: (orderId: number) => repo.cancelAwaitingOrder(orderId),

    /**
     * spec §7 GET /api/order-history: the account's placed orders, newest first. A keyword finds an order
     * by its number, PO number, or a line's title or SKU (issue #16 item 2); search_by narrows it to the
     * order number (order_id) or to all but the number (keyword).
     */
    async listOrders(viewer: SignedInViewer, query: OrderHistoryQuery): Promise<{ entries: OrderListEntry[]; total: number }> {
      const filter: OrderListFilter = { dateFrom: query.date_from, dateTo: query.date_to };
      const keyword = query.keyword?.trim();
      if (keyword) {
        if (query.search_by === 'order_id') {
          const ref = parseOrderRef(keyword);
          if (!ref) return { entries: [], total: 0 };
          filter.orderRef = ref;
        } else {
          filter.keyword = { text: keyword, in: query.search_by === 'keyword' ? 'po-and-products' : 'all' };
        }
      }
      return repo.listOrders(viewer.account.id, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
    },

    /** One order of the viewer's account (any status, so a confirmation page can show a pending payment). */
    async getOrder(viewer: SignedInViewer, orderId: number): Promise<Order> {
      const order = await repo.findOrder(viewer.account.id, orderId);
      if (!order) throw new NotFoundError('order', orderId);
      return order;
    },

    /** The order page: one order of the viewer's account, with its tax invoice once issued (issue #28). */
    async getOrderWithInvoices(viewer: SignedInViewer, orderId: number): Promise<{ order: Order; invoices: { id: number; invoiceNumber: string }[] }> {
      const [order, invoices] = await Promise.all([repo.findOrder(viewer.account.id, orderId), invoicing.invoicesOfOrder(viewer.account.id, orderId)]);
      if (!order) throw new NotFoundError('order', orderId);
      return { order, invoices };
    },

    /** 'Order again': the order's lines go into the viewer's cart at today's prices; what cannot is reported. */
    async orderAgain(viewer: SignedInViewer, orderId: number): Promise<OrderAgainResponseJson> {
      const order = await repo.findOrder(viewer.account.id, orderId);
      if (!order) throw new NotFoundError('order', orderId);
      const result = await cart.addLines(
        viewer,
        order.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, qty: line.qty })),
      );
      const lineOf = (item: { productId: number; variantId: number }) => order.lines.find((candidate) => candidate.productId === item.productId && candidate.variantId === item.variantId);
      const skipped = result.skipped.map((item) => {
        const line = lineOf(item);
        return { sku: line?.sku ?? '', title: line?.title ?? '', reason: item.reason };
      });
      const priceChanges: OrderAgainResponseJson['price_changes'] = [];
      const quantityChanges: OrderAgainResponseJson['quantity_changes'] = [];
      for (const added of result.priced) {
        const line = lineOf(added);
        if (!line) continue;
        if (added.unitPriceCents !== line.unitPriceCents) priceChanges.push({ sku: line.sku, title: line.title, was: line.unitPriceCents, now: added.unitPriceCents });
        if (added.qty !== added.askedQty) quantityChanges.push({ sku: line.sku, title: line.title, was: added.askedQty, now: added.qty });
      }
      let message: string;
      if (result.added === 0) message = 'None of the products on this order can be ordered any more.';
      else if (skipped.length === 0) message = 'Product/s has been added to cart';
      else message = `Product/s has been added to cart. ${skipped.length} ${skipped.length === 1 ? 'product was' : 'products were'} not added.`;
      if (result.added > 0 && priceChanges.length > 0) message += ` ${priceChanges.length === 1 ? '1 price has' : `${priceChanges.length} prices have`} changed since this order.`;
      if (quantityChanges.length > 0) message += ` ${quantityChanges.length === 1 ? '1 quantity was' : `${quantityChanges.length} quantities were`} changed to fit how the product is sold.`;
      return { message, skipped, price_changes: priceChanges, quantity_changes: quantityChanges };
    },

    /** The account's latest placed orders, newest first (the back office's account page, issue #17 Part 4). */
    async recentOrdersOf(accountId: number, limit: number): Promise<OrderListEntry[]> {
      return (await repo.listOrders(accountId, {}, { limit, offset: 0 })).entries;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
