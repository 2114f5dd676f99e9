// Orders the desk takes for an account by phone (issue #30 Part 4). The order is the account's buyer's, as
// if they had placed it: their prices and catalogue (hidden categories refuse a SKU as unknown), the
// products' quantity rules, the account's addresses, freight and GST as the cart works them out. On account
// it is placed through the orders service's own placing code (credit hold and limit included), the staff
// mark, the audit row and the key of the form that sent it in one transaction; by card it waits for the
// buyer, who is e-mailed a link to pay it. A buyer's approval limits do not apply: staff are not the buyer.
import { ORDER_TOTAL_MAX_CENTS } from '../../../shared/limits.ts';
import { formatCents } from '../../../shared/money.ts';
import type { PhoneOrderBody, PhoneOrderFormJson, PhoneOrderPlacedJson, PhoneOrderQuoteBody, PhoneOrderQuoteJson } from '../../../shared/schemas/phone-orders.ts';
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { orderAddressesFor } from '../../kernel/order-addresses.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { AccountAdminService } from '../accounts/account-admin.service.ts';
import type { MyAccountService } from '../accounts/my-account.service.ts';
import type { Address } from '../addresses/address.types.ts';
import type { AuditWriter, StaffActor } from '../audit/audit-entry.types.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CartService, FreightQuote } from '../cart/cart.service.ts';
import type { CartSettings, CheckoutCartLine } from '../cart/cart.types.ts';
import type { OrderSummary } from '../orders/order.types.ts';
import { ORDER_STATUS, type OrdersService } from '../orders/orders.service.ts';
import { takenOrderCheckoutKey, type TakenOrdersService } from '../orders/taken-orders.service.ts';
import type { PaymentOutcome, PaymentsService } from '../payments/payments.service.ts';
import { phoneOrderPayLinkMailQueue } from './phone-orders.queues.ts';

export const PHONE_ORDER_MESSAGES = {
  noBuyer: 'This account has no manager or buyer to order for: invite one first.',
  noAddress: 'This account has no delivery address: add one first.',
  noAccountPayment: 'This account does not pay on account: e-mail the buyer a link to pay by card instead.',
  tooLarge: `One order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}: split it into smaller orders.`,
  notToPay: 'This order can no longer be paid here. Please call us.',
} as const;

const nameOf = (user: { firstName: string; lastName: string; email: string }) => `${user.firstName} ${user.lastName}`.trim() || user.email;
const addressText = (address: Address) => [address.line1, address.line2 ?? '', address.suburb, address.city, address.postCode].map((part) => part.trim()).filter(Boolean).join(', ');

