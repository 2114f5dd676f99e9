import { ORDER_TOTAL_MAX_CENTS } from '../../../shared/limits.ts';
import { formatCents } from '../../../shared/money.ts';
import { billingInfoSchema, shippingInfoSchema } from '../../../shared/schemas/addresses.ts';
import { NotFoundError } from '../../errors.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import { APPROVAL_MESSAGES } from '../approvals/approvals.service.ts';
import type { CartServiceForOrders } from '../cart/cart.types.ts';
import type { OrderSummary, PaymentMethod } from '../orders/order.types.ts';
import { cardPaymentReference, confirmationPath, ORDER_STATUS, PAYMENT_STATUS, placedOrderNumber, type OrdersService } from '../orders/orders.service.ts';
import { GATEWAY_FAILURE_MESSAGE, type PaymentProvider, type RefundState } from './payment-provider.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { paymentQueriesOn, type Payment, type PaymentsRepo } from './payments.repo.ts';
import { isSandboxReference } from './sandbox-provider.ts';

/**
 * Where a declined or abandoned card payment sends the buyer: the checkout page says so, naming the
 * payment's reference (issue #16 item 5), so a declined charge can be matched to what the buyer saw.
 */
export function paymentDeclinedPath(paymentReference: string | null): string {
  return `/checkout?payment=declined${paymentReference ? `&reference=${encodeURIComponent(paymentReference)}` : ''}`;
}
/**
 * Issue #30 Part 3: where a card payment approved for an order that could not be placed meanwhile (the
 * last of a product taken by another order, or the cart placed another way) sends the buyer: the money
 * went back in full, and the checkout page says so.
 */
export function paymentRefundedPath(paymentReference: string | null): string {
  return `/checkout?payment=refunded${paymentReference ? `&reference=${encodeURIComponent(paymentReference)}` : ''}`;
}
/** How often one payment request reads the cart again after another tab changed it under the lock. */
const PLACE_ATTEMPTS_MAX = 3;

export const PAYMENT_MESSAGES = {
  accountNotAllowed: 'Your account cannot pay on account. Please pay by card.',
  cartEmpty: 'Your cart is empty.',
  cartChanged: 'Your cart changed while the order was being placed. Please check it and confirm again.',
  shippingMissing: 'Please complete your shipping information.',
  billingMissing: 'Please complete your billing information.',
  cardStarted: 'Please complete your payment on the payment page.',
  approvedCardCancelled: 'This order can no longer be paid here.',
  stockShort: 'Change the quantity in your cart and confirm again.',
  totalTooLarge: `One order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}. Please split this cart into smaller orders.`,
} as const;

/** spec §7 POST /api/payment/{type}: a union, not exceptions, for the expected outcomes (CONVENTIONS §5). */
export type PaymentOutcome =
  | { ok: true; url: string; message: string }
  /** Issue #29: the order waits for a manager's approval (202). */
  | { ok: true; approvalId: number; message: string }
  | { ok: false; kind: 'invalid'; field: string; message: string; errors?: Record<string, string> }
  | { ok: false; kind: 'gateway'; message: string };

export type SandboxPayment = { payment: Payment; order: OrderSummary };

/** A staff cancellation's refund: done at the provider, or refused with why (in words for staff). */
export type RefundOutcome = { ok: true; wasAlreadyRefunded: boolean } | { ok: false; message: string };

