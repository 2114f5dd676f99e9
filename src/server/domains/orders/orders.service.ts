import type { BillingInfo, ShippingInfo } from '../../../shared/schemas/cart.ts';
import type { OrderAgainResponseJson, OrderHistoryQuery } from '../../../shared/schemas/orders.ts';
import { NotFoundError } from '../../errors.ts';
import type { SignedInViewer } from '../auth/viewer.ts';
import type { CartServiceForOrders, CheckoutCart } from '../cart/cart-types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { shippingFullAddress } from './full-address.ts';
import { orderConfirmationMessage } from './order-mail.ts';
import { checkoutKeyFor, fingerprintOfCheckoutKey, parseOrderRef } from './order-refs.ts';
import type { Order, OrderListEntry, OrderListFilter, OrderSummary, PaymentMethod, PlaceNames } from './order-types.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** What the service logs through (Fastify's logger fits); the service itself knows nothing of Fastify. */
export type ServiceLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

/** A complete checkout: the cart with both addresses saved. */
export type ReadyCheckout = Omit<CheckoutCart, 'shippingInfo' | 'billingInfo'> & { shippingInfo: ShippingInfo; billingInfo: BillingInfo };

export function confirmationPath(orderId: number): string {
  return `/checkout/confirmation/${orderId}`;
}