export function createPhoneOrdersService(deps: {
  transact: Transact;
  accountAdmin: Pick<AccountAdminService, 'get'>;
  viewers: Pick<AuthService, 'viewerOf'>;
  myAccount: Pick<MyAccountService, 'getDetails'>;
  cart: Pick<CartService, 'priceSkuLines'>;
  settings: CartSettings;
  freight: FreightQuote;
  orders: Pick<OrdersService, 'prepareAccountOrder' | 'insertAccountOrder' | 'findOrderSummary'>;
  takenOrders: TakenOrdersService;
  payments: Pick<PaymentsService, 'payAwaitingOrder'>;
  jobs: Pick<JobQueue, 'send'>;
  audit: AuditWriter;
}) {
  const { transact, accountAdmin, viewers, cart, settings, freight, orders, takenOrders, jobs, audit } = deps;

  /** The account, its addresses and whom its orders are for (null: no one may order). */
  async function accountOf(accountId: number) {
    const account = await accountAdmin.get(accountId);
    const user = account.users.find((candidate) => candidate.role === 'manager') ?? account.users.find((candidate) => candidate.role === 'buyer');
    const buyer = user ? await viewers.viewerOf(accountId, user.id) : null;
    return { account, buyer };
  }

  function addressOf(addresses: readonly Address[], addressId: number | undefined): Address {
    if (addressId !== undefined) {
      const chosen = addresses.find((address) => address.id === addressId);
      if (!chosen) throw new NotFoundError('address', addressId);
      return chosen;
    }
    const primary = addresses.find((address) => address.isPrimary) ?? addresses[0];
    if (!primary) throw new ValidationError({ delivery_address_id: PHONE_ORDER_MESSAGES.noAddress });
    return primary;
  }

  /** The lines at the buyer's prices, and the totals with the address's freight; a 422 naming the first bad line's field. */
  async function priced(buyer: SignedInViewer, wanted: PhoneOrderQuoteBody['lines'], address: Address) {
    const results = await cart.priceSkuLines(buyer, wanted);
    const errors: Record<string, string> = {};
    const lines: CheckoutCartLine[] = [];
    results.forEach((result, index) => {
      if (result.ok) lines.push(result.line);
      else errors[`lines.${index}.${result.field}`] = result.message;
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const goodsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const { freightCents, zoneName } = await freight(address.postCode, goodsCents);
    const totals = calculateTotals({ lines, taxRateBasisPoints: settings.taxRateBasisPoints, isTaxInclusive: settings.isTaxInclusive, shippingCents: freightCents });
    return { lines, totals, zoneName };
  }

  async function buyerOf(accountId: number) {
    const { account, buyer } = await accountOf(accountId);
    if (!buyer) throw new ValidationError({ account: PHONE_ORDER_MESSAGES.noBuyer });
    return { account, buyer };
  }

  return {
    /** What the new-order page needs: the account, whom the order is for, and its addresses. */
    async form(accountId: number): Promise<PhoneOrderFormJson> {
      const { account, buyer } = await accountOf(accountId);
      return {
        account: { id: account.id, account_number: account.accountNumber, name: account.name, can_pay_on_account: account.canPayOnAccount, credit_hold: account.creditHold },
        buyer: buyer ? { name: nameOf(buyer.user), email: buyer.user.email } : null,
        addresses: account.addresses.map((address) => ({ id: address.id, text: addressText(address), is_primary: address.isPrimary })),
      };
    },

    async quote(accountId: number, body: PhoneOrderQuoteBody): Promise<PhoneOrderQuoteJson> {
      const { account, buyer } = await buyerOf(accountId);
      const { lines, totals, zoneName } = await priced(buyer, body.lines, addressOf(account.addresses, body.delivery_address_id));
      return {
        lines: lines.map((line) => ({ sku: line.sku, title: line.title, qty: line.qty, unit_price: line.unitPriceCents, line_total: line.lineTotalCents })),
        sub_total: totals.subTotalCents,
        freight: totals.shippingCents,
        gst: totals.taxTotalCents,
        total: totals.totalCents,
        delivery_zone: zoneName,
      };
    },

    /**
     * Places the order for the account's buyer, marked as taken by `actor`. The same form key again answers
     * the order it placed (`isNew` false), whichever request got there first.
     */
    async place(actor: StaffActor, accountId: number, body: PhoneOrderBody): Promise<{ placed: PhoneOrderPlacedJson; isNew: boolean }> {
      const { account, buyer } = await buyerOf(accountId);
      const isCard = body.payment === 'card_link';
      if (!isCard && !buyer.account.canPayOnAccount) throw new ValidationError({ payment: PHONE_ORDER_MESSAGES.noAccountPayment });
      const address = addressOf(account.addresses, body.delivery_address_id);
      const [{ lines, totals }, details] = await Promise.all([priced(buyer, body.lines, address), deps.myAccount.getDetails(buyer)]);
      if (totals.totalCents > ORDER_TOTAL_MAX_CENTS) throw new ValidationError({ lines: PHONE_ORDER_MESSAGES.tooLarge });
      const checkoutKey = takenOrderCheckoutKey(account.id, isCard ? 'card' : 'account', body.idempotency_key);
      const prepared = await orders.prepareAccountOrder(buyer, { ...orderAddressesFor(buyer.user, address, details, body.purchase_order_no), totals, checkoutKey, lines });
      const answer = (order: OrderSummary, isNew: boolean) => ({
        isNew,
        placed: { order_id: order.id, order_number: order.orderNumber, payment_reference: order.paymentReference, payment: body.payment, total: order.totalCents, buyer_email: buyer.user.email },
      });
      return transact(async (tx) => {
        const earlier = await takenOrders.claimCheckoutKeyIn(tx, checkoutKey);
        if (earlier) return answer(earlier, false);
        const result = isCard ? await takenOrders.insertCardOrderIn(tx, prepared) : await orders.insertAccountOrder(prepared, tx);
        if ('creditRefusal' in result) throw new ValidationError({ payment: result.creditRefusal }, `The order was not placed: ${result.creditRefusal}`);
        if ('stockRefusal' in result) {
          const errors = Object.fromEntries(result.stockRefusal.lines.map((line) => [`lines.${line.index}.qty`, `${line.sku}: ${line.message}`]));
          throw new ValidationError(errors, `The order was not placed: ${result.stockRefusal.message}`);
        }
        const { order } = result;
        if (isCard) await jobs.send(phoneOrderPayLinkMailQueue, { orderId: order.id }, { executor: tx });
        await takenOrders.markTakenIn(tx, order.id, { staffId: actor.staffId, email: actor.email });
        await audit(tx, {
          actor,
          action: 'order.take',
          entity: 'order',
          entityId: order.id,
          reference: order.orderNumber ?? order.paymentReference ?? String(order.id),
          before: null,
          after: {
            account_number: account.accountNumber,
            buyer: buyer.user.email,
            payment: body.payment,
            total: order.totalCents,
            purchase_order_no: body.purchase_order_no,
            lines: lines.map((line) => ({ sku: line.sku, qty: line.qty, unit_price: line.unitPriceCents })),
          },
        });
        return answer(order, true);
      });
    },

    /** The buyer pays an order the desk took for them by card: their own, awaiting payment (another's is a 404). */
    async pay(viewer: SignedInViewer, orderId: number): Promise<PaymentOutcome> {
      const [order, takenBy] = await Promise.all([orders.findOrderSummary(orderId), takenOrders.takenByOf(orderId)]);
      if (!order || !takenBy || order.accountId !== viewer.account.id || order.userId !== viewer.user.id || order.paymentMethod !== 'card') throw new NotFoundError('order', orderId);
      if (order.status !== ORDER_STATUS.awaitingPayment && order.status !== ORDER_STATUS.paid) throw new ConflictError(PHONE_ORDER_MESSAGES.notToPay);
      return deps.payments.payAwaitingOrder(viewer, order, 'order');
    },
  };
}
export type PhoneOrdersService = ReturnType<typeof createPhoneOrdersService>;