/** A provider's refusal as one short line for staff (a provider's message may be long or multi-line). */
function refusalText(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function placed(order: OrderSummary): PaymentOutcome {
  return { ok: true, url: confirmationPath(order.id), message: `Your order ${placedOrderNumber(order)} has been placed.` };
}

export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  orders: OrdersService;
  cart: CartServiceForOrders;
  approvals: Pick<ApprovalsService, 'findJustSent' | 'approvedCardRequest'>;
  provider: PaymentProvider;
  publicUrl: string;
  log: ServiceLogger;
}) {
  const { repo, orders, cart, provider, log } = deps;

  /** The hosted-page URL for an awaiting order: its open payment again, or a new one (one at a time per order). */
  function openPayment(order: OrderSummary, customerEmail: string): Promise<string> {
    return repo.withOrderPaymentLock(order.id, async (queries) => {
      const pending = await queries.findPendingPayment(order.id, provider.name);
      if (pending) {
        const state = await provider.resumePayment(pending.reference);
        if (state.status === 'open') return state.url;
        // Paid at the provider; the order turns paid when its confirmation (webhook) arrives.
        if (state.status === 'complete') return confirmationPath(order.id);
        await queries.setPaymentStatus(pending.id, [PAYMENT_STATUS.pending], PAYMENT_STATUS.expired);
      }
      const attempt = (await queries.countPayments(order.id)) + 1;
      const created = await provider.createPayment({
        orderId: order.id,
        paymentReference: cardPaymentReference(order),
        amountCents: order.totalCents,
        currency: 'nzd',
        successUrl: `${deps.publicUrl}${confirmationPath(order.id)}`,
        cancelUrl: `${deps.publicUrl}${paymentDeclinedPath(order.paymentReference)}`,
        customerEmail,
        idempotencyKey: `order-${order.id}-payment-${attempt}`,
      });
      await queries.insertPayment({ orderId: order.id, provider: provider.name, reference: created.reference, amountCents: order.totalCents });
      return created.url;
    });
  }

  /**
   * The provider's page for a card order made outside the cart (an approved request, issue #29; one the desk
   * took by phone, issue #30), which the caller found to be the viewer's to pay; `field` names it in a refusal.
   */
  async function payAwaitingOrder(viewer: SignedInViewer, order: OrderSummary, field: string): Promise<PaymentOutcome> {
    if (order.status === ORDER_STATUS.paid) return placed(order);
    if (order.status !== ORDER_STATUS.awaitingPayment) return { ok: false, kind: 'invalid', field, message: PAYMENT_MESSAGES.approvedCardCancelled };
    try {
      return { ok: true, url: await openPayment(order, viewer.user.email), message: PAYMENT_MESSAGES.cardStarted };
    } catch (error) {
      log.error({ err: error, orderId: order.id, provider: provider.name }, 'payment gateway call failed');
      return { ok: false, kind: 'gateway', message: GATEWAY_FAILURE_MESSAGE };
    }
  }

  /** The cart was just placed on account and its card order cancelled: its open payments must not be paid. */
  async function stopCardAttempt(cardOrderId: number): Promise<void> {
    for (const payment of await repo.expirePendingPayments(cardOrderId)) {
      if (payment.provider !== provider.name) continue;
      provider.cancelPayment(payment.reference).catch((error: unknown) =>
        log.error({ err: error, orderId: cardOrderId, reference: payment.reference }, 'could not cancel a superseded card payment'),
      );
    }
  }

  /**
   * The buyer completed a card payment after its order had been cancelled (placed on account meanwhile):
   * the money goes back in full, once. If the provider refuses, the payment stays 'approved' and the
   * error log tells the staff to refund it by hand.
   */
  async function refundForCancelledOrder(payment: Payment, context: object): Promise<void> {
    const latest = await repo.findPaymentByReference(payment.provider, payment.reference);
    if (latest?.status !== PAYMENT_STATUS.approved) return;
    if (payment.provider !== provider.name) {
      log.error(context, `payment received for a cancelled order through ${payment.provider}, no longer configured: refund it by hand`);
      return;
    }
    try {
      await provider.refundPayment({ reference: payment.reference, amountCents: payment.amountCents, idempotencyKey: `refund-payment-${payment.id}` });
    } catch (error) {
      log.error({ ...context, err: error }, 'payment received for a cancelled order could not be refunded: refund it by hand');
      return;
    }
    await repo.setPaymentStatus(payment.id, [PAYMENT_STATUS.approved], PAYMENT_STATUS.refunded);
    log.warn(context, 'payment received for a cancelled order was refunded');
  }

  /** An approved payment pays its order; if the order was cancelled meanwhile, the money goes back. */
  async function payOrder(payment: Payment, context: object): Promise<void> {
    if (await orders.markPaid(payment.orderId)) return;
    const latest = await orders.findOrderSummary(payment.orderId);
    if (latest?.status === ORDER_STATUS.cancelled) await refundForCancelledOrder(payment, { orderId: payment.orderId, reference: payment.reference, ...context });
  }

  async function findSandboxPayment(viewer: SignedInViewer, reference: string): Promise<SandboxPayment> {
    const payment = isSandboxReference(reference) ? await repo.findPaymentByReference('sandbox', reference) : null;
    const order = payment ? await orders.findOrderSummary(payment.orderId) : null;
    // Only the session that started the payment may see or act on it.
    if (!payment || !order || order.accountId !== viewer.account.id || order.userId !== viewer.user.id) {
      throw new NotFoundError('payment');
    }
    return { payment, order };
  }

  async function redirectAfter(orderId: number): Promise<string> {
    const order = await orders.findOrderSummary(orderId);
    return order?.status === ORDER_STATUS.paid ? confirmationPath(orderId) : paymentDeclinedPath(order?.paymentReference ?? null);
  }

  /** One try at placing the order from the cart as it is now; 'cart-changed' when another tab got there first. */
  async function placeFromCart(viewer: SignedInViewer, paymentMethod: PaymentMethod): Promise<PaymentOutcome | 'cart-changed'> {
    const checkout = await cart.getForCheckout(viewer);
    if (!checkout || checkout.lines.length === 0) {
      // A replay after success (or the second of a double click) finds the cart emptied by the order placed.
      const justPlaced = await orders.findJustPlacedOrder(viewer, paymentMethod);
      if (justPlaced) return placed(justPlaced);
      // Or sent for approval just now (issue #29): the request holds the cart's lines.
      const justSent = await deps.approvals.findJustSent(viewer);
      if (justSent !== null) return { ok: true, approvalId: justSent, message: APPROVAL_MESSAGES.sent };
      return { ok: false, kind: 'invalid', field: 'cart', message: PAYMENT_MESSAGES.cartEmpty };
    }
    const { shippingInfo, billingInfo } = checkout;
    // Details saved before the address rule (issue #16 item 3) are asked for again, as checkout would.
    if (!shippingInfo || !shippingInfoSchema.safeParse(shippingInfo).success) return { ok: false, kind: 'invalid', field: 'shipping_info', message: PAYMENT_MESSAGES.shippingMissing };
    if (!billingInfo || !billingInfoSchema.safeParse(billingInfo).success) return { ok: false, kind: 'invalid', field: 'billing_info', message: PAYMENT_MESSAGES.billingMissing };
    if (checkout.totals.totalCents > ORDER_TOTAL_MAX_CENTS) return { ok: false, kind: 'invalid', field: 'cart', message: PAYMENT_MESSAGES.totalTooLarge };

    const result = await orders.placeOrder(viewer, { ...checkout, shippingInfo, billingInfo }, paymentMethod);
    if (!result) return 'cart-changed';
    if ('creditRefusal' in result) return { ok: false, kind: 'invalid', field: 'payment_type', message: result.creditRefusal };
    if ('stockRefusal' in result) {
      // Issue #30 Part 3: each cart line short of a `stop` product is named by its place in the cart.
      const errors = Object.fromEntries(result.stockRefusal.lines.map((line) => [`lines.${line.index}.qty`, line.message]));
      return { ok: false, kind: 'invalid', field: 'cart', message: `${result.stockRefusal.message} ${PAYMENT_MESSAGES.stockShort}`, errors };
    }
    if ('approvalId' in result) {
      if (result.cancelledCardOrderId !== null) await stopCardAttempt(result.cancelledCardOrderId);
      return { ok: true, approvalId: result.approvalId, message: APPROVAL_MESSAGES.sent };
    }
    const { order, cancelledCardOrderId } = result;
    if (paymentMethod === 'account') {
      if (cancelledCardOrderId !== null) await stopCardAttempt(cancelledCardOrderId);
      return placed(order);
    }
    // Already bought: paid by card, or placed on account from another tab meanwhile.
    if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.placedOnAccount) return placed(order);
    if (order.status !== ORDER_STATUS.awaitingPayment) throw new Error(`card order ${order.id} is ${order.status} but still holds its checkout key`);
    try {
      return { ok: true, url: await openPayment(order, viewer.user.email), message: PAYMENT_MESSAGES.cardStarted };
    } catch (error) {
      log.error({ err: error, orderId: order.id, provider: provider.name }, 'payment gateway call failed');
      return { ok: false, kind: 'gateway', message: GATEWAY_FAILURE_MESSAGE };
    }
  }

  return {
    /** The payment that paid the order (approved); null when none did. */
    findApprovedPayment: (orderId: number): Promise<Payment | null> => repo.findApprovedPayment(orderId),

    /** Every payment attempt of the order, oldest first (the back office). */
    findOrderPayments: (orderId: number) => repo.findOrderPayments(orderId),

    /**
     * Gives an approved payment back in full through the provider, for a staff cancellation (issue #17).
     * `attemptKey` makes the provider's idempotency key: the same attempt retried is one refund, and a
     * later attempt after a crash finds the payment already refunded ('already-refunded') rather than
     * refunding twice. Nothing is written here: the caller records the refund with the cancellation.
     */
    /** Gives back `amountCents` (all of it by default) under the refund claim `attemptKey`, kept with the refund at the provider. */
    async refundPayment(payment: Payment, attemptKey: string, amountCents: number = payment.amountCents): Promise<RefundOutcome> {
      if (payment.provider !== provider.name) {
        return { ok: false, message: `This order was paid through ${payment.provider}, which the store no longer uses: refund it there by hand.` };
      }
      try {
        const result = await provider.refundPayment({
          reference: payment.reference,
          amountCents,
          idempotencyKey: `refund-payment-${payment.id}-${attemptKey}`,
          claim: attemptKey,
        });
        return { ok: true, wasAlreadyRefunded: result === 'already-refunded' };
      } catch (error) {
        log.error({ err: error, orderId: payment.orderId, reference: payment.reference }, 'refund refused by the payment provider');
        return { ok: false, message: `The payment provider did not refund the payment: ${refusalText(error)}` };
      }
    },

    /**
     * Whether the provider has given an approved payment back (a cancellation whose process died after
     * asking for the refund). One paid through a provider no longer configured was never asked: not refunded.
     * Throws when the provider cannot say.
     */
    async findRefundState(payment: Payment, claim?: string): Promise<RefundState> {
      if (payment.provider !== provider.name) return 'not-refunded';
      return provider.findRefundState({ reference: payment.reference, amountCents: payment.amountCents, claim });
    },

    /** Within `tx`: approved → refunded; true when it changed. */
    markRefunded: (paymentId: number, tx: DbExecutor): Promise<boolean> =>
      paymentQueriesOn(tx).setPaymentStatus(paymentId, [PAYMENT_STATUS.approved], PAYMENT_STATUS.refunded),

    /**
     * spec §7 POST /api/payment/{type}. Amounts come only from the cart in the database. Repeating the
     * request (double click, retry, replay) answers the same order and the same payment page.
     */
    async startPayment(viewer: SignedInViewer, paymentMethod: PaymentMethod): Promise<PaymentOutcome> {
      if (paymentMethod === 'account' && !viewer.account.canPayOnAccount) {
        return { ok: false, kind: 'invalid', field: 'payment_type', message: PAYMENT_MESSAGES.accountNotAllowed };
      }
      // The cart is read, then locked to place the order; when another tab changed it in between (its
      // order took these lines, or it added one), read it again rather than order a stale copy.
      for (let attempt = 1; ; attempt++) {
        const outcome = await placeFromCart(viewer, paymentMethod);
        if (outcome !== 'cart-changed') return outcome;
        if (attempt === PLACE_ATTEMPTS_MAX) return { ok: false, kind: 'invalid', field: 'cart', message: PAYMENT_MESSAGES.cartChanged };
      }
    },

    findSandboxPayment,

    /**
     * Issue #29: the buyer pays an approved card request: its order is made once (awaiting payment) and the
     * provider's page opened, as for a cart. A declined payment cancels that order (its key set aside), so
     * paying again makes a new one.
     */
    async payApproved(viewer: SignedInViewer, approvalId: number): Promise<PaymentOutcome> {
      const request = await deps.approvals.approvedCardRequest(viewer, approvalId);
      return payAwaitingOrder(viewer, await orders.placeApprovedCardOrder(viewer, request), 'approval');
    },

    payAwaitingOrder,

    /** The sandbox page's 'Approve payment': marks payment and order paid once; answers where to go next. */
    async approveSandboxPayment(viewer: SignedInViewer, reference: string): Promise<string> {
      const { payment, order } = await findSandboxPayment(viewer, reference);
      if (payment.status === PAYMENT_STATUS.pending && order.status === ORDER_STATUS.awaitingPayment) {
        await repo.setPaymentStatus(payment.id, [PAYMENT_STATUS.pending], PAYMENT_STATUS.approved);
      }
      // Read again: a simultaneous click may have approved it first; markPaid is a no-op then.
      const latest = await repo.findPaymentByReference('sandbox', reference);
      if (latest?.status === PAYMENT_STATUS.approved) {
        await payOrder(latest, {});
        const paid = await orders.findOrderSummary(order.id);
        if (paid?.status === ORDER_STATUS.cancelled) return paymentRefundedPath(paid.paymentReference);
      }
      return redirectAfter(order.id);
    },

    /** The sandbox page's 'Decline payment': the order is cancelled and the cart left as it was. */
    async declineSandboxPayment(viewer: SignedInViewer, reference: string): Promise<string> {
      const { payment, order } = await findSandboxPayment(viewer, reference);
      if (payment.status === PAYMENT_STATUS.pending) await repo.setPaymentStatus(payment.id, [PAYMENT_STATUS.pending], PAYMENT_STATUS.declined);
      const latest = await repo.findPaymentByReference('sandbox', reference);
      if (latest?.status === PAYMENT_STATUS.declined) await orders.cancelAwaitingOrder(order.id);
      return redirectAfter(order.id);
    },

    /**
     * A provider confirmed payment (Stripe webhook, already verified): the payment is approved and the order
     * paid, only if amount, currency and order all match what was stored. Safe to replay.
     */
    async confirmProviderPayment(input: { provider: Payment['provider']; reference: string; orderRef: string | null; amountCents: number | null; currency: string | null }): Promise<void> {
      const payment = await repo.findPaymentByReference(input.provider, input.reference);
      const order = payment ? await orders.findOrderSummary(payment.orderId) : null;
      if (!payment || !order) {
        log.warn({ reference: input.reference }, 'payment confirmation for an unknown payment ignored');
        return;
      }
      const context = { orderId: order.id, reference: input.reference, amountCents: input.amountCents, currency: input.currency };
      const isMatch =
        input.orderRef === String(order.id) &&
        input.amountCents === order.totalCents &&
        payment.amountCents === order.totalCents &&
        input.currency === 'nzd';
      if (!isMatch) {
        log.error({ ...context, orderTotalCents: order.totalCents }, 'payment confirmation does not match its order; order left unpaid');
        return;
      }
      await repo.setPaymentStatus(payment.id, [PAYMENT_STATUS.pending, PAYMENT_STATUS.expired], PAYMENT_STATUS.approved);
      await payOrder(payment, context);
    },

    /** A provider says a payment will not complete: expired (abandoned) or failed (declined). */
    async closeProviderPayment(input: {
      provider: Payment['provider'];
      reference: string;
      outcome: typeof PAYMENT_STATUS.expired | typeof PAYMENT_STATUS.declined;
    }): Promise<void> {
      const payment = await repo.findPaymentByReference(input.provider, input.reference);
      if (!payment) return;
      const isChanged = await repo.setPaymentStatus(payment.id, [PAYMENT_STATUS.pending], input.outcome);
      if (isChanged && input.outcome === PAYMENT_STATUS.declined) await orders.cancelAwaitingOrder(payment.orderId);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
