// A standing order set to 'order' (issue #10 part 7): the shortfall is placed as an order on account,
// delivered to the account's primary delivery address and billed to its billing address (the primary
// address when the account has none). Issue #29: it carries its zone's freight, and comes on the first
// delivery day still open when the run places it (runs start at 06:00, before a working day's cut-off). Everything is read and priced here, before the run's transaction;
// the run then writes the prepared order inside it.
import { ORDER_TOTAL_MAX_CENTS } from '../../../shared/limits.ts';
import { formatCents } from '../../../shared/money.ts';
import type { StandingOrderDeliveryJson } from '../../../shared/schemas/residents.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { MyAccountService } from '../accounts/my-account.service.ts';
import type { Address } from '../addresses/address.types.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { FreightQuote } from '../cart/cart.service.ts';
import type { CartSettings } from '../cart/cart.types.ts';
import { calculateTotals } from '../../kernel/gst-totals.ts';
import { orderAddressesFor } from '../../kernel/order-addresses.ts';
import type { OrderLine } from '../orders/order.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';

export const DELIVERY_MESSAGES = {
  noAccountPayment: 'This account does not pay on account: the standing order can put the shortfall in the cart instead.',
  noAddress: 'Add a delivery address in My Account first: a standing order is delivered to the primary address.',
  tooLarge: `One order can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}.`,
} as const;

/** A product the run orders, priced for the account (cents excl. GST). */
export type OrderedProduct = { productId: number; sku: string; title: string; image: string; unitPriceCents: number; qty: number };

export type PreparedDelivery = Awaited<ReturnType<OrdersService['prepareAccountOrder']>>;

/** One line, as My Account and checkout show an address. */
export function addressLine(address: Address): string {
  return [address.line1, address.line2 ?? '', address.suburb, address.city, address.postCode].map((part) => part.trim()).filter(Boolean).join(', ');
}

export function createStandingOrderDelivery(deps: {
  addresses: Pick<AddressesService, 'listAddresses'>;
  accounts: Pick<MyAccountService, 'getDetails'>;
  orders: Pick<OrdersService, 'prepareAccountOrder' | 'insertAccountOrder'>;
  settings: CartSettings;
  /** Issue #29: the freight of the address's delivery zone. */
  freight: FreightQuote;
}) {
  const { addresses, accounts, orders, settings, freight } = deps;

  async function primaryAddress(accountId: number): Promise<Address | null> {
    const list = await addresses.listAddresses(accountId);
    return list.find((address) => address.isPrimary) ?? list[0] ?? null;
  }

  return {
    /** What the standing order form needs to offer 'order'. */
    async describe(viewer: SignedInViewer): Promise<StandingOrderDeliveryJson> {
      const address = await primaryAddress(viewer.account.id);
      return { can_pay_on_account: viewer.account.canPayOnAccount, primary_address: address ? addressLine(address) : null };
    },

    /** Why this account cannot have its shortfall ordered on account now, or null when it can. */
    async refusal(viewer: SignedInViewer): Promise<string | null> {
      if (!viewer.account.canPayOnAccount) return DELIVERY_MESSAGES.noAccountPayment;
      return (await primaryAddress(viewer.account.id)) ? null : DELIVERY_MESSAGES.noAddress;
    },

    /** The order on account for these products, ready to write; or why it cannot be placed. */
    async prepare(
      viewer: SignedInViewer,
      products: readonly OrderedProduct[],
      reference: { checkoutKey: string; runOn: string },
    ): Promise<{ ok: true; order: PreparedDelivery; address: string } | { ok: false; reason: string }> {
      if (!viewer.account.canPayOnAccount) return { ok: false, reason: DELIVERY_MESSAGES.noAccountPayment };
      const [address, details] = await Promise.all([primaryAddress(viewer.account.id), accounts.getDetails(viewer)]);
      if (!address) return { ok: false, reason: DELIVERY_MESSAGES.noAddress };
      const lines: OrderLine[] = products.map((product) => ({ ...product, variantId: 0, lineTotalCents: product.unitPriceCents * product.qty }));
      const goodsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const { freightCents } = await freight(address.postCode, goodsCents);
      const totals = calculateTotals({ lines, taxRateBasisPoints: settings.taxRateBasisPoints, isTaxInclusive: settings.isTaxInclusive, shippingCents: freightCents });
      if (totals.totalCents > ORDER_TOTAL_MAX_CENTS) return { ok: false, reason: DELIVERY_MESSAGES.tooLarge };
      const { shippingInfo, billingInfo } = orderAddressesFor(viewer.user, address, details, `Standing order ${reference.runOn}`);
      const order = await orders.prepareAccountOrder(viewer, { shippingInfo, billingInfo, totals, checkoutKey: reference.checkoutKey, lines });
      return { ok: true, order, address: addressLine(address) };
    },

    place: (order: PreparedDelivery, tx: DbExecutor) => orders.insertAccountOrder(order, tx),
  };
}
export type StandingOrderDelivery = ReturnType<typeof createStandingOrderDelivery>;