export function createOrdersService(deps: {
  repo: OrdersRepo;
  cart: CartServiceForOrders;
  mailer: Mailer;
  publicUrl: string;
  log: ServiceLogger;
}) {
  const { repo, cart, mailer, log } = deps;
  const pendingMail = new Set<Promise<void>>();
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

  /** Sends after the answer (the message is handed to the mailer now); close() waits for the rest. */
  function deliver(order: Order, to: string): void {
    const message = orderConfirmationMessage({ to, order, orderUrl: `${deps.publicUrl}/order-history/${order.id}` });
    const task: Promise<void> = mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed'))
      .finally(() => pendingMail.delete(task));
    pendingMail.add(task);
  }

  /** After a card payment: the cart is emptied only if it is still exactly what was ordered. */
  async function clearCartIfUnchanged(owner: SignedInViewer, order: OrderSummary): Promise<void> {
    const current = await cart.getForCheckout(owner);
    if (current && current.fingerprint === fingerprintOfCheckoutKey(order.checkoutKey)) await cart.clearCart(owner);
  }

  return {
    /**
     * Places the order for this checkout (one per cart state and payment type). On account it is placed
     * at once: the cart is emptied and the confirmation e-mailed, only by the call that created it.
     * By card it waits for payment and the cart stays as it is.
     */
    async placeOrder(
      viewer: SignedInViewer,
      checkout: ReadyCheckout,
      paymentMethod: PaymentMethod,
    ): Promise<{ order: OrderSummary; isNew: boolean; cancelledCardOrderId: number | null }> {
      const checkoutKey = checkoutKeyFor(checkout.fingerprint, paymentMethod);
      if (paymentMethod === 'card') {
        // A card retry (back from the payment page) is common: find its order without taking a number.
        const existing = await repo.findOrderByCheckoutKey(checkoutKey);
        if (existing) return { order: existing, isNew: false, cancelledCardOrderId: null };
      }

      const { shippingInfo, billingInfo } = checkout;
      const [shippingPlace, billingPlace] = await Promise.all([
        findPlaceNames(shippingInfo.country_id, shippingInfo.region_id),
        findPlaceNames(billingInfo.country_id, billingInfo.region_id),
      ]);
      const status = paymentMethod === 'account' ? 'placed_on_account' : 'awaiting_payment';
      const fullAddress = shippingFullAddress(shippingInfo, shippingPlace);
      const result = await repo.insertOrder({
        accountId: viewer.account.id,
        userId: viewer.user.id,
        status,
        paymentMethod,
        shippingInfo,
        billingInfo,
        shippingFullAddress: fullAddress,
        totals: checkout.totals,
        checkoutKey,
        // Placed on account, the same cart's unpaid card attempt must not be paid as well.
        ...(paymentMethod === 'account' ? { supersedesCheckoutKey: checkoutKeyFor(checkout.fingerprint, 'card') } : {}),
        lines: checkout.lines,
      });
      if (result.isNew && paymentMethod === 'account') {
        await cart.clearCart(viewer);
        const placedBy = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
        deliver(
          {
            ...result.order,
            shippingInfo,
            billingInfo,
            shippingPlace,
            billingPlace,
            shippingFullAddress: fullAddress,
            totals: checkout.totals,
            paidAt: null,
            placedBy,
            lines: checkout.lines,
          },
          viewer.user.email,
        );
      }
      return { order: result.order, isNew: result.isNew, cancelledCardOrderId: result.cancelledOrderId };
    },

    findOrderByCheckoutKey: (checkoutKey: string) => repo.findOrderByCheckoutKey(checkoutKey),
    findOrderSummary: (orderId: number) => repo.findOrderSummary(orderId),

    /** The viewer's order of this kind placed in the last two minutes: a replayed payment request finds it. */
    findJustPlacedOrder(viewer: SignedInViewer, paymentMethod: PaymentMethod): Promise<OrderSummary | null> {
      return repo.findRecentPlacedOrder({ accountId: viewer.account.id, userId: viewer.user.id, paymentMethod, withinSeconds: 120 });
    },

    /**
     * A card payment was approved: awaiting_payment → paid. Only the call that made the change empties
     * the cart (if unchanged) and sends the e-mail, so replays do nothing. True when it changed.
     */
    async markPaid(orderId: number): Promise<boolean> {
      if (!(await repo.markOrderPaid(orderId))) return false;
      const owner = await repo.findOrderOwner(orderId);
      const order = owner ? await repo.findOrder(owner.account.id, orderId) : null;
      if (!owner || !order) throw new Error(`order ${orderId} was paid but cannot be read back`);
      try {
        await clearCartIfUnchanged(owner, order);
      } catch (error) {
        // The order is paid either way; a cart left full is the lesser harm than failing the payment.
        log.error({ err: error, orderId }, 'emptying the cart after payment failed');
      }
      deliver(order, owner.user.email);
      return true;
    },

    /** awaiting_payment → cancelled (declined, or placed another way); true when it changed. */
    cancelAwaitingOrder: (orderId: number) => repo.cancelAwaitingOrder(orderId),

    /** spec §7 GET /api/order-history: the account's placed orders, newest first. */
    async listOrders(viewer: SignedInViewer, query: OrderHistoryQuery): Promise<{ entries: OrderListEntry[]; total: number }> {
      const filter: OrderListFilter = { dateFrom: query.date_from, dateTo: query.date_to };
      const keyword = query.keyword?.trim();
      if (keyword) {
        if (query.search_by === 'order_id') {
          const ref = parseOrderRef(keyword);
          if (!ref) return { entries: [], total: 0 };
          filter.orderRef = ref;
        } else {
          filter.keyword = keyword;
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

    /** 'Order again': the order's lines go into the viewer's cart at today's prices; what cannot is reported. */
    async orderAgain(viewer: SignedInViewer, orderId: number): Promise<OrderAgainResponseJson> {
      const order = await repo.findOrder(viewer.account.id, orderId);
      if (!order) throw new NotFoundError('order', orderId);
      const result = await cart.addLines(
        viewer,
        order.lines.map((line) => ({ productId: line.productId, variantId: line.variantId, qty: line.qty })),
      );
      const skipped = result.skipped.map((item) => {
        const line = order.lines.find((candidate) => candidate.productId === item.productId && candidate.variantId === item.variantId);
        return { sku: line?.sku ?? '', title: line?.title ?? '', reason: item.reason };
      });
      let message: string;
      if (result.added === 0) message = 'None of the products on this order can be ordered any more.';
      else if (skipped.length === 0) message = 'Product/s has been added to cart';
      else message = `Product/s has been added to cart. ${skipped.length} ${skipped.length === 1 ? 'product was' : 'products were'} not added.`;
      return { message, skipped };
    },

    /** Waits for confirmation e-mails still being sent (the app's close calls it). */
    async close(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
